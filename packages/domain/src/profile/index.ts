export * from './profile-schemas.ts';
export * from './password-rules.ts';
export * from './account-schemas.ts';
