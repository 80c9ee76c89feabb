import type { ReportDefinition } from '@tera/domain';
import type { Db } from '../db/database.ts';
import { savedReports } from '../db/schema/index.ts';
import type { SeededPerson } from './seed-demo-people.ts';

/** The custom report the demo admin finds saved: the month-by-month evolution of the last year. */
export const DEMO_SAVED_REPORT: ReportDefinition = {
  name: 'Evolución mensual del año',
  measures: ['pulse', 'energy', 'mentalPressure', 'personalConcerns', 'motivation', 'participation'],
  grouping: 'month',
  days: 365,
};

/** Saves the demo report for the demo company, authored by its first admin. */
export async function seedDemoReports(db: Db, people: readonly SeededPerson[]): Promise<void> {
  const admin = people.find(({ spec, companyId }) => spec.role === 'admin' && companyId !== null);
  if (!admin) return;
  await db
    .insert(savedReports)
    .values({ companyId: admin.companyId!, createdBy: admin.userId, ...DEMO_SAVED_REPORT });
}
