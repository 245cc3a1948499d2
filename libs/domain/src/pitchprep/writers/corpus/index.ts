import type { PitchIntake } from '../../intake';
import { AGRITECH_PADISENSE } from './agritech-padisense';
import { CLINIC_PULSE_FAMILY } from './clinic-pulse-family';
import { DISTRIBUTOR_CHUAN_HUP } from './distributor-chuan-hup';
import { ECOMMERCE_LUMI_LIVING } from './ecommerce-lumi-living';
import { EDTECH_TUTORLOOP } from './edtech-tutorloop';
import { FINTECH_PAYLANE } from './fintech-paylane';
import { FNB_MAKAN_COLLECTIVE } from './fnb-makan-collective';
import { LOGISTICS_HARBOURLINE } from './logistics-harbourline';
import { MANUFACTURER_KENG_SENG } from './manufacturer-keng-seng';
import { SAAS_SHIFTWISE } from './saas-shiftwise';
import { THIN_CLOUDLEDGER, THIN_KOPI_LABS, THIN_SIN_HENG_MOTORS } from './thin-intakes';

/**
 * Realistic intakes across sectors and both tracks, for the writers' and renderers' quality
 * checks (tests render a few; `scripts/render-deck-corpus.ts` renders them all). `thin` ones
 * are mostly empty, as a founder's first draft is.
 */
export type CorpusIntake = { id: string; sector: string; thin: boolean; intake: PitchIntake };

export const INTAKE_CORPUS: readonly CorpusIntake[] = [
  { id: 'saas', sector: 'B2B SaaS', thin: false, intake: SAAS_SHIFTWISE },
  { id: 'fnb', sector: 'F&B chain', thin: false, intake: FNB_MAKAN_COLLECTIVE },
  { id: 'logistics', sector: 'Logistics', thin: false, intake: LOGISTICS_HARBOURLINE },
  { id: 'clinic', sector: 'Clinic group', thin: false, intake: CLINIC_PULSE_FAMILY },
  { id: 'manufacturer', sector: 'Manufacturer', thin: false, intake: MANUFACTURER_KENG_SENG },
  { id: 'ecommerce', sector: 'E-commerce', thin: false, intake: ECOMMERCE_LUMI_LIVING },
  { id: 'fintech', sector: 'Fintech', thin: false, intake: FINTECH_PAYLANE },
  { id: 'edtech', sector: 'Edtech', thin: false, intake: EDTECH_TUTORLOOP },
  { id: 'distributor', sector: 'Family-owned distributor', thin: false, intake: DISTRIBUTOR_CHUAN_HUP },
  { id: 'agritech', sector: 'Agritech', thin: false, intake: AGRITECH_PADISENSE },
  { id: 'thin-idea', sector: 'F&B (idea stage)', thin: true, intake: THIN_KOPI_LABS },
  { id: 'thin-exit', sector: 'Automotive repair', thin: true, intake: THIN_SIN_HENG_MOTORS },
  { id: 'thin-numbers', sector: 'SaaS (numbers only)', thin: true, intake: THIN_CLOUDLEDGER },
];

export function corpusIntake(id: string): PitchIntake {
  const found = INTAKE_CORPUS.find((entry) => entry.id === id);
  if (!found) throw new Error(`No corpus intake ${id}`);
  return structuredClone(found.intake);
}
