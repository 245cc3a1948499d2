export * from './output-types';
