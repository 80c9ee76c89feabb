export * from './group-safety.ts';
export * from './released-batches.ts';
export * from './complementary-figures.ts';
export * from './day-thresholds.ts';
export * from './survey-thresholds.ts';
export * from './survey-release.ts';
export * from './group-day-release.ts';
export * from './summed-sets.ts';
