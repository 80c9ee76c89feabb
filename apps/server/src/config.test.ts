import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('readConfig', () => {
  it('gives the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      SEED_DEMO: true,
      WORKERS: 1,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty optional values as unset', () => {
    expect(readConfig({ SMTP_URL: '', AI_BASE_URL: '' })).toMatchObject({
      SMTP_URL: undefined,
      AI_BASE_URL: undefined,
    });
  });

  it('lists every problem at once', () => {
    try {
      readConfig({ PORT: 'abc', SALES_EMAIL: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'PORT',
        'SALES_EMAIL',
      ]);
    }
  });

  it('runs several server processes only on a database server', () => {
    expect(() => readConfig({ WORKERS: '2' })).toThrow(
      /WORKERS: more than one server process needs DATABASE_URL/,
    );
    expect(readConfig({ WORKERS: '2', DATABASE_URL: 'postgres://127.0.0.1/tera' }).WORKERS).toBe(2);
    expect(() => readConfig({ WORKERS: '0' })).toThrow(ConfigError);
  });

  it('refuses a fixed clock in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production', TERA_FIXED_NOW: '2026-01-01T10:00:00Z' })).toThrow(
      ConfigError,
    );
    expect(readConfig({ NODE_ENV: 'test', TERA_FIXED_NOW: '2026-01-01T10:00:00Z' }).TERA_FIXED_NOW).toBe(
      '2026-01-01T10:00:00Z',
    );
  });

  it('points Stripe elsewhere over https only in production, and bills in euros unless told', () => {
    expect(() => readConfig({ NODE_ENV: 'production', STRIPE_API_URL: 'http://127.0.0.1:4242' })).toThrow(
      /STRIPE_API_URL/,
    );
    expect(
      readConfig({ NODE_ENV: 'production', STRIPE_API_URL: 'https://stripe.example' }).STRIPE_API_URL,
    ).toBe('https://stripe.example');
    expect(readConfig({}).BILLING_CURRENCY).toBe('eur');
    expect(readConfig({ BILLING_CURRENCY: 'USD' }).BILLING_CURRENCY).toBe('usd');
    expect(() => readConfig({ BILLING_CURRENCY: 'euro' })).toThrow(ConfigError);
  });
});
