import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as domain from './index';

// Other apps are written against these names; losing one must fail here, not in their build.
const PUBLIC_NAMES = [
  'PLANS', 'getPlan', 'savingsPercent', 'savingsAmount', 'QUALIFYING_EARLY_BIRD_PLAN_TYPES', 'isQualifyingPurchase',
  'REFUND_WINDOW_DAYS', 'isWithinRefundWindow', 'ESSENTIAL_MONTHLY_ALLOWANCE', 'MAX_SAVING_BANNER',
  'LITE_QUESTIONS', 'LITE_MAX_SCORE', 'HIGH_SCORE_THRESHOLD', 'scoreLiteAnswers', 'LiteAnswerError', 'liteScoreLabel',
  'liteLabelBand', 'liteInsight', 'scoreTier', 'headingBand', 'liteHeading', 'liteResultHeading', 'emailTriggerForScore', 'liteOffer',
  'GUEST_DISCOUNT_CODE', 'GUEST_DISCOUNT_RATE', 'guestDiscountPrice', 'planCardHeadlineTier', 'planCardHeadline',
  'isHighPerformer', 'LITE_ROADMAP', 'LITE_FIRST_WEEK', 'LITE_SOCIAL_PROOF', 'LITE_SUCCESS_STORIES', 'LITE_OBJECTION_FAQ',
  'PRO_VS_LITE', 'PRO_CATEGORIES', 'scoreProAssessment', 'proLevel', 'ROI_DEFAULTS', 'ROI_MINIMUMS', 'calculateRoi',
  'LEAD_SCORE_EVENTS', 'nextLeadScore', 'crossedHighScore', 'PRICE_LOCK_BASELINES', 'LOCKED_PRICES',
  'REGULAR_PRICES_DISPLAYED', 'validatePricing', 'USER_NOT_AUTHENTICATED_MESSAGE', 'PRICE_LOCK_VALIDITY_DAYS',
  'priceLockExpiresAt', 'isEarlyBirdEligible', 'AB_TESTS', 'assignVariant', 'deviceType', 'nextConversionStage',
  'errorSeverity', 'friendlyErrorMessage', 'INACTIVITY_SIGN_OUT_MS', 'SIGNING_KEY_CACHE_MS', 'ELIGIBILITY_RETRIES',
  'PRICE_VALIDATION_RETRIES', 'CONNECTION_CHECK_MS', 'STALE_AFTER_MS', 'FLAG_REFRESH_DEBOUNCE_MS', 'RECONNECT_RETRIES',
  'reconnectDelayMs', 'CHECKOUT_RESUME_MS', 'TESTIMONIAL_ROTATION_MS', 'MAX_ANALYTICS_EVENTS', 'MAX_FUNNEL_STEPS',
  'PERSONALIZATION_SAVE_DEBOUNCE_MS', 'CONVERSION_WINDOW_MS', 'LOG_BUFFER_MAX', 'LOG_FLUSH_MS', 'PAYMENT_TEST_LOG_MAX',
  'recoveryDelayMs', 'RECOVERY_MAX_ATTEMPTS', 'QUERY_CLIENT_DEFAULTS', 'shouldRetryQuery', 'queryRetryDelayMs',
  'isValidEmail', 'isWithinRange', 'clampProgress',
] as const;

it('exports every public name', () => {
  const missing = PUBLIC_NAMES.filter((name) => !(name in domain) || (domain as Record<string, unknown>)[name] === undefined);
  expect(missing).toEqual([]);
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

it('stays pure: source files import only each other', () => {
  const files = sourceFiles(__dirname);
  expect(files.length).toBeGreaterThan(20);
  const offenders = files.flatMap((file) =>
    // `from '…'` with a space, as imports are written: "comes from'," in a string is not an import.
    [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*|\brequire\(\s*)['"]([^'"]+)['"]/g)]
      .map((m) => m[1])
      .filter((spec) => !spec.startsWith('./') && !spec.startsWith('../'))
      .map((spec) => `${file}: ${spec}`),
  );
  expect(offenders).toEqual([]);
});
