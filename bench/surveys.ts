/**
 * A survey of 20 questions answered by 10,000 people of 50 teams on PostgreSQL, against the goals
 * in docs/PERFORMANCE.md (1,000 submissions a second, results p95 under 300 ms): how many
 * submissions a second the store takes, a few at a time as people answer, and how long the results
 * take with every breakdown and suppression. Part of `npm run bench` (`BENCH_ONLY=surveys` runs it
 * alone), or `npx tsx surveys.ts` from bench/.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { localParts, type SurveyAnswers, type SurveyContent } from '@tera/domain';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { readSurveyResults } from '../apps/server/src/modules/surveys/read-survey-results.ts';
import { submitSurveyAnswers } from '../apps/server/src/modules/surveys/survey-answering.ts';
import { changeSurveyStatus, launchSurvey } from '../apps/server/src/modules/surveys/survey-lifecycle.ts';
import { createSurvey } from '../apps/server/src/modules/surveys/survey-store.ts';
import { freshDatabase, type DatabaseKind } from './support/databases.ts';
import { generateCompany, TEAMS } from './support/generate-data.ts';
import { summarise, type LatencySummary } from './support/percentiles.ts';

const PEOPLE = 10_000;
const DEPARTMENTS = 10;
const QUESTIONS = 20;
/** Submissions in flight at once: a busy morning's people, not a flood. */
const CONCURRENCY = 16;
const RESULT_READS = 20;

export interface SurveyBenchResult {
  people: number;
  questions: number;
  teams: number;
  submissionsPerSecond: number;
  /** Closing mixes every answer into the unnamed responses. */
  closeMs: number;
  results: LatencySummary;
}

const content: SurveyContent = [
  {
    id: 'bench',
    title: null,
    questions: Array.from({ length: QUESTIONS }, (_, i) => ({
      id: `q${i}`,
      type: 'rating' as const,
      text: { es: `Pregunta ${i}` },
      required: true,
    })),
  },
];

const answersOf = (person: number): SurveyAnswers =>
  Object.fromEntries(content[0]!.questions.map((question, i) => [question.id, 1 + ((person * 7 + i) % 5)]));

export async function benchSurveys(
  kind: DatabaseKind,
  log: (message: string) => void,
): Promise<SurveyBenchResult> {
  const database = await freshDatabase(kind);
  try {
    log(`surveys (${kind}): ${PEOPLE} people of ${TEAMS} teams answering ${QUESTIONS} questions`);
    const handle = openDatabase({ url: database.url, dataDir: database.env.DATA_DIR });
    await handle.migrate();
    const db = handle.db;
    const now = new Date();
    const today = localParts(now, 'Europe/Madrid').date;
    const company = await generateCompany(db, { slug: 'bench-surveys', people: PEOPLE, days: 0, today });
    // The generated company's people are already in its 50 teams; departments cut across them.
    await db.execute(sql`
      update user_profiles p set department = 'Departamento ' || (split_part(p.id, '-', 4)::int % ${DEPARTMENTS})
      where p.company_id = ${company.id}`);
    const surveyId = await createSurvey(db, {
      companyId: company.id,
      createdBy: company.adminId,
      now,
      draft: { title: { es: 'Bench' }, description: null, languages: ['es'], mode: 'anonymous', content },
    });
    await launchSurvey(db, {
      companyId: company.id,
      surveyId,
      launch: { audience: { kind: 'everyone' }, opensOn: today, closesOn: today, recurrence: 'none' },
      today,
      now,
    });

    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let person = next++; person < PEOPLE; person = next++) {
          await submitSurveyAnswers(db, {
            person: { userId: `bench-bench-surveys-${person}`, companyId: company.id },
            surveyId,
            answers: answersOf(person),
            today,
            now,
          });
        }
      }),
    );
    const submitSeconds = (performance.now() - started) / 1000;

    const closing = performance.now();
    await changeSurveyStatus(db, { companyId: company.id, surveyId, transition: 'close', today, now });
    const closeMs = performance.now() - closing;

    const latencies: number[] = [];
    for (let read = 0; read < RESULT_READS; read += 1) {
      const start = performance.now();
      await readSurveyResults(db, { companyId: company.id, surveyId, today, now, viewerId: company.adminId });
      latencies.push(performance.now() - start);
    }
    await handle.close();
    return {
      people: PEOPLE,
      questions: QUESTIONS,
      teams: TEAMS,
      submissionsPerSecond: Math.round(PEOPLE / submitSeconds),
      closeMs: Math.round(closeMs),
      results: summarise(latencies),
    };
  } finally {
    await database.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchSurveys('postgres', (message) => process.stdout.write(`${message}\n`));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
