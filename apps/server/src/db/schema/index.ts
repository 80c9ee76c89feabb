export * from './demo-requests.ts';
export * from './email-outbox.ts';
export * from './rate-limits.ts';
export * from './daily-checkins.ts';
export * from './auth.ts';
export * from './companies.ts';
export * from './membership-history.ts';
export * from './company-day-totals.ts';
