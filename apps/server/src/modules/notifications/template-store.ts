import { and, asc, eq, ne } from 'drizzle-orm';
import {
  DEFAULT_TEMPLATES,
  NOTIFICATION_TYPES,
  TEMPLATE_VARIABLES,
  type NotificationType,
  type SupportedLanguage,
  type Template,
  type TemplateContents,
  type TemplateInput,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { notificationSchedules, notificationTemplates } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { checkTemplate } from './template-engine.ts';
import { isUuid } from '../../db/row-id.ts';

const BUILT_IN_PREFIX = 'builtin-';
// Built-in templates change with Tera's releases, not with a company's edits: they carry no date of their own.
const BUILT_IN_UPDATED_AT = new Date(0).toISOString();

type TemplateRow = typeof notificationTemplates.$inferSelect;

const variablesOf = (type: NotificationType): string[] => [...TEMPLATE_VARIABLES[type]];

function presentTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    content: row.content,
    isDefault: row.isDefault,
    variables: variablesOf(row.type),
    builtIn: false,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Tera's templates first, one per type, each the default while the company has none of its own for
 * that type; then the company's (docs/product/notifications.md#templates).
 */
export async function listTemplates(
  db: Db,
  companyId: string,
  language: SupportedLanguage,
): Promise<Template[]> {
  const rows = await db
    .select()
    .from(notificationTemplates)
    .where(eq(notificationTemplates.companyId, companyId))
    .orderBy(asc(notificationTemplates.type), asc(notificationTemplates.createdAt));
  const ownDefaults = new Set(rows.filter((row) => row.isDefault).map((row) => row.type));
  const builtIn = NOTIFICATION_TYPES.map((type): Template => ({
    id: `${BUILT_IN_PREFIX}${type}`,
    name: DEFAULT_TEMPLATES[type].name[language],
    type,
    content: DEFAULT_TEMPLATES[type].content,
    isDefault: !ownDefaults.has(type),
    variables: variablesOf(type),
    builtIn: true,
    updatedAt: BUILT_IN_UPDATED_AT,
  }));
  return [...builtIn, ...rows.map(presentTemplate)];
}

function checkContents(input: TemplateInput): void {
  checkTemplate(input.type, input.content.es, 'content.es');
  checkTemplate(input.type, input.content.en, 'content.en');
}

/** A company template's id, or not found: built-in ids and malformed ones name nothing editable. */
function editableId(templateId: string): string {
  if (!isUuid(templateId)) throw new AppError('RECORD_NOT_FOUND');
  return templateId;
}

/** One default per type: the new default takes the place of the old one in the same transaction. */
async function clearDefault(tx: Db, companyId: string, type: NotificationType, keep: string | null) {
  await tx
    .update(notificationTemplates)
    .set({ isDefault: false })
    .where(
      and(
        eq(notificationTemplates.companyId, companyId),
        eq(notificationTemplates.type, type),
        eq(notificationTemplates.isDefault, true),
        ...(keep ? [ne(notificationTemplates.id, keep)] : []),
      ),
    );
}

export async function createTemplate(
  db: Db,
  companyId: string,
  input: TemplateInput,
  now: Date,
): Promise<Template> {
  checkContents(input);
  return db.transaction(async (tx) => {
    if (input.isDefault) await clearDefault(tx, companyId, input.type, null);
    const [row] = await tx
      .insert(notificationTemplates)
      .values({ companyId, ...input, createdAt: now, updatedAt: now })
      .returning();
    return presentTemplate(row!);
  });
}

async function isNamedBySchedule(tx: Db, companyId: string, templateId: string): Promise<boolean> {
  const [schedule] = await tx
    .select({ id: notificationSchedules.id })
    .from(notificationSchedules)
    .where(
      and(eq(notificationSchedules.companyId, companyId), eq(notificationSchedules.templateId, templateId)),
    )
    .limit(1);
  return Boolean(schedule);
}

const inUse = () => new AppError('VALIDATION_ERROR', { status: 409, reason: 'TEMPLATE_IN_USE' });

/**
 * Saves a company template. Its type changes only while no schedule names it, so a schedule never
 * ends up sending a template of another type.
 */
export async function updateTemplate(
  db: Db,
  companyId: string,
  templateId: string,
  input: TemplateInput,
  now: Date,
): Promise<Template> {
  const id = editableId(templateId);
  checkContents(input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ type: notificationTemplates.type })
      .from(notificationTemplates)
      .where(and(eq(notificationTemplates.companyId, companyId), eq(notificationTemplates.id, id)))
      .for('update');
    if (!current) throw new AppError('RECORD_NOT_FOUND');
    if (current.type !== input.type && (await isNamedBySchedule(tx, companyId, id))) throw inUse();
    if (input.isDefault) await clearDefault(tx, companyId, input.type, id);
    const [row] = await tx
      .update(notificationTemplates)
      .set({ ...input, updatedAt: now })
      .where(eq(notificationTemplates.id, id))
      .returning();
    return presentTemplate(row!);
  });
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '23503') return true;
    current = cause;
  }
  return false;
}

/** A template a schedule names stays until the schedule names another. */
export async function deleteTemplate(db: Db, companyId: string, templateId: string): Promise<void> {
  const id = editableId(templateId);
  if (await isNamedBySchedule(db, companyId, id)) throw inUse();
  let deleted: { id: string }[];
  try {
    deleted = await db
      .delete(notificationTemplates)
      .where(and(eq(notificationTemplates.companyId, companyId), eq(notificationTemplates.id, id)))
      .returning({ id: notificationTemplates.id });
  } catch (error) {
    // A schedule that came to name it after the check above: the foreign key refuses.
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
  if (deleted.length === 0) throw new AppError('RECORD_NOT_FOUND');
}

/**
 * What a schedule sends: the template it names, else the company's default for the type, else
 * Tera's own (docs/product/notifications.md#templates).
 */
export async function resolveTemplateContents(
  db: Db,
  companyId: string,
  type: NotificationType,
  templateId: string | null,
): Promise<TemplateContents> {
  const [row] = await db
    .select({ content: notificationTemplates.content })
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.companyId, companyId),
        eq(notificationTemplates.type, type),
        templateId ? eq(notificationTemplates.id, templateId) : eq(notificationTemplates.isDefault, true),
      ),
    );
  if (row) return row.content;
  if (templateId) return resolveTemplateContents(db, companyId, type, null);
  return DEFAULT_TEMPLATES[type].content;
}
