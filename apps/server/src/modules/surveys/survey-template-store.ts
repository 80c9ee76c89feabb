import { and, desc, eq } from 'drizzle-orm';
import { BUILT_IN_TEMPLATES, type SurveyTemplate } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { surveyTemplates } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { readSurveyRow } from './survey-store.ts';

/** The team's templates first, then the company's own, newest first. */
export async function readTemplates(db: Db, companyId: string): Promise<SurveyTemplate[]> {
  const saved = await db
    .select()
    .from(surveyTemplates)
    .where(eq(surveyTemplates.companyId, companyId))
    .orderBy(desc(surveyTemplates.createdAt));
  return [
    ...BUILT_IN_TEMPLATES.map((template) => ({
      id: template.key,
      builtIn: true,
      title: template.title,
      description: template.description,
      languages: ['es', 'en'] as const,
      content: template.content,
    })),
    ...saved.map((row) => ({
      id: row.id,
      builtIn: false,
      title: row.title,
      description: row.description ?? null,
      languages: row.languages,
      content: row.content,
    })),
  ].map((template) => ({ ...template, languages: [...template.languages] }));
}

export async function saveAsTemplate(
  db: Db,
  options: { companyId: string; surveyId: string; createdBy: string; now: Date },
): Promise<string> {
  const survey = await readSurveyRow(db, options.companyId, options.surveyId);
  const [created] = await db
    .insert(surveyTemplates)
    .values({
      companyId: options.companyId,
      title: survey.title,
      description: survey.description ?? null,
      languages: survey.languages,
      content: survey.content,
      createdBy: options.createdBy,
      createdAt: options.now,
    })
    .returning({ id: surveyTemplates.id });
  return created!.id;
}

export async function deleteTemplate(db: Db, companyId: string, templateId: string): Promise<void> {
  const deleted = /^[0-9a-f-]{36}$/i.test(templateId)
    ? await db
        .delete(surveyTemplates)
        .where(and(eq(surveyTemplates.companyId, companyId), eq(surveyTemplates.id, templateId)))
        .returning({ id: surveyTemplates.id })
    : [];
  if (deleted.length === 0) throw new AppError('RECORD_NOT_FOUND');
}
