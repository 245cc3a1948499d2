import type { PitchIntake } from '../intake';
import { SAMPLE_EXIT_INTAKE, SAMPLE_FUNDRAISING_INTAKE } from './intake.fixtures';

/**
 * Intakes of different sectors, stages and markets for the FAQ writers' quality checks. A larger
 * corpus of realistic intakes joins this list as it lands; every check runs over all of them.
 */
export type NamedIntake = { key: string; intake: PitchIntake };

/** A Singapore clinic-software company at Series A whose intake states an 81 % gross margin. */
export const CLINIC_SAAS_SERIES_A: PitchIntake = {
  track: 'fundraising',
  company: {
    name: 'Klinik Cloud Pte. Ltd.',
    oneLiner: 'Practice management and e-claims software for GP and specialist clinics in Singapore and Malaysia',
    website: 'https://klinikcloud.example',
    country: 'Singapore',
    industry: 'HealthTech SaaS',
    stage: 'Series A',
    foundedYear: '2019',
  },
  problem: 'Clinics re-key patient, billing and CHAS/MediSave claims across three systems; claim rejections delay cash by 45 days on average.',
  solution: 'One cloud system for appointments, clinical notes, inventory and e-claims, with NEHR and CHAS integrations certified.',
  product: '- Queue and appointments with WhatsApp reminders\n- Clinical notes and e-prescriptions\n- E-claims to CHAS, MediSave and 14 insurers and TPAs',
  market: {
    tam: 'US$600M: 9,000 outpatient clinics in Singapore and Malaysia',
    sam: 'US$140M: 3,200 private GP and specialist clinics',
    som: 'US$18M: 900 clinics by 2028',
    notes: 'Healthier SG moves chronic care to GPs and requires digital records and NEHR contribution from participating clinics.',
  },
  traction: {
    revenue: 'S$2.9M ARR',
    growth: '85% year-on-year',
    customers: '410 clinics, including two listed healthcare groups; largest customer 9% of ARR',
    keyMetrics: 'Gross margin 81%; net revenue retention 112%; CAC payback 11 months',
  },
  businessModel: 'SaaS subscription at S$390 per clinic per month plus S$0.40 per e-claim submitted.',
  competition: { competitors: 'Plato, Clinic Assist, in-house systems of large groups', advantage: 'Only system certified for NEHR contribution and CHAS e-claims in one product; 97% claim acceptance' },
  team: [
    { name: 'Dr Wong Mei Lin', role: 'CEO', background: 'Family physician for 12 years; ex-MOH Holdings' },
    { name: 'Hafiz Ismail', role: 'CTO', background: 'Built claims engines at a regional TPA' },
    { name: 'Kenneth Ong', role: 'CFO', background: 'Former finance director at a SGX-listed healthcare group' },
  ],
  financials: {
    currentRevenue: 'FY2024 revenue S$2.3M; EBITDA –S$1.4M',
    projections: 'S$6.5M ARR by end-2026 with EBITDA break-even in Q4 2026',
    burnRate: 'S$210,000 net burn per month',
    runway: '14 months',
  },
  fundraising: { round: 'Series A (priced equity)', amount: 'S$12M', useOfFunds: '50% Malaysia launch and sales\n30% product (AI clinical notes)\n20% working capital' },
};

