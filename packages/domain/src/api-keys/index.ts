export * from './api-key-scope.ts';
export * from './api-key-secret.ts';
export * from './api-key-schemas.ts';
