export * from './brand-kit';
