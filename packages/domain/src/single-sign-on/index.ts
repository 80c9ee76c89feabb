export * from './sso-connection.ts';
