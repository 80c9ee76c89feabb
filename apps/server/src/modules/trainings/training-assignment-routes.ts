import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  can,
  describeRefusal,
  developmentPeopleSchema,
  trainingAssignmentInputSchema,
  trainingAssignmentListSchema,
  trainingAssignmentResponseSchema,
  trainingMoveSchema,
  trainingStatusAfter,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { keyAccess } from '../../http/api-key-access.ts';
import { AppError } from '../../http/app-error.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { recordRefusal } from '../../http/record-refusal.ts';
import { developmentCompany } from './development-company.ts';
import { peopleGuidedBy, requireSubject, subjectInCompany } from './development-people.ts';
import { readCatalogueEntry } from './training-catalogue-store.ts';
import {
  assignmentRecord,
  createAssignment,
  moveAssignment,
  withdrawAssignment,
  presentAssignment,
  readAssignment,
  readAssignmentsOf,
} from './training-assignment-store.ts';

const members = { ...access('company-member'), tags: ['trainings'] };
const slugParam = z.object({ slug: z.string().max(80) });
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not this person’s leader, their leader’s leader or an admin'),
  404: errorResponse('No such company, person or assignment'),
};

const people = createRoute({
  method: 'get',
  path: '/companies/{slug}/training-people',
  operationId: 'listTrainingPeople',
  summary: 'The people the caller may assign trainings to and plan for',
  ...members,
  request: { params: slugParam },
  responses: { 200: json('People', developmentPeopleSchema), ...refusals },
});

const list = createRoute({
  method: 'get',
  path: '/companies/{slug}/training-assignments',
  ...keyAccess('trainings', 'read'),
  operationId: 'listTrainingAssignments',
  summary: 'Assignments of the people the caller assigns to, or of one of them',
  ...members,
  request: { params: slugParam, query: z.object({ employeeId: z.string().max(64).optional() }) },
  responses: { 200: json('Assignments', trainingAssignmentListSchema), ...refusals },
});

const assign = createRoute({
  method: 'post',
  path: '/companies/{slug}/training-assignments',
  operationId: 'assignTraining',
  summary: "Assign a training to a person: their leader, that leader's leader or an admin",
  ...members,
  request: {
    params: slugParam,
    body: { content: { 'application/json': { schema: trainingAssignmentInputSchema } }, required: true },
  },
  responses: {
    201: json('Assigned', trainingAssignmentResponseSchema),
    400: errorResponse('Invalid assignment, or a due date before today (TRAINING_DUE_IN_PAST)'),
    ...refusals,
  },
});

const mine = createRoute({
  method: 'get',
  path: '/companies/{slug}/my-trainings',
  operationId: 'listMyTrainings',
  summary: "The caller's own training assignments",
  ...members,
  request: { params: slugParam },
  responses: {
    200: json('Assignments', trainingAssignmentListSchema),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such company'),
  },
});

const move = createRoute({
  method: 'post',
  path: '/companies/{slug}/training-assignments/{assignmentId}/moves',
  operationId: 'moveTrainingAssignment',
  summary: 'Start, complete or skip one of the caller’s own assignments',
  ...members,
  request: {
    params: slugParam.extend({ assignmentId: z.uuid() }),
    body: { content: { 'application/json': { schema: trainingMoveSchema } }, required: true },
  },
  responses: {
    200: json('Moved', trainingAssignmentResponseSchema),
    400: errorResponse('Invalid move'),
    ...refusals,
    409: errorResponse('Not open from the assignment’s status (TRAINING_STATUS_CHANGE)'),
  },
});

const withdraw = createRoute({
  method: 'delete',
  path: '/companies/{slug}/training-assignments/{assignmentId}',
  operationId: 'withdrawTrainingAssignment',
  summary: 'Take back an assignment still open (those who may assign to the person)',
  ...members,
  request: { params: slugParam.extend({ assignmentId: z.uuid() }) },
  responses: {
    204: { description: 'Withdrawn' },
    ...refusals,
    409: errorResponse('Completed or skipped: it stays as the person’s record (TRAINING_STATUS_CHANGE)'),
  },
});

