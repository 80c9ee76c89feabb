export * from './ticket-schemas.ts';
export * from './ticket-status.ts';
export * from './response-times.ts';
export * from './ticket-views.ts';
export * from './help-when-it-matters.ts';
