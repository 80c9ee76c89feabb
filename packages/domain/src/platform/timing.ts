/** Timing and size limits of docs/product/, shared so server and browser agree. */

/** The client checks the session this often and signs out when it has ended. */
export const SESSION_CHECK_INTERVAL_MS = 300_000;
export const INSTALL_BANNER_HIDE_MS = 10_000;
/** Per connection, so one busy company cannot flood a slow browser. */
export const REALTIME_MAX_EVENTS_PER_SECOND = 10;
export const SECTION_ERROR_MAX_RETRIES = 3;

export const QUERY_CACHE_PERSIST_INTERVAL_MS = 30_000;
/** A saved cache older than this, or of another version, is thrown away rather than restored. */
export const QUERY_CACHE_MAX_AGE_MS = 3_600_000;
export const QUERY_CACHE_VERSION = 'v1';

export const TOAST_DURATION_MS = 4500;
export const TOAST_MAX_VISIBLE = 3;
export const TOOLTIP_DELAY_MS = 700;

export const ANALYTICS_BATCH_SIZE = 10;
export const ANALYTICS_FLUSH_MS = 30_000;
export const ANALYTICS_CLICK_TEXT_MAX_LENGTH = 100;
/** Measured after load settles, so the figures include late layout work. */
export const ANALYTICS_PERFORMANCE_DELAY_MS = 1000;

/** The configuration screen's refresh waits this long before reloading. */
export const SYSTEM_STATUS_RELOAD_DELAY_MS = 1000;
