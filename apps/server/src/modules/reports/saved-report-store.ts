import { and, desc, eq } from 'drizzle-orm';
import type { ReportDefinition, SavedReport } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { savedReports } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../db/row-id.ts';

const columns = {
  id: savedReports.id,
  name: savedReports.name,
  measures: savedReports.measures,
  grouping: savedReports.grouping,
  days: savedReports.days,
  createdAt: savedReports.createdAt,
};

type Row = { createdAt: Date } & Omit<SavedReport, 'createdAt'>;
const presented = (row: Row): SavedReport => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listSavedReports(db: Db, companyId: string): Promise<SavedReport[]> {
  const rows = await db
    .select(columns)
    .from(savedReports)
    .where(eq(savedReports.companyId, companyId))
    .orderBy(desc(savedReports.createdAt));
  return rows.map(presented);
}

export async function saveReport(
  db: Db,
  companyId: string,
  createdBy: string,
  definition: ReportDefinition,
): Promise<SavedReport> {
  const [row] = await db
    .insert(savedReports)
    .values({ companyId, createdBy, ...definition })
    .returning(columns);
  return presented(row!);
}

/** A company's saved report; another company's, or none, is answered as not found. */
export async function findSavedReport(db: Db, companyId: string, reportId: string): Promise<SavedReport> {
  const [row] = isUuid(reportId)
    ? await db
        .select(columns)
        .from(savedReports)
        .where(and(eq(savedReports.companyId, companyId), eq(savedReports.id, reportId)))
    : [];
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return presented(row);
}

export async function deleteSavedReport(db: Db, companyId: string, reportId: string): Promise<void> {
  await findSavedReport(db, companyId, reportId);
  await db
    .delete(savedReports)
    .where(and(eq(savedReports.companyId, companyId), eq(savedReports.id, reportId)));
}
