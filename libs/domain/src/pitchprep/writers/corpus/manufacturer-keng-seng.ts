import type { PitchIntake } from '../../intake';

// A precision manufacturer across Singapore and Johor, selling to a strategic buyer.
export const MANUFACTURER_KENG_SENG: PitchIntake = {
  track: 'exit',
  company: {
    name: 'Keng Seng Precision Engineering Pte Ltd',
    oneLiner: 'CNC-machined parts for semiconductor equipment makers, made in Singapore and Johor to 5-micron tolerances',
    website: 'https://kengseng.example',
    country: 'Singapore (plant in Senai, Johor)',
    industry: 'Manufacturing (precision engineering)',
    stage: 'Established, profitable',
    foundedYear: '1994',
  },
  problem: 'Semiconductor equipment makers need qualified suppliers of tight-tolerance parts who can ramp with their build plans and pass customer audits.',
  solution: 'Qualified supplier to four global equipment makers, with 46 CNC machines, a cleanroom assembly line and ISO 9001 / AS9100 certification.',
  product: '- Machined components in aluminium and stainless steel\n- Sub-assemblies built in a class-10,000 cleanroom\n- Sheet-metal frames from the Senai plant',
  market: {
    tam: 'US$6.5B precision parts bought by semiconductor equipment makers each year',
    sam: 'US$900M outsourced to suppliers in Southeast Asia',
    som: 'US$25M share available from current customers’ 2027 build plans',
    notes: 'Equipment makers are moving supply chains out of China to Singapore and Malaysia, and the Johor–Singapore Special Economic Zone adds incentives for plants on the Johor side.',
  },
  traction: {
    revenue: 'S$21.5M revenue in FY2024',
    growth: '14% a year since FY2021 despite the 2023 chip downturn',
    customers: 'Four global equipment makers (72% of revenue) and 30 smaller customers',
    keyMetrics: 'Machine utilisation 78%; first-pass yield 99.2%; on-time delivery 96%',
    history: [
      { period: 'FY2021', amount: 14500000 },
      { period: 'FY2022', amount: 19800000 },
      { period: 'FY2023', amount: 18100000 },
      { period: 'FY2024', amount: 21500000 },
    ],
  },
  businessModel: 'Build-to-print orders under 2-year master supply agreements; prices reset yearly with a metals pass-through clause.',
  unitEconomics: { price: '', grossMargin: '27%', cac: '', ltv: '', payback: '' },
  competition: {
    competitors: 'Listed precision engineering groups in Singapore and Malaysia; Taiwanese contract machinists',
    advantage: 'Qualified on 1,900 part numbers (12–18 months to qualify a new supplier), a Johor cost base for 40% of output, and cleanroom capacity few local peers have',
  },
  goToMarket: {
    channels: 'Key-account engineers embedded with each equipment maker’s sourcing team',
    expansion: 'Second Senai building (land held) doubles cleanroom capacity',
  },
  team: [
    { name: 'Tan Keng Seng', role: 'Founder and Chairman', background: 'Founded the company in 1994; 68, owns 65%' },
    { name: 'Tan Li Hua', role: 'Managing Director', background: 'Second generation; ran the Senai plant from 2015; owns 20%' },
    { name: 'Mohd Faizal', role: 'Quality and Engineering Director', background: 'Led every customer qualification since 2010' },
    { name: 'Karen Yeo', role: 'Finance Director', background: 'Ex-group financial controller at an SGX-listed manufacturer' },
  ],
  financials: {
    currentRevenue: 'EBITDA S$4.1M in FY2024; capex S$1.6M',
    projections: 'FY2026 revenue S$27M on customers’ committed build plans',
    burnRate: 'Cash-generative; S$1.3M monthly payroll across both plants',
    runway: 'S$5.8M cash; S$3.2M machine financing',
    currency: 'SGD',
    forecast: [
      { period: 'FY2023', amount: 18100000 },
      { period: 'FY2024', amount: 21500000 },
      { period: 'FY2025F', amount: 24000000 },
      { period: 'FY2026F', amount: 27000000 },
    ],
    profit: [
      { period: 'FY2023', amount: 3000000 },
      { period: 'FY2024', amount: 4100000 },
      { period: 'FY2025F', amount: 4700000 },
      { period: 'FY2026F', amount: 5400000 },
    ],
  },
  exit: {
    goals: 'Founder to sell his 65% and step back; second generation stays and keeps 20%',
    buyerTypes: 'Global precision-parts groups seeking a Singapore/Johor base; Japanese trading houses; Asian mid-market PE',
    valuationExpectations: 'S$32M–S$38M enterprise value',
    timeline: 'Management presentations in Q1 2026; signing by mid-2026',
  },
};
