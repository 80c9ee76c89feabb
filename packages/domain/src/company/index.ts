export * from './company-settings.ts';
export * from './company-creation.ts';
