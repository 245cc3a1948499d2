export * from './pro-categories';
export * from './pro-level';
export * from './pro-score.errors';
export * from './pro-scoring';
export * from './pro-question-bank';
export * from './report';
export * from './buyer-questions';
export * from './progress';
