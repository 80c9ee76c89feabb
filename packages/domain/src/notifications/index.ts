export * from './notification-types.ts';
export * from './notification-schedule-schemas.ts';
export * from './notification-template-schemas.ts';
export * from './notification-delivery-schemas.ts';
export * from './notification-preference-schemas.ts';
export * from './default-templates.ts';
