import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { SERVER_ROOT } from '../server-root.ts';

const DOCS = {
  configuration: '../../docs/CONFIGURATION.md',
  provisioning: '../../docs/product/provisioning.md',
} as const;

/**
 * The configuration screen links here, so an operator can read what each variable does; SCIM's
 * service provider configuration names the provisioning guide as its documentation.
 */
export const docsRoutes = new Hono<AppEnv>().get('/:name', async (c) => {
  const name = c.req.param('name');
  if (!Object.hasOwn(DOCS, name)) throw new AppError('RECORD_NOT_FOUND');
  const file = path.join(SERVER_ROOT, DOCS[name as keyof typeof DOCS]);
  c.header('Content-Type', 'text/plain; charset=utf-8');
  return c.body(await readFile(file, 'utf8'));
});
