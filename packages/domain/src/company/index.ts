export * from './company-settings.ts';
export * from './company-settings-update.ts';
export * from './company-logo.ts';
export * from './company-creation.ts';
export * from './company-responses.ts';
export * from './company-pulse-schema.ts';