/** A solo founder in Jakarta, pre-revenue, with five months of runway. */
export const WARUNG_PAYLATER_PRESEED: PitchIntake = {
  track: 'fundraising',
  company: {
    name: 'PT Kasbon Digital',
    oneLiner: 'Buy-now-pay-later for neighbourhood warungs buying stock from distributors',
    website: 'https://kasbon.example',
    country: 'Indonesia',
    industry: 'Fintech (embedded lending)',
    stage: 'Pre-seed',
    foundedYear: '2025',
  },
  problem: 'Warung owners pay distributors in cash on delivery and run out of stock when cash is tight; informal credit costs them 5–10% a week.',
  solution: 'A mobile app that lets warungs buy stock on 14-day terms at the distributor’s checkout, underwritten on their purchase history.',
  product: 'Prototype app tested with 40 warungs in South Jakarta',
  market: { tam: 'US$9B of annual stock purchases by 3.5M warungs', sam: '', som: '', notes: '' },
  traction: { revenue: 'Pre-revenue', growth: '', customers: 'LOIs from 2 FMCG distributors covering 6,000 warungs; 40 warungs in a free pilot', keyMetrics: '' },
  businessModel: 'Distributors pay a 2% fee on each financed order; warungs pay nothing if they repay on time.',
  competition: { competitors: 'Informal kasbon credit, distributor credit, Kredivo', advantage: '' },
  team: [{ name: 'Andi Pratama', role: 'Founder & CEO', background: 'Ex-category manager at an FMCG distributor' }],
  financials: { currentRevenue: '', projections: '', burnRate: 'US$18,000 a month', runway: '5 months' },
  fundraising: { round: 'Pre-seed (SAFE)', amount: 'US$750K', useOfFunds: 'Hire a CTO and two engineers\nLending capital for a 500-warung pilot\nOJK licensing through a partner' },
};

/** A three-outlet Singapore F&B group for sale, owner-run, with bank loans. */
export const CAFE_GROUP_EXIT: PitchIntake = {
  track: 'exit',
  company: {
    name: 'Kopi & Kaya Kitchens Pte Ltd',
    oneLiner: 'Three heritage cafés serving kopi, kaya toast and local breakfast in the CBD and Tiong Bahru',
    website: 'https://kopikaya.example',
    country: 'Singapore',
    industry: 'F&B (cafés)',
    stage: 'Established, profitable',
    foundedYear: '2014',
  },
  problem: 'Office workers want a quick, affordable local breakfast near the CBD.',
  solution: 'Three cafés with a short heritage menu, a central kitchen for kaya and pastries, and a delivery partnership with two platforms.',
  product: 'Dine-in 70% of sales, delivery 20%, retail kaya jars 10%',
  market: { tam: '', sam: '', som: '', notes: 'Tourist and office footfall in the CBD has recovered to 2019 levels; heritage F&B brands are being bought by regional groups.' },
  traction: { revenue: 'FY2023 S$3.4M, FY2024 S$3.7M', growth: '', customers: 'About 1,100 transactions a day across three outlets', keyMetrics: 'Food cost 29% of sales; staff cost 31%' },
  businessModel: 'Walk-in sales and delivery-platform orders; retail kaya jars sold through two supermarket chains.',
  competition: { competitors: 'Ya Kun, Toast Box and independent kopitiams', advantage: 'Own kaya recipe and brand with 4.6-star reviews; outlets in high-footfall leases' },
  team: [
    { name: 'Tan Ah Huat', role: 'Founder and owner', background: 'Runs purchasing, hiring and the central kitchen himself; owns 100% of shares' },
    { name: 'Mdm Lee', role: 'Outlet supervisor', background: 'With the company since 2015' },
  ],
  financials: { currentRevenue: 'FY2024 EBITDA S$520,000', projections: '', burnRate: '', runway: 'S$400,000 cash; S$250,000 bank loan for the central kitchen' },
  exit: { goals: 'Retire within two years; stay up to 6 months for handover', buyerTypes: 'Regional F&B groups and franchise operators', valuationExpectations: 'About S$3M', timeline: 'Sale completed by end-2026' },
};

export const FAQ_TEST_INTAKES: readonly NamedIntake[] = [
  { key: 'workforce SaaS, seed, Singapore', intake: SAMPLE_FUNDRAISING_INTAKE },
  { key: 'clinic SaaS, Series A, Singapore', intake: CLINIC_SAAS_SERIES_A },
  { key: 'fintech, pre-seed, Indonesia', intake: WARUNG_PAYLATER_PRESEED },
  { key: 'cold chain exit, Singapore', intake: SAMPLE_EXIT_INTAKE },
  { key: 'café group exit, Singapore', intake: CAFE_GROUP_EXIT },
];
