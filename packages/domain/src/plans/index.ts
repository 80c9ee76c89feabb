export * from './plan-catalogue.ts';
export * from './subscription-defaults.ts';
export * from './feature-gate.ts';
