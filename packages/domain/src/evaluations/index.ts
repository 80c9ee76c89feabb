export * from './evaluation-scores.ts';
export * from './evaluation-status.ts';
export * from './evaluation-schemas.ts';
export * from './evaluation-cycle-schemas.ts';
export * from './observation-schemas.ts';
export * from './feedback-schemas.ts';
export * from './diamond-profile-schemas.ts';
export * from './own-wellbeing-summary.ts';
