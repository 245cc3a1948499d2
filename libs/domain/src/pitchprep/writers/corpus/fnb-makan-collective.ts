import type { PitchIntake } from '../../intake';

// An F&B chain raising growth capital: yearly figures, outlet economics, no software at all.
export const FNB_MAKAN_COLLECTIVE: PitchIntake = {
  track: 'fundraising',
  company: {
    name: 'Makan Collective Pte Ltd',
    oneLiner: 'Halal Nanyang comfort food in 14 mall outlets, with a central kitchen that keeps every bowl the same',
    website: 'https://makancollective.example',
    country: 'Singapore',
    industry: 'F&B (casual dining chain)',
    stage: 'Growth (profitable at outlet level)',
    foundedYear: '2016',
  },
  problem:
    'Office workers in malls want a halal lunch under S$12 that arrives in 5 minutes, but food courts are inconsistent and casual-dining chains charge S$20 and take 20 minutes.',
  solution:
    'A tight menu of 18 dishes cooked in our central kitchen in Senoko and finished in outlets in under 4 minutes, with halal certification from MUIS for every outlet.',
  product:
    '- Dine-in outlets of 900–1,200 sq ft in suburban malls\n- Delivery through GrabFood and foodpanda (24% of sales)\n- Corporate catering boxes for offices, ordered online',
  market: {
    tam: 'S$11.4B Singapore F&B services spend a year',
    sam: 'S$1.9B halal casual dining and quick service in malls',
    som: 'S$60M: 45 outlets in Singapore and Johor Bahru by 2029',
    notes: 'Mall landlords are replacing food-court space with branded halal concepts, and Johor Bahru malls are filling up as RTS Link opens in 2026.',
  },
  traction: {
    revenue: 'S$9.8M revenue in FY2024',
    growth: '31% a year since 2021',
    customers: '1.6M transactions in FY2024; 210,000 loyalty app members',
    keyMetrics: 'Average ticket S$13.40; outlet EBITDA margin 19%; new outlets pay back in 22 months',
    history: [
      { period: 'FY2021', amount: 4400000 },
      { period: 'FY2022', amount: 5900000 },
      { period: 'FY2023', amount: 7600000 },
      { period: 'FY2024', amount: 9800000 },
    ],
  },
  businessModel: 'Company-owned outlets; each outlet buys its food from the central kitchen at a transfer price, so purchasing scale stays with the group.',
  unitEconomics: { price: 'S$13.40 average ticket', grossMargin: '68% food gross margin', cac: 'S$650,000 to open an outlet', ltv: 'S$1.1M outlet revenue a year', payback: '22 months per new outlet' },
  competition: {
    competitors: 'Food-court stalls, Encik Tan, Fish & Co. and other halal mall chains',
    advantage: 'Central kitchen cuts outlet labour to 6 staff; 5-minute service; halal-certified across all outlets; 14 mall leases already renewed once',
    rivals: [
      { name: 'Food-court stalls', gap: 'Cheaper, but inconsistent and rarely halal-certified' },
      { name: 'Encik Tan', gap: 'Similar price, but a narrower noodle-led menu and no catering' },
      { name: 'Fish & Co.', gap: 'Table service at S$20+ a head; 20-minute turnaround' },
    ],
  },
  goToMarket: {
    channels: '- Suburban malls next to MRT stations, chosen by lunch footfall data\n- Loyalty app drives 38% of repeat visits\n- Catering sold to HR teams of 120 corporate accounts',
    expansion: '- 8 new Singapore outlets in 2026\n- First 4 Johor Bahru outlets in 2027, supplied from the Senoko kitchen',
  },
  team: [
    { name: 'Hafiz Rahman', role: 'Founder and CEO', background: 'Opened 14 outlets in 8 years; ex-area manager at a 60-outlet QSR brand' },
    { name: 'Lim Wei Ling', role: 'CFO', background: 'Ex-finance director at a listed F&B group; led its 2019 bond issue' },
    { name: 'Chef Azman Yusof', role: 'Head of Culinary', background: 'Designed the central kitchen; 20 years in hotel kitchens' },
    { name: 'Grace Ong', role: 'Head of Expansion', background: 'Negotiated 40+ mall leases at a regional retail landlord' },
  ],
  financials: {
    currentRevenue: 'FY2024 revenue S$9.8M; group EBITDA S$1.2M',
    projections: 'S$16M revenue and S$2.4M EBITDA in FY2026 with 22 outlets',
    burnRate: 'Cash-generative at group level; capex of S$650,000 per new outlet',
    runway: 'S$1.4M cash; expansion paced by new capital',
    currency: 'SGD',
    forecast: [
      { period: 'FY2023', amount: 7600000 },
      { period: 'FY2024', amount: 9800000 },
      { period: 'FY2025F', amount: 12300000 },
      { period: 'FY2026F', amount: 16000000 },
    ],
    profit: [
      { period: 'FY2023', amount: 780000 },
      { period: 'FY2024', amount: 1200000 },
      { period: 'FY2025F', amount: 1700000 },
      { period: 'FY2026F', amount: 2400000 },
    ],
  },
  fundraising: {
    round: 'Growth round (preference shares)',
    amount: 'S$6M',
    useOfFunds: '55% new outlets (8 in Singapore)\n25% central kitchen expansion\n12% Johor Bahru entry\n8% loyalty app and POS',
  },
};
