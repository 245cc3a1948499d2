// The browser's entry point (@bv/contracts/messages): error codes and the texts shown for them,
// and the limits a form shows, without zod (~30 kB gzipped) or any schema. messages.spec.ts keeps it so.
export * from './error-kinds';
export * from './error-catalogue';
export * from './error-catalogues';
export * from './report-error-texts';
export * from './room-question-limits';
