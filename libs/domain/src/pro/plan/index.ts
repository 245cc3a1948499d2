export * from './exit-plan';
export * from './lead-times';
export * from './reminder-week';
