import { and, eq } from 'drizzle-orm';
import {
  addDays,
  builtInTemplate,
  localParts,
  questionsOf,
  resolveSurveyThresholds,
  type SurveyAnswers,
  type SurveyContent,
  type SurveyStatus,
} from '@tera/domain';
import type { Db } from '../db/database.ts';
import {
  surveyInvitees,
  surveyProgress,
  surveyRespondents,
  surveys,
  userProfiles,
} from '../db/schema/index.ts';
import { mixSurveyResponses } from '../modules/surveys/mix-survey-responses.ts';
import { DEMO_COMPANY } from './demo-people.ts';
import { randomFor, type Random } from './seeded-random.ts';
import type { SeededPerson } from './seed-demo-people.ts';

const COMMENTS = [
  'Más tiempo para formación dentro del horario.',
  'Menos reuniones los viernes.',
  'Que las prioridades del trimestre se compartan antes.',
  'Reconocer también el trabajo que no se ve.',
  'Un plan de carrera más claro.',
  'Más espacios para hablar con otros equipos.',
  'Herramientas más rápidas para el día a día.',
  'Que se escuche más a los equipos antes de decidir.',
  'Poder elegir mejor los días de teletrabajo.',
  'Más feedback de mi responsable.',
  'Celebrar más los logros del equipo.',
  'Un onboarding más ordenado para quien llega.',
];

/** Plausible answers to a survey's questions: mostly favourable, with a voice or two less so. */
function answersFor(content: SurveyContent, random: Random, comment: string | null): SurveyAnswers {
  const answers: SurveyAnswers = {};
  for (const question of questionsOf(content)) {
    if (question.type === 'rating')
      answers[question.id] = Math.min(5, Math.max(1, Math.round(random.between(2.2, 5.4))));
    if (question.type === 'enps') answers[question.id] = Math.min(10, Math.round(random.between(4.5, 10.4)));
    if (question.type === 'text' && comment) answers[question.id] = comment;
  }
  return answers;
}

interface DemoRun {
  templateKey: 'engagement' | 'enps';
  status: SurveyStatus;
  opensOn: string;
  closesOn: string;
  /** Who answered, by e-mail, and on which day of the run. */
  answered: (email: string) => number | null;
}

async function seedRun(
  db: Db,
  companyId: string,
  createdBy: string,
  run: DemoRun,
  today: string,
): Promise<void> {
  const template = builtInTemplate(run.templateKey)!;
  const thresholds = resolveSurveyThresholds({});
  const [survey] = await db
    .insert(surveys)
    .values({
      companyId,
      createdBy,
      title: template.title,
      description: template.description,
      languages: ['es', 'en'],
      mode: 'anonymous',
      content: template.content,
      status: run.status,
      audience: { kind: 'everyone' },
      opensOn: run.opensOn,
      closesOn: run.closesOn,
      recurrence: 'none',
      scoreThreshold: thresholds.scores,
      commentThreshold: thresholds.comments,
      nextPeriod: run.status === 'closed' ? addDays(run.closesOn, 1) : run.opensOn,
    })
    .returning();
  const people = await db
    .select({
      id: userProfiles.id,
      email: userProfiles.email,
      teamId: userProfiles.teamId,
      department: userProfiles.department,
    })
    .from(userProfiles)
    .where(and(eq(userProfiles.companyId, companyId), eq(userProfiles.isActive, true)));
  await db.insert(surveyInvitees).values(
    people.map((person) => ({
      surveyId: survey!.id,
      userId: person.id,
      teamId: person.teamId,
      department: person.department,
    })),
  );
  let comments = 0;
  for (const person of people) {
    const day = run.answered(person.email);
    if (day === null) continue;
    const random = randomFor(`${person.email}:${run.templateKey}:${run.opensOn}`);
    const comment = random.next() < 0.85 ? COMMENTS[comments++ % COMMENTS.length]! : null;
    await db.insert(surveyRespondents).values({ surveyId: survey!.id, userId: person.id });
    await db.insert(surveyProgress).values({
      surveyId: survey!.id,
      userId: person.id,
      answers: answersFor(template.content, random, comment),
      submittedPeriod: addDays(run.opensOn, day),
    });
  }
  await mixSurveyResponses(db, survey!, { today, everything: run.status === 'closed' });
}

/**
 * Two surveys for the demo company: last month's engagement survey, closed, answered by most so its
 * results show; and an eNPS pulse open now, answered by a few on earlier days (not by the demo
 * employee, who finds it on their dashboard).
 */
export async function seedDemoSurveys(db: Db, people: readonly SeededPerson[], now: Date): Promise<void> {
  const admin = people.find(({ spec, companyId }) => spec.role === 'admin' && companyId !== null);
  if (!admin?.companyId) return;
  const today = localParts(now, DEMO_COMPANY.timeZone).date;
  await seedRun(
    db,
    admin.companyId,
    admin.userId,
    {
      templateKey: 'engagement',
      status: 'closed',
      opensOn: addDays(today, -30),
      closesOn: addDays(today, -17),
      answered: (email) => {
        const random = randomFor(`${email}:engagement-answered`);
        return random.next() < 0.85 ? Math.floor(random.between(0, 12)) : null;
      },
    },
    today,
  );
  await seedRun(
    db,
    admin.companyId,
    admin.userId,
    {
      templateKey: 'enps',
      status: 'open',
      opensOn: addDays(today, -3),
      closesOn: addDays(today, 10),
      answered: (email) => {
        if (email.startsWith('javier@')) return null;
        const random = randomFor(`${email}:enps-answered`);
        return random.next() < 0.6 ? Math.floor(random.between(0, 3)) : null;
      },
    },
    today,
  );
}
