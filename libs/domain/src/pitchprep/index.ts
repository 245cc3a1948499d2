export * from './output-types';
export * from './intake';
export * from './writers';
export * from './viewer-content';
export * from './slide-lines';
export * from './output-preview';
export * from './faq-copy';
