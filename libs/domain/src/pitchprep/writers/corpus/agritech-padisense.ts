import type { PitchIntake } from '../../intake';

// An agritech pre-Series A: hardware plus subscription, farmers as customers, Thailand and Vietnam.
export const AGRITECH_PADISENSE: PitchIntake = {
  track: 'fundraising',
  company: {
    name: 'PadiSense',
    oneLiner: 'Soil and water sensors with an advisory app that cut fertiliser and water use for rice farmers in Thailand and Vietnam',
    website: 'https://padisense.example',
    country: 'Singapore (field teams in Thailand and Vietnam)',
    industry: 'Agritech (precision farming)',
    stage: 'Pre-Series A',
    foundedYear: '2021',
  },
  problem:
    '- Rice farmers over-apply fertiliser by 30–40% because they cannot measure soil nutrients\n- Flooded paddies emit 10% of global methane, and buyers of Thai and Vietnamese rice now ask for proof of lower emissions',
  solution:
    '- A S$90 solar sensor per hectare measures water level and nitrogen every hour\n- The app tells farmers when to drain and how much fertiliser to apply, in Thai and Vietnamese\n- Verified water savings earn carbon credits that we sell on the farmers’ behalf',
  product: '- PadiSense field sensor (LoRa, 3-year battery)\n- Farmer app with voice advice\n- Dashboard for rice mills and exporters to track sourcing farms',
  market: {
    tam: 'US$3.2B yearly spend on inputs and advisory by rice farms in Thailand and Vietnam',
    sam: 'US$420M across farms selling to export mills',
    som: 'US$18M revenue from 400,000 hectares by 2029',
    notes: 'Alternate wetting and drying is now accepted under Verra for carbon credits, and EU buyers require deforestation and emissions data from 2026.',
  },
  traction: {
    revenue: 'S$1.1M revenue in 2025',
    growth: 'Hectares under contract up 4x in 2025',
    customers: '14,000 farmers on 38,000 hectares through 6 rice mills; 2 exporter contracts',
    keyMetrics: 'Fertiliser use down 27%; water use down 31%; 92% of farmers renewed for a second season',
    history: [
      { period: '2023', amount: 120000 },
      { period: '2024', amount: 380000 },
      { period: '2025', amount: 1100000 },
    ],
  },
  businessModel: 'Mills and exporters pay S$24 per hectare per season for the service; we keep 30% of carbon credit revenue and farmers get 70%.',
  unitEconomics: { price: 'S$24 per hectare a season', grossMargin: '48% including sensor cost', cac: 'S$6 per hectare through mills', ltv: 'S$95 per hectare', payback: 'Second season' },
  competition: {
    competitors: 'Government extension officers, fertiliser companies’ agronomists, and satellite-only advisory apps',
    advantage: 'In-field sensors give measured data carbon registries accept; distribution through mills reaches 2,000 farmers per contract',
  },
  goToMarket: {
    channels: 'Contracts with rice mills and exporters who roll PadiSense out to their supplying farmers',
    expansion: 'Mekong Delta scale-up in 2026; Cambodia pilots with two exporters in 2027',
  },
  team: [
    { name: 'Dr Somchai Wongsa', role: 'Co-founder and CEO', background: 'PhD soil science; 10 years at the International Rice Research Institute' },
    { name: 'Hannah Lee', role: 'Co-founder and COO', background: 'Ex-supply chain lead for a Singapore agri-commodities trader' },
    { name: 'Nguyen Van Duc', role: 'Head of Hardware', background: 'Designed IoT sensors for aquaculture farms in Vietnam' },
  ],
  financials: {
    currentRevenue: 'Gross profit S$0.53M in 2025; carbon credits 18% of revenue',
    projections: 'S$3.5M revenue in 2026 and S$9M in 2027 as the first carbon credits are issued',
    burnRate: 'S$140,000 net burn a month',
    runway: '10 months',
    currency: 'SGD',
    forecast: [
      { period: '2024', amount: 380000 },
      { period: '2025', amount: 1100000 },
      { period: '2026F', amount: 3500000 },
      { period: '2027F', amount: 9000000 },
    ],
  },
  fundraising: {
    round: 'Pre-Series A',
    amount: 'S$5M',
    useOfFunds: '40% sensors for 150,000 new hectares\n25% field teams in the Mekong Delta\n20% carbon verification and registry costs\n15% product and data science',
  },
};
