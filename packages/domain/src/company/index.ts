export * from './company-settings.ts';
export * from './company-creation.ts';
export * from './company-responses.ts';
export * from './company-pulse-schema.ts';
