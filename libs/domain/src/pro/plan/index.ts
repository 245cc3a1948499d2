export * from './exit-plan';
export * from './lead-times';
