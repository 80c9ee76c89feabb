import { z } from 'zod';
import { DEFAULT_USAGE_RETENTION_DAYS } from '@tera/domain';

/** An unset or blank variable is absent, so `SMTP_URL=` in a .env file means "not configured". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);
const optionalUrl = optionalText.pipe(z.url().optional());

/** The only reader of the environment. Everything else receives the parsed `Config`. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Tera <no-reply@tera.local>'),
  SALES_EMAIL: z.email().default('ventas@tera.local'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Only points the Stripe SDK at another server, such as the loopback fake of the demo's journeys. */
  STRIPE_API_URL: optionalUrl,
  /** ISO 4217, as the payment provider writes it: docs/product/billing.md#prices. */
  BILLING_CURRENCY: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, 'must be a three-letter currency code')
    .default('eur')
    .transform((v) => v.toLowerCase()),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: z.string().default('gpt-4o-mini'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  WEB_DIST_DIR: optionalText,
  TERA_FIXED_NOW: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.iso.datetime({ offset: true }).optional()),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SUPER_ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  SUPER_ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
  /** docs/product/usage-analytics.md#retention */
  USAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_USAGE_RETENTION_DAYS),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const config = result.data;
  if (config.NODE_ENV === 'production' && config.TERA_FIXED_NOW) {
    throw new ConfigError(['TERA_FIXED_NOW: a fixed clock is refused in production']);
  }
  if (
    config.NODE_ENV === 'production' &&
    config.STRIPE_API_URL &&
    !config.STRIPE_API_URL.startsWith('https:')
  ) {
    throw new ConfigError(['STRIPE_API_URL: payments travel over https in production']);
  }
  // The embedded database lives inside one process; only a database server can be shared.
  if (config.WORKERS > 1 && !config.DATABASE_URL) {
    throw new ConfigError(['WORKERS: more than one server process needs DATABASE_URL']);
  }
  return config;
}

/** Where people reach the app: links in e-mails and the origin sign-in requests must come from. */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

export function isAiConfigured(config: Config): boolean {
  return Boolean(config.AI_BASE_URL && config.AI_API_KEY);
}

export function isPaymentsConfigured(config: Config): boolean {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);
}
