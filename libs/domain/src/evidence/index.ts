export * from './checklist-item-key';
export * from './evidence-categories';
export * from './evidence-readiness';
export * from './evidence-suggestions';
