export * from './output-types';
export * from './intake';
export * from './writers';
