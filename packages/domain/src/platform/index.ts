export * from './timing.ts';
export * from './storage-keys.ts';
export * from './first-screen-reads.ts';
