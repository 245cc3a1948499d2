/**
 * The flags service seeds two phases with these ids (apps/flags migrations). Phase 2 being the
 * active one puts its plans on sale (the server's `isPlanPurchasable` agrees) and, the first time,
 * announces the launch to the e-mail lists.
 */
export const PHASE_2_ID = 'phase-2';
