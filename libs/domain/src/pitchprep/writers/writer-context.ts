import type { PitchIntake } from '../intake';
import { clean } from './writer-text';

/** What the writers infer from the founder's words to pick the right questions and documents. */
export type IntakeProfile = {
  saas: boolean;
  software: boolean;
  fintech: boolean;
  marketplace: boolean;
  healthcare: boolean;
  /** Incorporated or operating from Singapore (ACRA, IRAS and CPF apply directly). */
  singapore: boolean;
};

export type WriterContext = { intake: PitchIntake; profile: IntakeProfile; name: string };

const SIGNALS: Record<Exclude<keyof IntakeProfile, 'singapore'>, RegExp> = {
  saas: /\bsaas\b|subscription|software[- ]as[- ]a[- ]service|\bmrr\b|\barr\b|per seat|per user/,
  software: /software|\bsaas\b|platform|\bapp\b|mobile app|\bapi\b|cloud|\bai\b|machine learning/,
  fintech: /fintech|payments?\b|lending|remittance|e-?wallet|insurtech|wealth ?tech|crypto|digital (?:payment )?token|neobank|banking/,
  marketplace: /marketplace|\bgmv\b|take rate|two-sided/,
  healthcare: /health|medical|clinic|pharma|medtech|telemedicine/,
};

function haystack(intake: PitchIntake, fields: 'identity' | 'all'): string {
  const identity = [intake.company?.industry, intake.company?.oneLiner];
  const rest = [intake.product, intake.businessModel, intake.solution, intake.traction?.keyMetrics];
  return (fields === 'identity' ? identity : [...identity, ...rest]).map(clean).join(' ').toLowerCase();
}

// Regulated-sector flags read only the industry and one-liner: "payment terms" in a business
// model must not make a logistics firm look like it needs a MAS licence.
export function profileOf(intake: PitchIntake): IntakeProfile {
  const identity = haystack(intake, 'identity');
  const all = haystack(intake, 'all');
  const saas = SIGNALS.saas.test(all);
  return {
    saas,
    software: saas || SIGNALS.software.test(all),
    fintech: SIGNALS.fintech.test(identity),
    // An e-commerce company is one by what it says it is; a product line that mentions e-commerce
    // fulfilment does not make a distributor a marketplace.
    marketplace: SIGNALS.marketplace.test(all) || /e-?commerce/.test(identity),
    healthcare: SIGNALS.healthcare.test(identity),
    singapore: clean(intake.company?.country) === '' || /singapore|\bsg\b/i.test(clean(intake.company?.country)),
  };
}

export function companyName(intake: PitchIntake): string {
  return clean(intake.company?.name) || 'Your company';
}

export function writerContext(intake: PitchIntake): WriterContext {
  return { intake, profile: profileOf(intake), name: companyName(intake) };
}
