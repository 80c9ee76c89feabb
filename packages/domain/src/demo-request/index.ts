export * from './demo-request.ts';
