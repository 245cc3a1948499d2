export * from './answer-changes';
