import { localParts, type LeaveStatus, type LeaveType, type RecognitionCategory } from '@tera/domain';
import type { Db } from '../db/database.ts';
import { leaveRequests, recognitions } from '../db/schema/index.ts';
import { addDays } from '../platform/calendar.ts';
import type { SeededPerson } from './seed-demo-people.ts';
import { randomFor } from './seeded-random.ts';

const DAY_MS = 86_400_000;

interface DemoLeave {
  who: string;
  type: LeaveType;
  /** Days from today, both ends included. */
  from: number;
  to: number;
  status: LeaveStatus;
  reason: string;
  decision?: string;
}

/**
 * Leave in every status across the teams: Diego asks often, Elena took a long break, Nerea is away
 * today. The people the demo's logins try first (Ana, Carlos, Javier) are left free, so their
 * check-in is asked for as usual.
 */
const LEAVE: readonly DemoLeave[] = [
  {
    who: 'elena',
    type: 'vacation',
    from: -34,
    to: -25,
    status: 'approved',
    reason: 'Viaje familiar',
    decision: 'Que descanses mucho.',
  },
  {
    who: 'diego',
    type: 'personal',
    from: -60,
    to: -60,
    status: 'approved',
    reason: 'Gestiones del piso',
    decision: 'Sin problema.',
  },
  {
    who: 'diego',
    type: 'vacation',
    from: -31,
    to: -30,
    status: 'approved',
    reason: 'Puente',
    decision: 'Perfecto.',
  },
  { who: 'diego', type: 'vacation', from: 14, to: 16, status: 'pending', reason: 'Boda de un amigo' },
  { who: 'maria', type: 'personal', from: 10, to: 10, status: 'pending', reason: 'Cita médica' },
  {
    who: 'pablo',
    type: 'vacation',
    from: 20,
    to: 24,
    status: 'approved',
    reason: 'Vacaciones',
    decision: 'Aprobado, deja el traspaso hecho.',
  },
  {
    who: 'pablo',
    type: 'vacation',
    from: -45,
    to: -41,
    status: 'rejected',
    reason: 'Vacaciones',
    decision: 'Coincide con la entrega; mejor en dos semanas.',
  },
  { who: 'alba', type: 'training', from: 30, to: 31, status: 'withdrawn', reason: 'Curso de SQL' },
  {
    who: 'hugo',
    type: 'sick',
    from: -15,
    to: -13,
    status: 'approved',
    reason: 'Gripe',
    decision: 'Recupérate.',
  },
  { who: 'marta', type: 'vacation', from: 7, to: 11, status: 'pending', reason: 'Semana libre' },
  {
    who: 'raul',
    type: 'training',
    from: -5,
    to: -4,
    status: 'approved',
    reason: 'Congreso de diseño',
    decision: 'Cuéntanos a la vuelta.',
  },
  {
    who: 'nerea',
    type: 'vacation',
    from: -2,
    to: 2,
    status: 'approved',
    reason: 'Descanso',
    decision: 'Disfruta.',
  },
];

interface DemoRecognition {
  from: string;
  to: string;
  category: RecognitionCategory;
  title: string;
  points: number | null;
  isPublic: boolean;
  daysAgo: number;
}

/**
 * Recognitions over the last three months. Javier receives 40 points, ten short of apprentice, so a
 * newcomer's first recognition to him moves his level. Pablo and Alba have given nothing this
 * quarter.
 */
