import { describe, expect, it } from 'vitest';
import * as storageKeys from './storage-keys.ts';
import * as timing from './timing.ts';

describe('timing', () => {
  it('holds the documented limits', () => {
    expect({ ...timing }).toEqual({
      SESSION_CHECK_INTERVAL_MS: 300_000,
      INSTALL_BANNER_HIDE_MS: 10_000,
      REALTIME_MAX_EVENTS_PER_SECOND: 10,
      SECTION_ERROR_MAX_RETRIES: 3,
      QUERY_CACHE_PERSIST_INTERVAL_MS: 30_000,
      QUERY_CACHE_MAX_AGE_MS: 3_600_000,
      QUERY_CACHE_VERSION: 'v1',
      TOAST_DURATION_MS: 4500,
      TOAST_MAX_VISIBLE: 3,
      TOOLTIP_DELAY_MS: 700,
      ANALYTICS_BATCH_SIZE: 10,
      ANALYTICS_FLUSH_MS: 30_000,
      ANALYTICS_CLICK_TEXT_MAX_LENGTH: 100,
      ANALYTICS_PERFORMANCE_DELAY_MS: 1000,
      SYSTEM_STATUS_RELOAD_DELAY_MS: 1000,
    });
  });
});

describe('storage keys', () => {
  it('keep the company slug and the saved query cache under keys of their own', () => {
    expect({ ...storageKeys }).toEqual({
      COMPANY_SLUG_STORAGE_KEY: 'tera.companySlug',
      QUERY_CACHE_STORAGE_KEY: 'tera.query-cache',
    });
  });
});
