export * from './exercise-catalogue.ts';
export * from './exercise-session.ts';
export * from './exercise-suggestion.ts';
export * from './exercise-schemas.ts';
