export * from './output-types';
export * from './intake';
