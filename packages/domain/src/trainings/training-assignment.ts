import { z } from 'zod';
import { localDateSchema } from '../checkin/checkin-schemas.ts';
import { isValidLocalDate } from '../checkin/local-time.ts';
import {
  TRAINING_MODALITIES,
  TRAINING_SOURCES,
  trainingHoursSchema,
  trainingNameSchema,
} from './training-catalogue.ts';
import { STORED_TRAINING_STATUSES, TRAINING_MOVES, TRAINING_STATUSES } from './training-status.ts';

/** Rules: docs/product/trainings-and-careers.md#assignment */
export const ASSIGNMENT_TYPES = ['required', 'recommended', 'development'] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];

/**
 * A leader or admin assigns a training to one person: from the catalogue (`trainingId`) or
 * written for the occasion. Name, type, duration and due date each have the spec's own message.
 */
export const trainingAssignmentInputSchema = z.object({
  employeeId: z.string().min(1, 'validation.choose').max(64),
  trainingId: z.uuid().nullable(),
  name: trainingNameSchema,
  assignmentType: z.enum(ASSIGNMENT_TYPES, 'validation.trainingType'),
  durationHours: trainingHoursSchema,
  modality: z.enum(TRAINING_MODALITIES, 'validation.choose'),
  source: z.enum(TRAINING_SOURCES, 'validation.choose'),
  dueOn: z.string('validation.trainingDueDate').refine(isValidLocalDate, 'validation.trainingDueDate'),
});
export type TrainingAssignmentInput = z.input<typeof trainingAssignmentInputSchema>;

export const trainingMoveSchema = z.object({ move: z.enum(TRAINING_MOVES) });

const personSchema = z.object({ id: z.string(), name: z.string() });

/** An assignment as read, with its status on today's date in the company's zone. */
export const trainingAssignmentSchema = z.object({
  id: z.uuid(),
  employee: personSchema,
  assignedBy: personSchema.nullable(),
  trainingId: z.uuid().nullable(),
  name: z.string(),
  assignmentType: z.enum(ASSIGNMENT_TYPES),
  durationHours: z.number(),
  modality: z.enum(TRAINING_MODALITIES),
  source: z.enum(TRAINING_SOURCES),
  dueOn: localDateSchema,
  storedStatus: z.enum(STORED_TRAINING_STATUSES),
  status: z.enum(TRAINING_STATUSES),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  skippedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TrainingAssignment = z.output<typeof trainingAssignmentSchema>;

export const trainingAssignmentListSchema = z.object({ assignments: z.array(trainingAssignmentSchema) });
export const trainingAssignmentResponseSchema = z.object({ assignment: trainingAssignmentSchema });

/** A person the reader may assign trainings to and plan for. */
export const developmentPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string().nullable(),
});
export const developmentPeopleSchema = z.object({ people: z.array(developmentPersonSchema) });
export type DevelopmentPerson = z.output<typeof developmentPersonSchema>;
