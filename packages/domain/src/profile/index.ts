export * from './profile-schemas.ts';
export * from './password-rules.ts';
