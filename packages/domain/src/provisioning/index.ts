export * from './provisioned-person.ts';
