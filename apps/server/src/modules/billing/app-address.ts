import { publicUrl, type Config } from '../../config.ts';

/**
 * Where the payment provider sends the browser back: PUBLIC_URL, or without it (a local or demo
 * run) the address the app was opened at, as the origin check reads it.
 */
export function appAddress(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, requestUrl: string): string {
  return config.PUBLIC_URL ? publicUrl(config) : new URL(requestUrl).origin;
}
