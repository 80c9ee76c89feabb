export * from './billing-prices.ts';
export * from './billing-schemas.ts';
export * from './plan-change.ts';
export * from './subscription-standing.ts';
export * from './billing-plans.ts';
export * from './billing-notices.ts';
