import { and, asc, eq } from 'drizzle-orm';
import type { trainingInputSchema } from '@tera/domain';
import { type Training } from '@tera/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { trainings } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

type TrainingRow = typeof trainings.$inferSelect;
type TrainingContent = z.output<typeof trainingInputSchema>;

/** docs/product/trainings-and-careers.md#video-content: without videoTraining the video is locked. */
export function presentTraining(row: TrainingRow, withVideo: boolean): Training {
  return {
    id: row.id,
    name: row.name,
    modality: row.modality,
    source: row.source,
    durationHours: row.durationHours,
    description: row.description,
    link: row.link,
    videoUrl: withVideo ? row.videoUrl : null,
    videoLocked: !withVideo && row.videoUrl !== null,
  };
}

/** The catalogue as it stands: withdrawn entries are gone from it. */
export function readCatalogue(db: Db, companyId: string): Promise<TrainingRow[]> {
  return db
    .select()
    .from(trainings)
    .where(and(eq(trainings.companyId, companyId), eq(trainings.withdrawn, false)))
    .orderBy(asc(trainings.name));
}

export async function readCatalogueEntry(
  db: Db,
  companyId: string,
  trainingId: string,
): Promise<TrainingRow> {
  const [row] = await db
    .select()
    .from(trainings)
    .where(
      and(eq(trainings.id, trainingId), eq(trainings.companyId, companyId), eq(trainings.withdrawn, false)),
    );
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

export async function createTraining(
  db: Db,
  companyId: string,
  authorId: string,
  content: TrainingContent,
  now: Date,
): Promise<TrainingRow> {
  const [row] = await db
    .insert(trainings)
    .values({ companyId, createdBy: authorId, ...content, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateTraining(
  db: Db,
  companyId: string,
  trainingId: string,
  content: TrainingContent,
  now: Date,
): Promise<TrainingRow> {
  const [row] = await db
    .update(trainings)
    .set({ ...content, updatedAt: now })
    .where(
      and(eq(trainings.id, trainingId), eq(trainings.companyId, companyId), eq(trainings.withdrawn, false)),
    )
    .returning();
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

export async function withdrawTraining(
  db: Db,
  companyId: string,
  trainingId: string,
  now: Date,
): Promise<void> {
  const withdrawn = await db
    .update(trainings)
    .set({ withdrawn: true, updatedAt: now })
    .where(
      and(eq(trainings.id, trainingId), eq(trainings.companyId, companyId), eq(trainings.withdrawn, false)),
    )
    .returning({ id: trainings.id });
  if (withdrawn.length === 0) throw new AppError('RECORD_NOT_FOUND');
}
