export * from './training-catalogue.ts';
export * from './training-status.ts';
export * from './training-assignment.ts';
export * from './training-form.ts';
