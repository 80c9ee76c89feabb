export * from './period-summary.ts';
export * from './company-alerts.ts';
export * from './company-analytics-schemas.ts';
export * from './team-breakdown.ts';
