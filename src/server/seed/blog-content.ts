import 'server-only'

/** The demo posts: written for the SPEC personas, each with h2/h3 sections. */
export type SeedSection = { h2: string; paras: string[]; h3?: { title: string; paras: string[] }; list?: string[]; quote?: string }
export type SeedPost = {
  title: string
  description: string
  category: string
  author: string
  date: string
  sections: SeedSection[]
}

export const SEED_CATEGORIES = [
  { name: 'Production Planning', hue: ['#3730A3', '#6366F1'] },
  { name: 'Procurement', hue: ['#0F766E', '#14B8A6'] },
  { name: 'Quality Control', hue: ['#9D174D', '#EC4899'] },
  { name: 'Inventory Management', hue: ['#B45309', '#F59E0B'] },
  { name: 'Factory Analytics', hue: ['#1E3A8A', '#3B82F6'] },
] as const

export const SEED_POSTS: SeedPost[] = [
  {
    title: 'From Whiteboards to Live Schedules: A Factory Manager’s Playbook',
    description: 'How plant managers replace whiteboard schedules with machine-level plans that adjust themselves when orders, people or machines change.',
    category: 'Production Planning',
    author: 'Ananya Rao',
    date: '2025-09-18',
    sections: [
      { h2: 'Why the whiteboard stops working', paras: ['Every factory manager knows the Monday morning ritual: the whiteboard is wiped, the week’s orders are written in coloured markers, and by Tuesday afternoon half of it is wrong. A machine goes down, a rush order arrives, or two operators call in sick, and the plan on the wall no longer matches the floor.', 'The problem is not discipline. It is that a static plan cannot absorb change at the speed a shop floor produces it.'], h3: { title: 'The hidden cost of re-planning by hand', paras: ['Supervisors spend hours each week re-sequencing jobs on paper. That time comes straight out of coaching, safety walks and problem solving.'] } },
      { h2: 'What a live schedule looks like', paras: ['A live schedule starts from work orders and routes, and places each operation on a specific machine with real capacity. When a machine is marked down, the affected operations move automatically to the next feasible slot.'], list: ['Work orders linked to routes and bills of material', 'Machine calendars with shifts, maintenance and holidays', 'Operator skills matched to operations', 'Automatic conflict detection before the shift starts'] },
      { h2: 'Getting started in one line', paras: ['Pick your bottleneck line, load its next two weeks of orders and run the old and new plan side by side for a fortnight. Most teams see the difference in the first week.'], h3: { title: 'Measure before and after', paras: ['Track schedule adherence and changeover hours. Those two numbers will tell you whether the new plan is helping the floor.'] } },
    ],
  },
  {
    title: 'Capacity Planning Without Spreadsheets',
    description: 'A practical guide to finite capacity planning for mid-sized plants: the data you need, the traps to avoid and how to keep the plan honest.',
    category: 'Production Planning',
    author: 'Ananya Rao',
    date: '2025-08-27',
    sections: [
      { h2: 'Infinite plans, finite machines', paras: ['Most spreadsheet plans assume every machine can absorb whatever is loaded onto it. The result is a plan that looks fine on paper and produces overtime, missed dates and frustrated customers.'], h3: { title: 'Finite capacity in plain words', paras: ['Finite capacity planning only schedules work when a machine, a tool and a qualified operator are all available at the same time.'] } },
      { h2: 'The data you actually need', paras: ['You do not need perfect data to start. You need cycle times that are roughly right, shift calendars and a list of which operations can run on which machines.'], list: ['Standard cycle times per operation', 'Setup and changeover times between product families', 'Shift patterns and planned maintenance windows'] },
      { h2: 'Keeping the plan honest', paras: ['Compare planned against actual output every day. When a line is consistently slower than planned, fix the standard rather than blaming the operators.'], quote: 'A plan that never meets reality is not a plan, it is a wish list.' },
    ],
  },
  {
    title: 'Five Questions Every Procurement Head Should Ask Suppliers in 2025',
    description: 'Supplier scorecards only work when they ask the right questions. Here are five that reveal delivery risk before it reaches your shop floor.',
    category: 'Procurement',
    author: 'Vikram Mehta',
    date: '2025-09-10',
    sections: [
      { h2: 'Beyond price and payment terms', paras: ['Negotiations usually start and end with price. Yet the costliest supplier failures, such as late deliveries, quality escapes and sudden capacity limits, rarely show up in a quotation.'] },
      { h2: 'The five questions', paras: ['Ask these at every quarterly review and record the answers in your supplier scorecard so trends become visible.'], list: ['What was your on-time, in-full rate for our orders last quarter?', 'Which of our parts depend on a single source at your end?', 'How much spare capacity do you have for a 20% volume increase?', 'What changed in your process or sub-suppliers since our last review?', 'How quickly can you share certificates of analysis for each lot?'], h3: { title: 'Turning answers into scores', paras: ['Weight delivery, quality and responsiveness according to what hurts your plant most, and review the weights once a year.'] } },
      { h2: 'From scorecards to decisions', paras: ['A scorecard is only useful if it changes behaviour. Share it with suppliers, agree improvement actions and move volume towards the partners who consistently deliver.'] },
    ],
  },
  {
    title: 'Catalog Purchasing: How to Cut Maverick Spend in Half',
    description: 'Maverick spend hides in small, urgent purchases. Catalog buying with approval flows brings it back under control without slowing the floor down.',
    category: 'Procurement',
    author: 'Vikram Mehta',
    date: '2025-08-12',
    sections: [
      { h2: 'Where maverick spend comes from', paras: ['When buying the approved way is slow, people find a faster way. Consumables, spares and tooling are bought on personal cards or from the nearest dealer, at whatever price is on offer.'], h3: { title: 'Small orders, big totals', paras: ['Individually these orders look trivial. Added up over a year they often reach ten percent of indirect spend.'] } },
      { h2: 'Make the right way the easy way', paras: ['A catalog of negotiated items, searchable in seconds, removes the reason to go around the process. Approval flows route only the exceptions to a manager.'], list: ['Negotiated prices loaded per supplier', 'Auto-approval below a threshold per department', 'Budget checks before the order is placed'] },
      { h2: 'Watching spend in real time', paras: ['Spend analytics show which categories and departments still buy off-catalog, so procurement can negotiate the next agreement with evidence in hand.'] },
    ],
  },
  {
    title: 'Price Monitoring: Stop Paying Yesterday’s Prices Tomorrow',
    description: 'Commodity swings reach your invoices weeks later. Automated price monitoring helps procurement teams renegotiate at the right moment.',
    category: 'Procurement',
    author: 'Neha Kapoor',
    date: '2025-07-22',
    sections: [
      { h2: 'The lag between market and invoice', paras: ['When steel, resin or copper prices drop, supplier price lists rarely follow on their own. Without monitoring, buyers keep paying the old rate for months.'] },
      { h2: 'What to monitor', paras: ['Start with the twenty items that make up most of your direct material spend and track their index prices alongside what you pay.'], h3: { title: 'Alerts that matter', paras: ['Set alerts on the gap between index movement and your purchase price, not on every market tick.'] } },
      { h2: 'Renegotiating with data', paras: ['A chart showing the index falling eight percent while your price stayed flat is the most persuasive document a buyer can bring to a supplier meeting.'] },
    ],
  },
  {
    title: 'Digital QC Checklists: A QA Lead’s Guide to Going Paperless',
    description: 'Paper inspection sheets are slow to fill and slower to analyse. Here is how QA leads move to digital checklists without disrupting inspections.',
    category: 'Quality Control',
    author: 'Dr. Priya Nair',
    date: '2025-09-04',
    sections: [
      { h2: 'What paper costs you', paras: ['Paper checklists get lost, filled in after the fact and typed into spreadsheets at the end of the week. By the time a trend is visible, the defective lot has shipped.'] },
      { h2: 'Designing a digital checklist', paras: ['Keep the same checks your inspectors already know, but add accept and reject limits so the result is clear the moment a value is entered.'], list: ['Numeric checks with upper and lower limits', 'Photo evidence for visual defects', 'Automatic lot hold on a failed critical check'], h3: { title: 'Start with one product family', paras: ['Pilot with the product that generates the most customer complaints. The quick wins there build support for the rest of the rollout.'] } },
      { h2: 'From data to CAPA', paras: ['When every inspection is digital, recurring failures trigger corrective actions automatically instead of waiting for a monthly review.'] },
    ],
  },
  {
    title: 'Sampling Plans Explained for the Shop Floor',
    description: 'AQL tables confuse many teams. A plain-language explanation of sampling plans, lot sizes and accept/reject numbers for inspectors and supervisors.',
    category: 'Quality Control',
    author: 'Dr. Priya Nair',
    date: '2025-08-05',
    sections: [
      { h2: 'Why we sample at all', paras: ['Inspecting every piece is expensive and, for destructive tests, impossible. A sampling plan tells you how many pieces to check so that the decision about the whole lot is sound.'] },
      { h2: 'Reading a sampling table', paras: ['The lot size gives you a code letter; the code letter and your acceptable quality level give you the sample size and the accept and reject numbers.'], h3: { title: 'Normal, tightened and reduced inspection', paras: ['When a supplier fails repeatedly, inspection tightens. When it passes consistently, inspection can be reduced. A digital system can switch levels automatically.'] } },
      { h2: 'Common mistakes', paras: ['The most frequent error is picking samples from the top of the pallet. Samples must be random, or the plan loses its meaning.'], list: ['Non-random samples', 'Changing the AQL to pass a lot', 'Ignoring minor defects that signal a drifting process'] },
    ],
  },
  {
    title: 'Closing the Loop: CAPA That Actually Prevents Repeat Defects',
    description: 'Corrective and preventive actions often stall after the first meeting. A QA-led approach to CAPA tracking that keeps actions moving until the defect is gone.',
    category: 'Quality Control',
    author: 'Rahul Iyer',
    date: '2025-07-08',
    sections: [
      { h2: 'Why CAPAs stall', paras: ['Actions are assigned in a meeting, written in minutes and forgotten by the next shift. Without owners, due dates and reminders, the same defect returns a month later.'] },
      { h2: 'A CAPA workflow that works', paras: ['Every CAPA needs a root cause, an owner, a due date and a check that the fix worked.'], list: ['Contain: hold suspect stock immediately', 'Analyse: five whys or a fishbone with the people who do the work', 'Correct: change the process, not just the part', 'Verify: confirm the defect rate fell'], h3: { title: 'Alerts and escalation', paras: ['Overdue actions escalate to the plant head automatically. Visibility does more for closure rates than any policy document.'] } },
      { h2: 'Measuring effectiveness', paras: ['Track repeat defects per CAPA. If the same failure mode comes back, the root cause was not the real one.'] },
    ],
  },
  {
    title: 'QR Codes on Every Bin: Real-Time Stock for Stores Managers',
    description: 'How stores managers use QR labels on bins, racks and zones to know exactly what is in stock and where, without counting every week.',
    category: 'Inventory Management',
    author: 'Suresh Kumar',
    date: '2025-08-20',
    sections: [
      { h2: 'The stock you cannot find', paras: ['Every store has material that exists on paper but cannot be found on the shelf, and material on the shelf that the system does not know about. Both cost money.'] },
      { h2: 'Labelling bins, racks and zones', paras: ['Give every location a QR label. When material moves, a quick scan records where it went and who moved it.'], h3: { title: 'A simple location code', paras: ['Use zone, rack and bin in the code, for example A-03-12, so people can find a location even without a scanner.'] } },
      { h2: 'What changes for the team', paras: ['Cycle counts replace the annual stock-take, and issues to production are recorded at the moment they happen.'], list: ['Fewer emergency purchases for stock that was already there', 'Faster picking for production', 'An audit trail for every movement'] },
    ],
  },
  {
    title: 'GRN to Material Issue: Tightening the Inventory Flow',
    description: 'Goods receipt, material issue and returns are where inventory accuracy is won or lost. A step-by-step look at a clean flow for stores teams.',
    category: 'Inventory Management',
    author: 'Suresh Kumar',
    date: '2025-07-15',
    sections: [
      { h2: 'Receiving right the first time', paras: ['A goods receipt note should match the purchase order line, the delivered quantity and the quality inspection result before stock becomes available.'] },
      { h2: 'Issuing against work orders', paras: ['Issue material to a specific work order so consumption can be compared with the bill of materials.'], h3: { title: 'Handling returns', paras: ['Unused material goes back to a known location with a return note, not into a corner of the shop floor.'] } },
      { h2: 'Daily checks that keep it clean', paras: ['A five-minute daily review of negative stock and unposted receipts prevents most month-end surprises.'] },
    ],
  },
  {
    title: 'Leadership Dashboards: What a Factory Owner Should See Every Morning',
    description: 'Owners do not need fifty charts. The handful of metrics that tell a factory owner whether yesterday went well and where to look today.',
    category: 'Factory Analytics',
    author: 'Arjun Shah',
    date: '2025-09-12',
    sections: [
      { h2: 'Too many numbers, too little insight', paras: ['Most reports are built by adding a chart every time someone asks a question. After a year nobody reads them.'] },
      { h2: 'The morning five', paras: ['Keep the owner’s view to five numbers, each compared with plan.'], list: ['Output against plan, by line', 'On-time delivery to customers', 'First-pass yield', 'Inventory value and days of cover', 'Cash tied up in overdue receivables'], h3: { title: 'Drill down, not across', paras: ['Every number should open into the detail behind it, so a question can be answered in one click instead of one meeting.'] } },
      { h2: 'From dashboards to decisions', paras: ['A dashboard earns its place when it changes what people do today. Review it in a ten-minute stand-up and assign one action per red number.'] },
    ],
  },
  {
    title: 'Actual Versus Planned: Finding Your Factory’s Hidden Capacity',
    description: 'The gap between planned and actual output is where hidden capacity lives. How to measure it, explain it and win it back.',
    category: 'Factory Analytics',
    author: 'Arjun Shah',
    date: '2025-08-01',
    sections: [
      { h2: 'Where capacity disappears', paras: ['Small stops, slow cycles and long changeovers rarely appear in reports, yet together they often consume a fifth of available time.'] },
      { h2: 'Measuring the gap', paras: ['Record planned and actual output per shift and per machine. The pattern across shifts usually points straight at the cause.'], h3: { title: 'Reasons, not just numbers', paras: ['Ask operators to tag each loss with a reason code. Ten well-chosen codes are better than a hundred.'] } },
      { h2: 'Winning it back', paras: ['Attack the largest loss first, verify the improvement and move on. Capacity found this way costs far less than a new machine.'] },
    ],
  },
  {
    title: 'AI Insights on the Shop Floor: Hype, Reality and First Steps',
    description: 'What AI can realistically do for a mid-sized manufacturer today, and the data foundations an owner should put in place first.',
    category: 'Factory Analytics',
    author: 'Kavya Menon',
    date: '2025-06-24',
    sections: [
      { h2: 'Separating hype from value', paras: ['AI is useful when it answers a specific operational question faster than a person could: which order will be late, which supplier is drifting, which machine needs attention.'] },
      { h2: 'Data comes first', paras: ['Models are only as good as the records behind them. Connected production, quality and inventory data is the foundation.'], list: ['One record of each work order from release to dispatch', 'Inspection results linked to lots and suppliers', 'Stock movements recorded when they happen'], h3: { title: 'Start with one question', paras: ['Pick a recurring decision, such as which orders to expedite, and measure whether the AI suggestion beats the current approach.'] } },
      { h2: 'Keeping people in charge', paras: ['The best results come when AI suggests and people decide. Explanations matter as much as predictions.'] },
    ],
  },
]

/** The one unpublished post, for trying the preview. */
export const SEED_DRAFT: SeedPost = {
  title: 'Draft: Planning for Peak Season Demand',
  description: 'An upcoming guide to preparing production, procurement and stores for seasonal demand peaks.',
  category: 'Production Planning',
  author: 'Ananya Rao',
  date: '2025-09-20',
  sections: [
    { h2: 'Why peaks break plans', paras: ['Seasonal demand compresses months of orders into weeks.'], h3: { title: 'Early signals', paras: ['Watch order intake against last year from eight weeks out.'] } },
  ],
}
