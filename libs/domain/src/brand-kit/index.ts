export * from './brand-kit';
export * from './room-theme';
