import { EXERCISE_IDS, localParts, NOTE_MOODS, type ExerciseId } from '@tera/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { and, desc, eq, gte } from 'drizzle-orm';
import { dailyCheckins, exerciseSessions, noteAttachments, notes } from '../db/schema/index.ts';
import { addDays } from '../platform/calendar.ts';
import type { SeededPerson } from './seed-demo-people.ts';
import { randomFor } from './seeded-random.ts';

const DAY_MS = 86_400_000;
/** Who keeps personal notes and exercises in the demo: an employee of the company and someone on their own. */
const KEEPERS = ['javier', 'tomas'];
const NOTES = 7;
const NOTE_SPAN_DAYS = 60;
const SESSIONS = 18;

const NOTE_TEXTS: readonly { title: string; content: string }[] = [
  {
    title: 'Paseo al mediodía',
    content: 'Salir veinte minutos a caminar me despejó la cabeza para la tarde.',
  },
  {
    title: 'Demasiadas reuniones',
    content: 'Cuatro seguidas. Mañana bloqueo una hora para trabajo concentrado.',
  },
  {
    title: 'Buena conversación',
    content: 'Hablé con mi líder de cómo repartir la carga del sprint. Me fui más tranquilo.',
  },
  {
    title: 'Dormí poco',
    content: 'Me acosté tarde y lo noté toda la mañana. Esta noche, pantalla fuera a las 23:00.',
  },
  {
    title: 'Un logro pequeño',
    content: 'Cerré la tarea que llevaba días atascada. Me lo apunto para acordarme.',
  },
  {
    title: 'Respirar antes de la demo',
    content: 'La respiración 4-7-8 antes de presentar funcionó: llegué mucho más calmado.',
  },
  { title: 'Fin de semana largo', content: 'Volví con energía. Quiero mantener los paseos de la mañana.' },
];

// A small landscape (24×16 PNG) for the note that shows an attachment.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAfUlEQVR42mOoWPWMKoihbt0zqiCGlk3PSEW/TgRgCjJ0bXtGPAIagYyQpRgm7HpGPEIzCFmKYdq+Z0QiNFMgCC7LMOfQM+IRminIUgyLjj0jHqEZhCzFsOLUM1IR0AhMQYZ1555RBTFsufSMKohh17VnVEEMUQvyqIKGsUEACgsJhsCIuTcAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Days spread over the last two months, on the person's own check-in days where they have enough,
 * so each note shows its day beside it.
 */
async function noteDays(db: Db, userId: string, today: string): Promise<string[]> {
  const checkins = await db
    .select({ date: dailyCheckins.checkInDate })
    .from(dailyCheckins)
    .where(
      and(eq(dailyCheckins.userId, userId), gte(dailyCheckins.checkInDate, addDays(today, -NOTE_SPAN_DAYS))),
    )
    .orderBy(desc(dailyCheckins.checkInDate));
  const dates = checkins.map(({ date }) => date).filter((date) => date < today);
  if (dates.length < NOTES) {
    return Array.from({ length: NOTES }, (_, index) =>
      addDays(today, -1 - Math.round((index * NOTE_SPAN_DAYS) / NOTES)),
    );
  }
  const step = dates.length / NOTES;
  return Array.from({ length: NOTES }, (_, index) => dates[Math.floor(index * step)]!);
}

/**
 * Notes (one with a picture) and completed exercises over the last two months for the demo's
 * keepers, from a seeded random so every run shows the same. Returns how many notes it wrote.
 */
export async function seedDemoPersonalWellbeing(
  db: Db,
  people: readonly SeededPerson[],
  now: Date,
): Promise<number> {
  let written = 0;
  for (const person of people.filter(({ spec }) => KEEPERS.includes(spec.key))) {
    const random = randomFor(`wellbeing:${person.spec.email}`);
    const today = localParts(now, person.timeZone).date;
    const rows = (await noteDays(db, person.userId, today)).map((noteDate, index) => {
      const text = NOTE_TEXTS[index % NOTE_TEXTS.length]!;
      const at = new Date(`${noteDate}T18:00:00Z`);
      return {
        userId: person.userId,
        noteDate,
        title: text.title,
        content: text.content,
        mood: random.pick(NOTE_MOODS),
        createdAt: at,
        updatedAt: at,
      };
    });
    const inserted = await db.insert(notes).values(rows).returning({ id: notes.id });
    written += inserted.length;
    await db.insert(noteAttachments).values({
      noteId: inserted[0]!.id,
      name: 'paseo.png',
      type: 'image/png',
      size: PICTURE.byteLength,
      content: PICTURE,
    });
    const sessions = Array.from({ length: SESSIONS }, () => {
      const daysAgo = Math.floor(random.between(1, 60));
      const exercise: ExerciseId = random.pick(EXERCISE_IDS);
      return {
        id: randomUUID(),
        userId: person.userId,
        exercise,
        completedOn: addDays(today, -daysAgo),
        completedAt: new Date(now.getTime() - daysAgo * DAY_MS),
      };
    });
    await db.insert(exerciseSessions).values(sessions);
  }
  return written;
}
