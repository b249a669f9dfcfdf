import { createElement } from 'react'
import type React from 'react'
import {
  ArrowDown as ArrowDownNode,
  ArrowRight as ArrowRightNode,
  BarChart3 as BarChart3Node,
  Boxes as BoxesNode,
  Brain as BrainNode,
  Briefcase as BriefcaseNode,
  CalendarClock as CalendarClockNode,
  CalendarDays as CalendarDaysNode,
  Check as CheckNode,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  Circle as CircleNode,
  CircleAlert as CircleAlertNode,
  CircleCheck as CircleCheckNode,
  Clock as ClockNode,
  Compass as CompassNode,
  Cpu as CpuNode,
  Download as DownloadNode,
  Factory as FactoryNode,
  FileDown as FileDownNode,
  Gauge as GaugeNode,
  GraduationCap as GraduationCapNode,
  Headset as HeadsetNode,
  HeartPulse as HeartPulseNode,
  LifeBuoy as LifeBuoyNode,
  LoaderCircle as LoaderCircleNode,
  MessageCircle as MessageCircleNode,
  Send as SendNode,
  Lightbulb as LightbulbNode,
  Mail as MailNode,
  MapPin as MapPinNode,
  Menu as MenuNode,
  Minus as MinusNode,
  Network as NetworkNode,
  Palmtree as PalmtreeNode,
  Phone as PhoneNode,
  Rocket as RocketNode,
  Search as SearchNode,
  ShieldCheck as ShieldCheckNode,
  ShoppingCart as ShoppingCartNode,
  Sparkles as SparklesNode,
  Target as TargetNode,
  TrendingUp as TrendingUpNode,
  Trophy as TrophyNode,
  UserRound as UserRoundNode,
  Users as UsersNode,
  Workflow as WorkflowNode,
  X as XNode,
  Zap as ZapNode,
  type IconNode,
} from 'lucide'

/**
 * Lucide icons for server components. `lucide-react` marks its icon component `'use client'`, so
 * every icon a server component drew became a client component: the icon runtime (1.2 KiB gzip)
 * on every page and one more thing to hydrate per icon. These draw the same SVG (Lucide's own
 * node data, from the `lucide` package) as plain markup. Client components keep `lucide-react`.
 * Decision 144. Add an icon here when a server component needs it.
 */
export type IconProps = React.SVGProps<SVGSVGElement>
export type LucideIcon = (props: IconProps) => React.ReactElement

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

function lucideIcon(node: IconNode, name: string): LucideIcon {
  const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
  function Icon({ className, ...props }: IconProps) {
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : true}
        className={['lucide', `lucide-${kebab}`, className].filter(Boolean).join(' ')}
        {...props}
      >
        {node.map(([tag, attrs], index) =>
          createElement(tag, { key: index, ...Object.fromEntries(Object.entries(attrs).map(([key, value]) => [camel(key), value])) }),
        )}
      </svg>
    )
  }
  Icon.displayName = name
  return Icon
}

export const ArrowDown = lucideIcon(ArrowDownNode, 'ArrowDown')
export const ArrowRight = lucideIcon(ArrowRightNode, 'ArrowRight')
export const BarChart3 = lucideIcon(BarChart3Node, 'BarChart3')
export const Boxes = lucideIcon(BoxesNode, 'Boxes')
export const Brain = lucideIcon(BrainNode, 'Brain')
export const Briefcase = lucideIcon(BriefcaseNode, 'Briefcase')
export const CalendarClock = lucideIcon(CalendarClockNode, 'CalendarClock')
export const CalendarDays = lucideIcon(CalendarDaysNode, 'CalendarDays')
export const Check = lucideIcon(CheckNode, 'Check')
export const ChevronDown = lucideIcon(ChevronDownNode, 'ChevronDown')
export const ChevronLeft = lucideIcon(ChevronLeftNode, 'ChevronLeft')
export const ChevronRight = lucideIcon(ChevronRightNode, 'ChevronRight')
export const Circle = lucideIcon(CircleNode, 'Circle')
export const CircleAlert = lucideIcon(CircleAlertNode, 'CircleAlert')
export const CircleCheck = lucideIcon(CircleCheckNode, 'CircleCheck')
export const Clock = lucideIcon(ClockNode, 'Clock')
export const Compass = lucideIcon(CompassNode, 'Compass')
export const Cpu = lucideIcon(CpuNode, 'Cpu')
export const Download = lucideIcon(DownloadNode, 'Download')
export const Factory = lucideIcon(FactoryNode, 'Factory')
export const FileDown = lucideIcon(FileDownNode, 'FileDown')
export const Gauge = lucideIcon(GaugeNode, 'Gauge')
export const GraduationCap = lucideIcon(GraduationCapNode, 'GraduationCap')
export const Headset = lucideIcon(HeadsetNode, 'Headset')
export const HeartPulse = lucideIcon(HeartPulseNode, 'HeartPulse')
export const LifeBuoy = lucideIcon(LifeBuoyNode, 'LifeBuoy')
export const LoaderCircle = lucideIcon(LoaderCircleNode, 'LoaderCircle')
export const MessageCircle = lucideIcon(MessageCircleNode, 'MessageCircle')
export const Send = lucideIcon(SendNode, 'Send')
export const Lightbulb = lucideIcon(LightbulbNode, 'Lightbulb')
export const Mail = lucideIcon(MailNode, 'Mail')
export const MapPin = lucideIcon(MapPinNode, 'MapPin')
export const Menu = lucideIcon(MenuNode, 'Menu')
export const Minus = lucideIcon(MinusNode, 'Minus')
export const Network = lucideIcon(NetworkNode, 'Network')
export const Palmtree = lucideIcon(PalmtreeNode, 'Palmtree')
export const Phone = lucideIcon(PhoneNode, 'Phone')
export const Rocket = lucideIcon(RocketNode, 'Rocket')
export const Search = lucideIcon(SearchNode, 'Search')
export const ShieldCheck = lucideIcon(ShieldCheckNode, 'ShieldCheck')
export const ShoppingCart = lucideIcon(ShoppingCartNode, 'ShoppingCart')
export const Sparkles = lucideIcon(SparklesNode, 'Sparkles')
export const Target = lucideIcon(TargetNode, 'Target')
export const TrendingUp = lucideIcon(TrendingUpNode, 'TrendingUp')
export const Trophy = lucideIcon(TrophyNode, 'Trophy')
export const UserRound = lucideIcon(UserRoundNode, 'UserRound')
export const Users = lucideIcon(UsersNode, 'Users')
export const Workflow = lucideIcon(WorkflowNode, 'Workflow')
export const X = lucideIcon(XNode, 'X')
export const Zap = lucideIcon(ZapNode, 'Zap')
