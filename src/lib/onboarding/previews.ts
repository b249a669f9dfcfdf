/**
 * The progress screen's previews: the first workflow (Production → Quality Check → Packaging),
 * worded for the chosen industry, and a dashboard whose tiles follow the chosen role.
 */
import { INDUSTRY_LABELS, type IndustryId, type RoleId } from './catalog'

export type WorkflowStage = { name: 'Production' | 'Quality Check' | 'Packaging'; detail: string }

type StageDetails = [production: string, quality: string, packaging: string]

const DETAILS: Partial<Record<IndustryId, StageDetails>> = {
  PHARMACEUTICAL: ['Batch manufacturing record', 'QC release testing & CoA', 'Blister packing and serialisation'],
  BIOTECHNOLOGY: ['Cell culture and purification batch', 'Assay and sterility testing', 'Cold-chain fill and finish'],
  ELECTRONICS: ['SMT assembly and soldering', 'AOI and functional test', 'ESD-safe packing'],
  TEXTILE: ['Spinning, weaving and dyeing', 'Fabric inspection (4-point)', 'Folding, tagging and baling'],
  FOOD_AND_BEVERAGE: ['Mixing and cooking batch', 'Food safety and HACCP checks', 'Filling, sealing and labelling'],
  AUTOMOTIVE: ['Machining and sub-assembly', 'Dimensional and PPAP checks', 'Kitting and crating for the line'],
  MANUFACTURING: ['Work order on the line', 'In-process and final inspection', 'Pack, label and dispatch'],
  AGRICULTURE: ['Harvest intake and grading', 'Moisture and residue testing', 'Bagging and cold storage'],
  CONSTRUCTION: ['Pre-cast and fabrication', 'Load and finish inspection', 'Site-ready bundling'],
  ENERGY: ['Assembly of modules and panels', 'Electrical safety testing', 'Palletising for installation'],
}

const GENERIC: StageDetails = ['Plan and run the job', 'Inspect against your checklist', 'Pack, label and ship']

export function workflowPreview(industry: IndustryId | null): { title: string; stages: WorkflowStage[] } {
  const details = (industry && DETAILS[industry]) || GENERIC
  const label = industry && industry !== 'OTHER' && industry !== 'other' ? INDUSTRY_LABELS[industry] : null
  return {
    title: label ? `${label} production workflow` : 'Your first production workflow',
    stages: [
      { name: 'Production', detail: details[0] },
      { name: 'Quality Check', detail: details[1] },
      { name: 'Packaging', detail: details[2] },
    ],
  }
}

export type DashboardTile = { label: string; value: string; trend: string }

const TILES: Record<RoleId, { title: string; tiles: DashboardTile[] }> = {
  owner: {
    title: 'Leadership overview',
    tiles: [
      { label: 'Output this week', value: '12,480 units', trend: '+8% vs last week' },
      { label: 'On-time delivery', value: '96%', trend: '+3 pts' },
      { label: 'Cost per unit', value: '₹142', trend: '−4%' },
      { label: 'Open customer orders', value: '38', trend: '6 due this week' },
    ],
  },
  operations: {
    title: 'Operations control room',
    tiles: [
      { label: 'Open work orders', value: '54', trend: '9 at risk' },
      { label: 'Line utilisation', value: '87%', trend: '+5 pts' },
      { label: 'Downtime today', value: '42 min', trend: '−18 min' },
      { label: 'Material shortages', value: '3', trend: 'Reorders raised' },
    ],
  },
  it: {
    title: 'Workspace administration',
    tiles: [
      { label: 'Active users', value: '26', trend: '4 invites pending' },
      { label: 'Integrations', value: '3 connected', trend: 'All syncing' },
      { label: 'Data sync', value: '2 min ago', trend: 'Healthy' },
      { label: 'Access reviews', value: '1 due', trend: 'Next Monday' },
    ],
  },
  supervisor: {
    title: 'Shift board',
    tiles: [
      { label: 'Shift output', value: '1,240 units', trend: '92% of target' },
      { label: 'QC holds', value: '2 batches', trend: 'Awaiting review' },
      { label: 'Crew present', value: '18 / 20', trend: '2 on leave' },
      { label: 'Next changeover', value: '14:30', trend: 'Line 2' },
    ],
  },
}

export function dashboardPreview(role: RoleId | null): { title: string; tiles: DashboardTile[] } {
  return TILES[role ?? 'owner']
}
