import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AssignmentType, StoredTrainingStatus, TrainingModality, TrainingSource } from '@tera/domain';
import { companies, userProfiles } from './companies.ts';

/** A company's training catalogue (docs/product/trainings-and-careers.md#the-catalogue). */
export const trainings = pgTable(
  'trainings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    modality: text('modality').$type<TrainingModality>().notNull(),
    source: text('source').$type<TrainingSource>().notNull(),
    durationHours: doublePrecision('duration_hours'),
    description: text('description').notNull().default(''),
    link: text('link'),
    videoUrl: text('video_url'),
    /** A withdrawn entry leaves the catalogue; assignments made from it keep their own copy. */
    withdrawn: boolean('withdrawn').notNull().default(false),
    createdBy: text('created_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trainings_company_idx').on(t.companyId),
    check('trainings_hours_ck', sql`${t.durationHours} is null or ${t.durationHours} > 0`),
  ],
);

/** A training assigned to one person (docs/product/trainings-and-careers.md#assignment). */
export const trainingAssignments = pgTable(
  'training_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: text('employee_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    trainingId: uuid('training_id').references(() => trainings.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    assignmentType: text('assignment_type').$type<AssignmentType>().notNull(),
    durationHours: doublePrecision('duration_hours').notNull(),
    modality: text('modality').$type<TrainingModality>().notNull(),
    source: text('source').$type<TrainingSource>().notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** Overdue is never stored: it is read from the due date (decision 022). */
    status: text('status').$type<StoredTrainingStatus>().notNull().default('assigned'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_assignments_company_idx').on(t.companyId),
    index('training_assignments_employee_idx').on(t.employeeId),
    check('training_assignments_hours_ck', sql`${t.durationHours} > 0`),
  ],
);

/** One person's career plan (docs/product/trainings-and-careers.md#career-plan). */
export const careerPlans = pgTable(
  'career_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: text('employee_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    currentPosition: text('current_position').notNull().default(''),
    targetPosition: text('target_position').notNull().default(''),
    targetTimeframeMonths: integer('target_timeframe_months'),
    assignedSkills: jsonb('assigned_skills').$type<string[]>().notNull().default([]),
    developmentGoals: text('development_goals').notNull().default(''),
    managerNotes: text('manager_notes').notNull().default(''),
    updatedBy: text('updated_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('career_plans_person_uq').on(t.companyId, t.employeeId)],
);
