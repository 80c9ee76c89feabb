import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  LocalizedText,
  SupportedLanguage,
  SurveyAnswers,
  SurveyAudience,
  SurveyContent,
  SurveyMode,
  SurveyRecurrence,
  SurveyStatus,
} from '@tera/domain';
import { authUsers } from './auth.ts';
import { companies } from './companies.ts';

/** A company's surveys, from draft to archive (docs/product/surveys.md#statuses). */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText | null>(),
    languages: jsonb('languages').$type<SupportedLanguage[]>().notNull(),
    mode: text('mode').$type<SurveyMode>().notNull(),
    content: jsonb('content').$type<SurveyContent>().notNull(),
    status: text('status').$type<SurveyStatus>().notNull(),
    audience: jsonb('audience').$type<SurveyAudience | null>(),
    opensOn: date('opens_on', { mode: 'string' }),
    closesOn: date('closes_on', { mode: 'string' }),
    recurrence: text('recurrence').$type<SurveyRecurrence>().notNull().default('none'),
    scoreThreshold: integer('score_threshold').notNull(),
    commentThreshold: integer('comment_threshold').notNull(),
    /** The release period answers from now on carry: never one a closing has released. */
    nextPeriod: date('next_period', { mode: 'string' }),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('surveys_company_idx').on(t.companyId, t.updatedAt)],
);

/** Surveys a company saved to start others from; the team's own templates live in the domain. */
export const surveyTemplates = pgTable(
  'survey_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText | null>(),
    languages: jsonb('languages').$type<SupportedLanguage[]>().notNull(),
    content: jsonb('content').$type<SurveyContent>().notNull(),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_templates_company_idx').on(t.companyId)],
);

/**
 * The people asked, with their team and department frozen at launch. No reference to the team: a
 * team deleted later still names the group its people answered in.
 */
export const surveyInvitees = pgTable(
  'survey_invitees',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id'),
    department: text('department'),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] })],
);

/**
 * Who has answered: one row per person, which is what refuses a second submission. No day: the
 * answers carry their day, and nothing on this side may be matched to it.
 */
export const surveyRespondents = pgTable(
  'survey_respondents',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] })],
);

/**
 * A person's own answers while they answer, and once submitted until their day's answers are
 * mixed into `survey_responses` (docs/decisions/019-surveys.md).
 */
export const surveyProgress = pgTable(
  'survey_progress',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<SurveyAnswers>().notNull(),
    submittedPeriod: date('submitted_period', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.userId] }),
    index('survey_progress_submitted_idx').on(t.surveyId, t.submittedPeriod),
  ],
);

/**
 * What was answered: a random id, the frozen groups and the release period, never a time nor, for
 * an anonymous survey, the person. Written in shuffled batches of a whole period.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id'),
    department: text('department'),
    period: date('period', { mode: 'string' }).notNull(),
    /** Only for a confidential survey, whose answers are named to the company's admins. */
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<SurveyAnswers>().notNull(),
  },
  (t) => [index('survey_responses_survey_idx').on(t.surveyId, t.period)],
);
