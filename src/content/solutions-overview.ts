/** Copy of the solutions overview (/solutions). */
export const solutionsOverview = {
  hero: {
    eyebrow: 'Solutions',
    title: 'One platform from shop floor to top floor',
    subtitle:
      'Five connected modules on one real-time data layer, with an AI assistant and a visual workflow builder that fit the way your plant works.',
    link: { label: 'Explore the modules', href: '#modules' },
  },
  modulesTitle: 'Five modules, one source of truth',
  modulesSubtitle: 'Each module works on its own and gets better with the others.',
  layer: {
    title: 'Connected by design',
    subtitle: 'Three things every module shares.',
    items: [
      { title: 'Real-time data layer', text: 'Every scan, check and order updates the same live data, so every team sees the same numbers.' },
      { title: 'AI assistant', text: 'Ask questions in plain language and get alerts on delays, shortages and quality drift.' },
      { title: 'Visual workflow builder', text: 'Draw approval and inspection flows that match your plant, without code.' },
    ],
  },
  rollout: {
    title: 'Live in weeks, not quarters',
    text: 'Start with one module and one plant. Our team imports your masters, trains your supervisors and stays with you through the first month-end.',
    points: ['Guided data import', 'On-site or remote training', 'Dedicated onboarding specialist'],
  },
  industriesTitle: 'Built for your industry',
  industries: [
    { name: 'Pharmaceutical', text: 'Batch traceability, GMP-ready quality checks and controlled material issue.' },
    { name: 'Electronics', text: 'Component-level tracking, high-mix scheduling and supplier quality scores.' },
    { name: 'Textile', text: 'Lot and shade tracking, job-work coordination and shift-wise output.' },
    { name: 'Food Processing', text: 'Shelf-life aware stock, hygiene checklists and recall-ready records.' },
    { name: 'Automotive', text: 'Line balancing, PPAP-style inspections and just-in-time material flow.' },
  ],
  benefitsTitle: 'Why a unified platform',
  benefits: [
    { title: 'No more Excel chaos', text: 'Replace scattered spreadsheets with one system your whole plant updates live.' },
    { title: 'One login, one data truth', text: 'Planning, purchasing, quality and stores share the same records and the same numbers.' },
    { title: 'AI insights at every step', text: 'Suggestions and alerts appear where work happens, not in a report a week later.' },
  ],
  capabilitiesTitle: 'What you can do with ERPZ',
  capabilities: [
    { icon: 'calendar', title: 'Automated production planning', text: 'Schedules built from orders, capacity and material availability.' },
    { icon: 'users', title: 'Real-time workforce visibility', text: 'Who is on which line, and how each shift is performing.' },
    { icon: 'brain', title: 'Intelligent decision support', text: 'AI recommendations ranked by impact on output and cost.' },
    { icon: 'network', title: 'Connected operations', text: 'Stores, quality, production and purchasing in one flow.' },
    { icon: 'workflow', title: 'Customizable workflows', text: 'Approvals, inspections and hand-offs shaped to your plant.' },
    { icon: 'cpu', title: 'Resource optimization intelligence', text: 'Machines, materials and people used where they add most.' },
  ],
  gainsTitle: 'The gains our customers see',
  gains: [
    { title: 'Higher output per shift', text: 'Better sequencing and fewer idle machines lift output without new equipment.' },
    { title: 'Reduced downtime and material waste', text: 'Early alerts and accurate stock cut stoppages and scrap.' },
    { title: 'Faster decision-making', text: 'Live dashboards replace waiting for the month-end report.' },
  ],
  howTitle: 'How it works',
  steps: [
    { title: 'Connect operations data and workforce', text: 'Import items, machines, suppliers and people, and invite your team.' },
    { title: 'Plan and optimize automatically', text: 'ERPZ builds schedules and purchase plans from your orders and capacity.' },
    { title: 'Monitor and adjust in real time', text: 'Track every order, lot and bin live, and act on alerts as they happen.' },
    { title: 'Grow with continuous intelligence', text: 'AI learns from your data and suggests improvements every week.' },
  ],
  closing: {
    title: 'Find the right modules for your plant',
    text: 'Learn who we are, try ERPZ free for 3 months, or book a demo with a manufacturing specialist.',
    about: { label: 'About ERPZ', href: '/about' },
    trial: { label: 'Start Free Trial', href: '/onboarding/auth' },
    demo: { label: 'Book a Demo', href: '/demo-booking' },
  },
} as const
