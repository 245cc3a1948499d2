export * from './buyer-question-rules';
export * from './buyer-questions';
export * from './slide-attention';
export * from './model-wording';
export * from './intake-questions';
