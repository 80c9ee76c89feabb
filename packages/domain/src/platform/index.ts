export * from './timing.ts';
export * from './storage-keys.ts';
