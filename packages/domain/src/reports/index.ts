export * from './report-schemas.ts';
export * from './report-table.ts';
export * from './report-texts.ts';
export * from './tag-report.ts';
