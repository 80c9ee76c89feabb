import type { SystemStatus } from './system-status.ts';

// Apart from the schemas, so a page can decide on a status without loading zod.
export function hasCriticalFailure(status: SystemStatus): boolean {
  return status.components.some((c) => c.critical && c.status !== 'ok');
}
