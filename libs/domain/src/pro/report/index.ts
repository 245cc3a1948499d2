export * from './pro-answer-advice';
export * from './pro-report-facts';
export * from './pro-advice-checks';
export * from './pro-audit.fixtures';
