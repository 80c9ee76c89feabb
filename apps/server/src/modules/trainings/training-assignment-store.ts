import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { trainingAssignmentInputSchema } from '@tera/domain';
import {
  trainingStatusAfter,
  trainingStatusOn,
  type DevelopmentSubject,
  type TrainingAssignment,
  type TrainingAssignmentRecord,
  type TrainingMove,
} from '@tera/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { trainingAssignments, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

type AssignmentContent = z.output<typeof trainingAssignmentInputSchema>;

const employee = alias(userProfiles, 'employee');
const assigner = alias(userProfiles, 'assigner');

function selectAssignments(db: Db) {
  return db
    .select({
      assignment: trainingAssignments,
      employeeName: employee.fullName,
      assignerName: assigner.fullName,
    })
    .from(trainingAssignments)
    .innerJoin(employee, eq(employee.id, trainingAssignments.employeeId))
    .leftJoin(assigner, eq(assigner.id, trainingAssignments.assignedBy))
    .$dynamic();
}

type AssignmentRow = Awaited<ReturnType<ReturnType<typeof selectAssignments>['execute']>>[number];

export function presentAssignment(row: AssignmentRow, today: string): TrainingAssignment {
  const { assignment } = row;
  return {
    id: assignment.id,
    employee: { id: assignment.employeeId, name: row.employeeName },
    assignedBy:
      assignment.assignedBy && row.assignerName
        ? { id: assignment.assignedBy, name: row.assignerName }
        : null,
    trainingId: assignment.trainingId,
    name: assignment.name,
    assignmentType: assignment.assignmentType,
    durationHours: assignment.durationHours,
    modality: assignment.modality,
    source: assignment.source,
    dueOn: assignment.dueOn,
    storedStatus: assignment.status,
    status: trainingStatusOn(assignment.status, assignment.dueOn, today),
    startedAt: assignment.startedAt?.toISOString() ?? null,
    completedAt: assignment.completedAt?.toISOString() ?? null,
    skippedAt: assignment.skippedAt?.toISOString() ?? null,
    createdAt: assignment.createdAt.toISOString(),
  };
}

/** The assignments of these people in the company, soonest due first. */
export function readAssignmentsOf(db: Db, companyId: string, personIds: string[]) {
  if (personIds.length === 0) return Promise.resolve([]);
  return selectAssignments(db)
    .where(
      and(eq(trainingAssignments.companyId, companyId), inArray(trainingAssignments.employeeId, personIds)),
    )
    .orderBy(asc(trainingAssignments.dueOn), desc(trainingAssignments.createdAt));
}

export async function readAssignment(
  db: Db,
  companyId: string,
  assignmentId: string,
): Promise<AssignmentRow> {
  const [row] = await selectAssignments(db).where(
    and(eq(trainingAssignments.id, assignmentId), eq(trainingAssignments.companyId, companyId)),
  );
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

export function assignmentRecord(row: AssignmentRow, subject: DevelopmentSubject): TrainingAssignmentRecord {
  return { kind: 'trainingAssignment', ...subject, status: row.assignment.status };
}

export async function createAssignment(
  db: Db,
  companyId: string,
  assignerId: string,
  content: AssignmentContent,
  now: Date,
): Promise<AssignmentRow> {
  const [created] = await db
    .insert(trainingAssignments)
    .values({ companyId, assignedBy: assignerId, ...content, createdAt: now, updatedAt: now })
    .returning({ id: trainingAssignments.id });
  return readAssignment(db, companyId, created!.id);
}

const MOVED_AT = { start: 'startedAt', complete: 'completedAt', skip: 'skippedAt' } as const;

/**
 * Moves the stored status only from the one it was read in, so two moves at once cannot both
 * apply (docs/product/trainings-and-careers.md#statuses).
 */
export async function moveAssignment(
  db: Db,
  row: AssignmentRow,
  move: TrainingMove,
  now: Date,
): Promise<AssignmentRow> {
  const from = row.assignment.status;
  const to = trainingStatusAfter(from, move);
  const changeRefused = new AppError('VALIDATION_ERROR', { status: 409, reason: 'TRAINING_STATUS_CHANGE' });
  if (to === null) throw changeRefused;
  const moved = await db
    .update(trainingAssignments)
    .set({ status: to, [MOVED_AT[move]]: now, updatedAt: now })
    .where(and(eq(trainingAssignments.id, row.assignment.id), eq(trainingAssignments.status, from)))
    .returning({ id: trainingAssignments.id });
  if (moved.length === 0) throw changeRefused;
  return readAssignment(db, row.assignment.companyId, row.assignment.id);
}

/**
 * Takes back an assignment still open, only from the status it was read in, so a person
 * completing it at the same moment keeps their completion.
 */
export async function withdrawAssignment(db: Db, row: AssignmentRow): Promise<void> {
  const withdrawn = await db
    .delete(trainingAssignments)
    .where(
      and(
        eq(trainingAssignments.id, row.assignment.id),
        eq(trainingAssignments.status, row.assignment.status),
      ),
    )
    .returning({ id: trainingAssignments.id });
  if (withdrawn.length === 0) {
    throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'TRAINING_STATUS_CHANGE' });
  }
}
