import type { PitchIntake } from '../../intake';

// A GP clinic group selling to a healthcare platform: regulated, doctor-dependent, yearly figures.
export const CLINIC_PULSE_FAMILY: PitchIntake = {
  track: 'exit',
  company: {
    name: 'Pulse Family Clinics Pte Ltd',
    oneLiner: 'Nine neighbourhood GP clinics in the heartlands, open 8am to midnight, on every major corporate panel',
    website: 'https://pulseclinics.example',
    country: 'Singapore',
    industry: 'Healthcare (primary care clinics)',
    stage: 'Established, profitable',
    foundedYear: '2011',
  },
  problem: 'Heartland families and shift workers need a GP after office hours, and employers need panel clinics that bill them directly and report medical leave accurately.',
  solution: 'Nine clinics within 5 minutes’ walk of an MRT or bus interchange, open 16 hours a day, with one patient record across clinics and direct billing to 60 corporate panels.',
  product:
    '- GP consultations and chronic-disease care under CHAS and Healthier SG (58% of revenue)\n- Corporate panel and health screening (27%)\n- Vaccinations, minor procedures and telemedicine (15%)',
  market: {
    tam: 'S$2.6B Singapore primary care spend a year',
    sam: 'S$740M private GP care in the heartlands',
    som: 'S$16M today across nine clinics',
    notes: 'Healthier SG enrols residents with one family doctor and pays clinics for chronic care, favouring groups with shared records and enough doctors to take on enrolees.',
  },
  traction: {
    revenue: 'S$15.6M revenue in FY2024',
    growth: '12% a year over three years, two clinics opened in 2023',
    customers: '212,000 patient visits a year; 41,000 Healthier SG enrolees; 60 corporate panels',
    keyMetrics: 'Doctor utilisation 84%; average 31 visits per doctor-session; Google rating 4.6',
    history: [
      { period: 'FY2021', amount: 11100000 },
      { period: 'FY2022', amount: 12400000 },
      { period: 'FY2023', amount: 13900000 },
      { period: 'FY2024', amount: 15600000 },
    ],
  },
  businessModel: 'Fee per consultation and per prescription, capitation payments for Healthier SG enrolees, and annual corporate panel contracts billed monthly.',
  unitEconomics: { price: 'S$42 average bill per visit', grossMargin: '58% after doctors’ pay and drugs', cac: '', ltv: '', payback: '' },
  competition: {
    competitors: 'Large GP chains, polyclinics and solo heartland GPs',
    advantage: 'Late opening hours at every clinic, 22 doctors on staff (not locums), and corporate panel relationships averaging 9 years',
  },
  goToMarket: {
    channels: 'Walk-ins and Healthier SG enrolment; corporate panels through two insurance brokers',
    expansion: 'Two sites in Tengah and Punggol reserved; each new clinic breaks even in 14 months',
  },
  team: [
    { name: 'Dr Melissa Koh', role: 'Founder and Medical Director', background: 'Family physician, 24 years in practice; owns 70%' },
    { name: 'Dr Ravi Shankar', role: 'Lead Physician, Clinical Quality', background: 'Runs the chronic-care programme; shareholder with 15%' },
    { name: 'Jason Teo', role: 'Operations Director', background: 'Ex-operations manager at a listed healthcare group; runs rosters, pharmacy and billing' },
  ],
  financials: {
    currentRevenue: 'EBITDA S$2.9M in FY2024 (18.6% margin)',
    projections: 'FY2025 revenue S$17.1M and EBITDA S$3.3M',
    burnRate: 'Cash-generative; S$1.05M monthly payroll',
    runway: 'S$4.2M cash, no bank debt',
    currency: 'SGD',
    forecast: [
      { period: 'FY2022', amount: 12400000 },
      { period: 'FY2023', amount: 13900000 },
      { period: 'FY2024', amount: 15600000 },
      { period: 'FY2025F', amount: 17100000 },
    ],
    profit: [
      { period: 'FY2022', amount: 2100000 },
      { period: 'FY2023', amount: 2500000 },
      { period: 'FY2024', amount: 2900000 },
      { period: 'FY2025F', amount: 3300000 },
    ],
  },
  exit: {
    goals: 'Sell a 70% majority to a healthcare group; founders keep 30% and practise for 3 more years',
    buyerTypes: 'Listed healthcare groups; PE-backed primary care platforms; regional insurers building clinic networks',
    valuationExpectations: 'S$30M–S$35M enterprise value for 100%',
    timeline: 'Buyer shortlist by February 2026; MOH licence transfer and completion by August 2026',
  },
};
