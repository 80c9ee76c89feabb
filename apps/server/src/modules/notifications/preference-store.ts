import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  NOTIFICATION_TYPES,
  PAUSE_DAYS,
  PUSH_TYPES,
  type Preference,
  type Preferences,
  type PreferencesUpdate,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { notificationPreferences } from '../../db/schema/index.ts';
import { addDays } from '../../platform/calendar.ts';

/** A person's preferences for every type; a type without a row is e-mail on, push off. */
export async function readPreferences(db: Db, userId: string, today: string): Promise<Preferences> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const byType = new Map(rows.map((row) => [row.type, row]));
  const reminder = byType.get('daily_reminder');
  const pausedUntil = reminder?.pausedUntil && reminder.pausedUntil >= today ? reminder.pausedUntil : null;
  return {
    preferences: NOTIFICATION_TYPES.map((type) => ({
      type,
      email: byType.get(type)?.email ?? true,
      push: byType.get(type)?.push ?? false,
    })),
    pausedUntil,
  };
}

/**
 * Stores what the person chose. A type that cannot be pushed keeps push off whatever was sent;
 * a pause runs PAUSE_DAYS from the person's today.
 */
export async function updatePreferences(
  db: Db,
  userId: string,
  update: PreferencesUpdate,
  today: string,
  now: Date,
): Promise<Preferences> {
  const rows = update.preferences.map((preference: Preference) => ({
    userId,
    type: preference.type,
    email: preference.email,
    push: preference.push && PUSH_TYPES.includes(preference.type),
    updatedAt: now,
  }));
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values(rows)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: { email: sql`excluded.email`, push: sql`excluded.push`, updatedAt: now },
      });
    if (update.pause !== undefined) {
      await tx
        .insert(notificationPreferences)
        .values({ userId, type: 'daily_reminder', updatedAt: now })
        .onConflictDoNothing();
      await tx
        .update(notificationPreferences)
        .set({ pausedUntil: update.pause ? addDays(today, PAUSE_DAYS - 1) : null, updatedAt: now })
        .where(
          and(
            eq(notificationPreferences.userId, userId),
            inArray(notificationPreferences.type, ['daily_reminder']),
          ),
        );
    }
  });
  return readPreferences(db, userId, today);
}
