import type { ProLevel } from '@bv/domain';
import type { BrandColour } from '../brand.constants';

/** What each level means for a sale, in one sentence. */
export const LEVEL_SUMMARY: Record<ProLevel, string> = {
  Excellent: 'Ready for buyer due diligence with little more than polish.',
  High: 'Strong foundations: close the remaining gaps before going to market.',
  Medium: 'Sellable with work: a buyer would discount the price or ask for protections around the gaps below.',
  Low: 'Significant preparation is needed before a sale process can start: a buyer would struggle to rely on the business today.',
};

/** Green from 7/10 (a strength), gold from 5, red below. */
export function scoreColour(score: number, max: number): BrandColour {
  const ratio = score / max;
  if (ratio >= 0.7) return 'success';
  if (ratio >= 0.5) return 'goldText';
  return 'danger';
}

export const oneDecimal = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);
export const percent = (share: number): string => `${Math.round(share * 100)} %`;
export const weightPercent = (weight: number): string => `${Math.round(weight * 100)} %`;

/** The three costliest gaps in the colours of the value bar and their ranks. */
export const GAP_COLOURS: readonly BrandColour[] = ['danger', 'goldText', 'gold'];
