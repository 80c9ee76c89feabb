import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { can, type Actor, type Observation, type ObservationRecord } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { observations, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { requireReport } from './evaluation-people.ts';
import { isUuid } from '../../db/row-id.ts';

const employee = alias(userProfiles, 'employee');
const author = alias(userProfiles, 'author');

type ObservationInput = Pick<
  typeof observations.$inferInsert,
  'observedOn' | 'type' | 'visibility' | 'text' | 'evidence'
>;

function selectObservations(db: Db, where: SQL | undefined) {
  return db
    .select({
      observation: observations,
      employeeName: employee.fullName,
      employeeReportsTo: employee.reportsTo,
      employeeCompanyId: employee.companyId,
      authorName: author.fullName,
    })
    .from(observations)
    .innerJoin(employee, eq(employee.id, observations.employeeId))
    .innerJoin(author, eq(author.id, observations.authorId))
    .where(where)
    .orderBy(desc(observations.observedOn), desc(observations.createdAt));
}

type ObservationRow = Awaited<ReturnType<typeof selectObservations>>[number];

/** Who leads the person is read now: a shared observation follows them to their next leader. */
function recordOf(row: ObservationRow): ObservationRecord {
  const { observation } = row;
  return {
    kind: 'observation',
    companyId: observation.companyId,
    authorId: observation.authorId,
    employeeId: observation.employeeId,
    employeeReportsTo: row.employeeCompanyId === observation.companyId ? row.employeeReportsTo : null,
    visibility: observation.visibility,
  };
}

function toObservation(row: ObservationRow): Observation {
  const { observation } = row;
  return {
    id: observation.id,
    observedOn: observation.observedOn,
    type: observation.type,
    visibility: observation.visibility,
    text: observation.text,
    evidence: observation.evidence,
    employee: { id: observation.employeeId, name: row.employeeName },
    author: { id: observation.authorId, name: row.authorName },
    createdAt: observation.createdAt.toISOString(),
  };
}

/**
 * The observations the caller may read (docs/product/evaluations.md#observation-visibility): their
 * own, and shared ones about themselves or about the people they lead now; optionally about one
 * person. Private ones of anyone else never leave the database.
 */
export async function readObservations(db: Db, actor: Actor, employeeId: string | undefined) {
  const aboutThem = employeeId === undefined ? undefined : eq(observations.employeeId, employeeId);
  const shared = and(
    eq(observations.visibility, 'shared'),
    or(eq(observations.employeeId, actor.userId), eq(employee.reportsTo, actor.userId)),
  );
  const rows = await selectObservations(
    db,
    and(aboutThem, or(eq(observations.authorId, actor.userId), shared)),
  );
  return rows.filter((row) => can(actor, 'read', recordOf(row))).map(toObservation);
}

async function readOne(db: Db, actor: Actor, observationId: string): Promise<ObservationRow> {
  if (!isUuid(observationId)) throw new AppError('RECORD_NOT_FOUND');
  const [row] = await selectObservations(db, eq(observations.id, observationId));
  if (!row || !can(actor, 'read', recordOf(row))) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

async function readEditable(db: Db, actor: Actor, observationId: string): Promise<ObservationRow> {
  const row = await readOne(db, actor, observationId);
  if (!can(actor, 'edit', recordOf(row))) throw new AppError('UNAUTHORIZED', { reason: 'FORBIDDEN_ROLE' });
  return row;
}

export async function createObservation(
  db: Db,
  actor: Actor,
  employeeId: string,
  input: ObservationInput,
  now: Date,
): Promise<Observation> {
  const person = await requireReport(db, actor, 'observe', employeeId);
  const [created] = await db
    .insert(observations)
    .values({
      ...input,
      companyId: person.companyId,
      authorId: actor.userId,
      employeeId: person.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: observations.id });
  return toObservation(await readOne(db, actor, created!.id));
}

export async function updateObservation(
  db: Db,
  actor: Actor,
  observationId: string,
  input: ObservationInput,
  now: Date,
): Promise<Observation> {
  await readEditable(db, actor, observationId);
  await db
    .update(observations)
    .set({ ...input, updatedAt: now })
    .where(eq(observations.id, observationId));
  return toObservation(await readOne(db, actor, observationId));
}

export async function deleteObservation(db: Db, actor: Actor, observationId: string): Promise<void> {
  await readEditable(db, actor, observationId);
  await db.delete(observations).where(eq(observations.id, observationId));
}
