import { desc, eq } from 'drizzle-orm';
import { SETTINGS_AUDIT_PAGE_SIZE, type SettingsAuditEntry } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companySettingsAudit } from '../../db/schema/index.ts';

/** The latest saves of a company's settings, newest first. */
export async function readSettingsAudit(db: Db, companyId: string): Promise<SettingsAuditEntry[]> {
  const rows = await db
    .select()
    .from(companySettingsAudit)
    .where(eq(companySettingsAudit.companyId, companyId))
    .orderBy(desc(companySettingsAudit.position))
    .limit(SETTINGS_AUDIT_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    changedAt: row.changedAt.toISOString(),
    changedBy: { id: row.changedBy, name: row.changedByName },
    changes: row.changes,
  }));
}