const RECOGNITIONS: readonly DemoRecognition[] = [
  {
    from: 'carlos',
    to: 'javier',
    category: 'excellence',
    title: 'Refactor impecable',
    points: 20,
    isPublic: true,
    daysAgo: 70,
  },
  {
    from: 'maria',
    to: 'javier',
    category: 'helpfulness',
    title: 'Gracias por la ayuda con los tests',
    points: 10,
    isPublic: true,
    daysAgo: 40,
  },
  {
    from: 'elena',
    to: 'javier',
    category: 'teamwork',
    title: 'Gran pareja en el diseño',
    points: 10,
    isPublic: false,
    daysAgo: 12,
  },
  {
    from: 'javier',
    to: 'maria',
    category: 'teamwork',
    title: 'Siempre dispuesta',
    points: 15,
    isPublic: true,
    daysAgo: 20,
  },
  {
    from: 'ana',
    to: 'carlos',
    category: 'leadership',
    title: 'Un trimestre de equipo sano',
    points: 20,
    isPublic: true,
    daysAgo: 35,
  },
  {
    from: 'lucia',
    to: 'hugo',
    category: 'excellence',
    title: 'Récord de cierres',
    points: 20,
    isPublic: true,
    daysAgo: 8,
  },
  {
    from: 'hugo',
    to: 'marta',
    category: 'helpfulness',
    title: 'Salvaste la cuenta de Norte',
    points: 15,
    isPublic: true,
    daysAgo: 5,
  },
  {
    from: 'irene',
    to: 'nerea',
    category: 'innovation',
    title: 'Las nuevas ilustraciones',
    points: 15,
    isPublic: true,
    daysAgo: 18,
  },
  {
    from: 'raul',
    to: 'irene',
    category: 'leadership',
    title: 'Gracias por el feedback',
    points: null,
    isPublic: true,
    daysAgo: 3,
  },
  {
    from: 'diego',
    to: 'elena',
    category: 'teamwork',
    title: 'Qué bien lo hicimos',
    points: 10,
    isPublic: true,
    daysAgo: 2,
  },
  {
    from: 'marta',
    to: 'lucia',
    category: 'leadership',
    title: 'Gracias por confiar',
    points: null,
    isPublic: false,
    daysAgo: 1,
  },
];

const MESSAGES = [
  'Se notó el esfuerzo y el cuidado en cada detalle. ¡Gracias!',
  'Hiciste que el trabajo de todos fuera más fácil esta semana.',
  'Gracias por estar siempre cuando hace falta.',
  'Un ejemplo de cómo trabajar en equipo.',
];

/** The demo company's leave in every status and a board of recognitions: docs/product/leave.md, recognitions.md. */
export async function seedDemoLeaveAndRecognitions(db: Db, people: readonly SeededPerson[], now: Date) {
  const byKey = new Map(people.map((person) => [person.spec.key, person]));
  const person = (key: string) => {
    const found = byKey.get(key);
    if (!found?.companyId) throw new Error(`demo person ${key} is not in the company`);
    return { ...found, companyId: found.companyId };
  };
  const today = localParts(now, person('ana').timeZone).date;

  const leaveRows = LEAVE.map((leave) => {
    const who = person(leave.who);
    const leader = who.spec.leader ? person(who.spec.leader) : person('ana');
    const decided = leave.status === 'approved' || leave.status === 'rejected';
    const askedAt = new Date(now.getTime() - (Math.max(0, -leave.from) + 14) * DAY_MS);
    return {
      companyId: who.companyId,
      userId: who.userId,
      type: leave.type,
      startDate: addDays(today, leave.from),
      endDate: addDays(today, leave.to),
      reason: leave.reason,
      comments: '',
      status: leave.status,
      decidedBy: decided ? leader.userId : null,
      decisionComment: decided ? (leave.decision ?? '') : null,
      decidedAt: decided ? new Date(askedAt.getTime() + DAY_MS) : null,
      createdAt: askedAt,
      updatedAt: askedAt,
    };
  });
  await db.insert(leaveRequests).values(leaveRows);

  const random = randomFor('demo-recognitions');
  const recognitionRows = RECOGNITIONS.map((recognition) => {
    const giver = person(recognition.from);
    // Within the working day, so the day given is the same on the company's clock.
    const at = new Date(
      now.getTime() - recognition.daysAgo * DAY_MS - Math.floor(random.between(0, 2)) * 3_600_000,
    );
    return {
      companyId: giver.companyId,
      giverId: giver.userId,
      receiverId: person(recognition.to).userId,
      category: recognition.category,
      title: recognition.title,
      message: random.pick(MESSAGES),
      points: recognition.points,
      isPublic: recognition.isPublic,
      givenOn: localParts(at, giver.timeZone).date,
      createdAt: at,
    };
  });
  await db.insert(recognitions).values(recognitionRows);
  return { leave: leaveRows.length, recognitions: recognitionRows.length };
}
