export * from './career-plan-schemas.ts';
export * from './career-recommendations.ts';
export * from './career-plan-form.ts';
