import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  DiamondCategory,
  DiamondLevel,
  EvaluationStatus,
  FeedbackCategory,
  ObservationType,
  OwnWellbeingSummary,
  ObservationVisibility,
} from '@tera/domain';
import { companies, userProfiles } from './companies.ts';

/** A period an admin evaluates the company for (docs/product/evaluations.md#evaluation-cycles). */
export const evaluationCycles = pgTable(
  'evaluation_cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    createdBy: text('created_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('evaluation_cycles_company_idx').on(t.companyId, t.createdAt)],
);

const scoreCheck = (name: string, column: unknown) =>
  check(`evaluations_${name}_ck`, sql`${column} is null or ${column} between 1 and 5`);

/**
 * One person's evaluation for one period (docs/product/evaluations.md). Wellbeing never feeds it:
 * nothing here refers to check-ins or pulse.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: text('employee_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    /** The leader who last wrote it; the one who writes next is whoever leads the person then. */
    evaluatorId: text('evaluator_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    cycleId: uuid('cycle_id').references(() => evaluationCycles.id, { onDelete: 'set null' }),
    period: text('period').notNull(),
    status: text('status').$type<EvaluationStatus>().notNull(),
    goals: smallint('goals'),
    teamwork: smallint('teamwork'),
    commitment: smallint('commitment'),
    adaptability: smallint('adaptability'),
    problemSolving: smallint('problem_solving'),
    communication: smallint('communication'),
    achievements: text('achievements').notNull().default(''),
    improvements: text('improvements').notNull().default(''),
    nextSteps: text('next_steps').notNull().default(''),
    notes: text('notes').notNull().default(''),
    selfAssessment: text('self_assessment'),
    /** The person's own wellbeing summary, only if they chose to attach it to their self-assessment. */
    selfWellbeing: jsonb('self_wellbeing').$type<OwnWellbeingSummary>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgementComment: text('acknowledgement_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluations_person_period_uq').on(t.companyId, t.employeeId, sql`lower(${t.period})`),
    index('evaluations_cycle_idx').on(t.cycleId),
    index('evaluations_employee_idx').on(t.employeeId),
    scoreCheck('goals', t.goals),
    scoreCheck('teamwork', t.teamwork),
    scoreCheck('commitment', t.commitment),
    scoreCheck('adaptability', t.adaptability),
    scoreCheck('problem_solving', t.problemSolving),
    scoreCheck('communication', t.communication),
  ],
);

/** A leader's dated note about a person (docs/product/evaluations.md#observations). */
export const observations = pgTable(
  'observations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** A private observation dies with its author: nobody else may ever read it. */
    authorId: text('author_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    employeeId: text('employee_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    observedOn: date('observed_on', { mode: 'string' }).notNull(),
    type: text('type').$type<ObservationType>().notNull(),
    visibility: text('visibility').$type<ObservationVisibility>().notNull(),
    text: text('text').notNull().default(''),
    evidence: text('evidence').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('observations_employee_idx').on(t.employeeId, t.observedOn),
    index('observations_author_idx').on(t.authorId, t.observedOn),
  ],
);

/** Feedback between colleagues (docs/product/evaluations.md#feedback). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    category: text('category').$type<FeedbackCategory>().notNull(),
    message: text('message').notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_receiver_idx').on(t.receiverId, t.createdAt),
    index('feedback_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/** One diamond profile per person, set by their leader (docs/product/evaluations.md#diamond-profile). */
export const diamondProfiles = pgTable('diamond_profiles', {
  employeeId: text('employee_id')
    .primaryKey()
    .references(() => userProfiles.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  level: text('level').$type<DiamondLevel>().notNull(),
  categories: jsonb('categories').$type<DiamondCategory[]>().notNull(),
  setBy: text('set_by').references(() => userProfiles.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
