import type { PitchIntake } from '../../intake';

// A MAS-licensed payments fintech: take-rate model, TPV history in USD, regulatory moat.
export const FINTECH_PAYLANE: PitchIntake = {
  track: 'fundraising',
  company: {
    name: 'PayLane Pte Ltd',
    oneLiner: 'Cross-border B2B payments for SME importers in Southeast Asia, settled in one day at a flat 0.6%',
    website: 'https://paylane.example',
    country: 'Singapore',
    industry: 'Fintech (cross-border B2B payments)',
    stage: 'Series A',
    foundedYear: '2021',
  },
  problem:
    '- SME importers pay 2.5–4% in bank FX spreads and wire fees on every supplier payment\n- Payments to suppliers in Vietnam and Indonesia take 3–5 days, holding up shipments\n- Finance teams reconcile by hand across four or five bank portals',
  solution:
    '- One account that pays suppliers in 11 currencies at a flat 0.6% fee\n- Local payout rails in Vietnam, Indonesia, Thailand and the Philippines settle in one day\n- Invoices matched and synced to Xero and QuickBooks automatically',
  product:
    '- Multi-currency business account\n- Bulk supplier payouts with invoice capture\n- FX forwards for up to 6 months (launched 2025)',
  market: {
    tam: 'US$430B SME cross-border B2B payments in SEA a year',
    sam: 'US$38B paid by importers in Singapore, Malaysia and Indonesia',
    som: 'US$2.5B payment volume by 2028, 6.5% of the served market',
    notes: 'Real-time payment links between ASEAN central banks (PayNow–PromptPay, DuitNow, QRIS) cut the cost of local payouts, and banks are exiting low-value SME FX.',
  },
  traction: {
    revenue: 'US$2.1M annualised net revenue',
    growth: 'Payment volume up 9% a month in 2025',
    customers: '1,850 active businesses; 14 with over US$1M a month',
    keyMetrics: 'US$29M monthly payment volume; take rate 0.61%; volume retention 132%',
    history: [
      { period: 'Jan', amount: 67100 },
      { period: 'Feb', amount: 74400 },
      { period: 'Mar', amount: 79900 },
      { period: 'Apr', amount: 89100 },
      { period: 'May', amount: 98200 },
      { period: 'Jun', amount: 106800 },
      { period: 'Jul', amount: 117700 },
      { period: 'Aug', amount: 130500 },
      { period: 'Sep', amount: 145200 },
      { period: 'Oct', amount: 158600 },
      { period: 'Nov', amount: 176900 },
    ],
  },
  businessModel: 'A flat fee on each payment plus a margin on FX forwards; no monthly subscription.',
  unitEconomics: { price: '0.6% of payment value', grossMargin: '71% after rail and banking costs', cac: 'US$1,400 per active business', ltv: 'US$9,800 per business over 4 years', payback: '9 months' },
  competition: {
    competitors: 'Banks, Wise Business, Airwallex and local money changers',
    advantage: 'MAS Major Payment Institution licence plus local payout licences in Vietnam and Indonesia through partner banks; built for SME importers rather than exporters',
    rivals: [
      { name: 'Banks', gap: '2.5–4% all-in cost; 3–5 day settlement' },
      { name: 'Wise Business', gap: 'Cheap FX, but no invoice workflow or VND/IDR business payouts at scale' },
      { name: 'Airwallex', gap: 'Built for online sellers collecting abroad, not importers paying suppliers' },
    ],
  },
  goToMarket: {
    channels: '- Partnerships with freight forwarders who refer their SME importers (44% of new accounts)\n- Accounting firms that set PayLane up for clients\n- Inside sales for businesses above US$250,000 monthly volume',
    expansion: 'Malaysia licence application filed with BNM; launch planned for Q3 2026',
  },
  team: [
    { name: 'Kevin Ng', role: 'Co-founder and CEO', background: 'Ran SME FX at a Singapore bank for 7 years' },
    { name: 'Anh Tran', role: 'Co-founder and CTO', background: 'Built payout rails at a regional e-wallet; ex-Visa' },
    { name: 'Priyanka Das', role: 'Chief Compliance Officer', background: 'Former MAS-regulated MLRO at a remittance firm' },
  ],
  financials: {
    currentRevenue: 'US$1.6M net revenue in 2025',
    projections: 'US$5.2M net revenue in 2026 and US$11M in 2027',
    burnRate: 'US$240,000 net burn a month',
    runway: '9 months',
    currency: 'USD',
    forecast: [
      { period: '2024', amount: 550000 },
      { period: '2025', amount: 1600000 },
      { period: '2026F', amount: 5200000 },
      { period: '2027F', amount: 11000000 },
    ],
  },
  fundraising: {
    round: 'Series A',
    amount: 'US$12M',
    useOfFunds: '35% licences and capital for Malaysia and Indonesia\n30% engineering (FX forwards, APIs)\n25% sales and partnerships\n10% compliance and risk',
  },
};