export const trainingAssignmentRoutes = new OpenAPIHono<AppEnv>()
  .openapi(people, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const company = await developmentCompany(
      deps.database.db,
      actor,
      c.req.valid('param').slug,
      deps.clock.now(),
    );
    return c.json({ people: await peopleGuidedBy(deps.database.db, actor, company.id) }, 200);
  })
  .openapi(list, async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const actor = requireActor(c);
    const company = await developmentCompany(db, actor, c.req.valid('param').slug, deps.clock.now());
    const { employeeId } = c.req.valid('query');
    const personIds = employeeId
      ? [
          (
            await requireSubject(db, actor, company.id, employeeId, (subject) =>
              can(actor, 'readAssignments', { kind: 'trainee', ...subject }),
            )
          ).personId,
        ]
      : (await peopleGuidedBy(db, actor, company.id)).map((person) => person.id);
    const rows = await readAssignmentsOf(db, company.id, personIds);
    return c.json({ assignments: rows.map((row) => presentAssignment(row, company.today)) }, 200);
  })
  .openapi(assign, async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const actor = requireActor(c);
    const now = deps.clock.now();
    const company = await developmentCompany(db, actor, c.req.valid('param').slug, now);
    const input = c.req.valid('json');
    await requireSubject(db, actor, company.id, input.employeeId, (subject) =>
      can(actor, 'assign', { kind: 'trainee', ...subject }),
    );
    if (input.dueOn < company.today) {
      throw new AppError('VALIDATION_ERROR', {
        status: 400,
        reason: 'TRAINING_DUE_IN_PAST',
        message: describeRefusal('TRAINING_DUE_IN_PAST', c.var.language),
      });
    }
    if (input.trainingId !== null) await readCatalogueEntry(db, company.id, input.trainingId);
    const row = await createAssignment(db, company.id, actor.userId, input, now);
    return c.json({ assignment: presentAssignment(row, company.today) }, 201);
  })
  .openapi(mine, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const company = await developmentCompany(
      deps.database.db,
      actor,
      c.req.valid('param').slug,
      deps.clock.now(),
    );
    const rows = await readAssignmentsOf(deps.database.db, company.id, [actor.userId]);
    return c.json({ assignments: rows.map((row) => presentAssignment(row, company.today)) }, 200);
  })
  .openapi(move, async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const actor = requireActor(c);
    const now = deps.clock.now();
    const { slug, assignmentId } = c.req.valid('param');
    const company = await developmentCompany(db, actor, slug, now);
    const row = await readAssignment(db, company.id, assignmentId);
    const record = assignmentRecord(row, await subjectInCompany(db, company.id, row.assignment.employeeId));
    const { move: requested } = c.req.valid('json');
    if (!can(actor, 'read', record)) throw new AppError('RECORD_NOT_FOUND');
    if (trainingStatusAfter(record.status, requested) === null) {
      throw new AppError('VALIDATION_ERROR', {
        status: 409,
        reason: 'TRAINING_STATUS_CHANGE',
        message: describeRefusal('TRAINING_STATUS_CHANGE', c.var.language),
      });
    }
    if (!can(actor, requested, record)) throw recordRefusal(actor, company.id);
    const moved = await moveAssignment(db, row, requested, now);
    return c.json({ assignment: presentAssignment(moved, company.today) }, 200);
  })
  .openapi(withdraw, async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const actor = requireActor(c);
    const { slug, assignmentId } = c.req.valid('param');
    const company = await developmentCompany(db, actor, slug, deps.clock.now());
    const row = await readAssignment(db, company.id, assignmentId);
    const record = assignmentRecord(row, await subjectInCompany(db, company.id, row.assignment.employeeId));
    if (!can(actor, 'read', record)) throw new AppError('RECORD_NOT_FOUND');
    if (record.status === 'completed' || record.status === 'skipped') {
      throw new AppError('VALIDATION_ERROR', {
        status: 409,
        reason: 'TRAINING_STATUS_CHANGE',
        message: describeRefusal('TRAINING_STATUS_CHANGE', c.var.language),
      });
    }
    if (!can(actor, 'withdraw', record)) throw recordRefusal(actor, company.id);
    await withdrawAssignment(db, row);
    return c.body(null, 204);
  });
