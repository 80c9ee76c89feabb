export * from './company-roles.ts';
export * from './reports-to.ts';
export * from './seats.ts';
export * from './people-schemas.ts';
export * from './invitation-schemas.ts';
