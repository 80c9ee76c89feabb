export * from './tera-wrap.ts';
export * from './wrap-schemas.ts';
