export * from './peer-profile';
export * from './percentile';
export * from './cohorts';
export * from './peer-benchmark';
