// docs/product-rules.md, "Lite assessments" and "Checkout": text, at sign, text, dot, text.
// Deliberately loose; the same pattern as the contracts' email schema, which also trims first.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isWithinRange(value: unknown, max: number = 100): boolean {
  return typeof value === 'number' && !Number.isNaN(value) && value >= 0 && value <= max;
}

/** Progress bars never draw outside 0..max; a NaN progress draws as empty. */
export function clampProgress(value: number, max: number = 100): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(Math.max(value, 0), max);
}
