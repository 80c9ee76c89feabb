import {
  addDays,
  DIAMOND_CATEGORIES,
  DIAMOND_LEVELS,
  EVALUATION_SCORE_KEYS,
  FEEDBACK_CATEGORIES,
  localParts,
  OBSERVATION_TYPES,
  type EvaluationStatus,
  type ObservationVisibility,
} from '@tera/domain';
import type { Db } from '../db/database.ts';
import {
  diamondProfiles,
  evaluationCycles,
  evaluations,
  feedback,
  observations,
} from '../db/schema/index.ts';
import { DEMO_COMPANY } from './demo-people.ts';
import { randomFor, type Random } from './seeded-random.ts';
import type { SeededPerson } from './seed-demo-people.ts';

const ACHIEVEMENTS = [
  'Sacó adelante la entrega del trimestre sin retrasos.',
  'Mejoró el proceso de revisión del equipo.',
  'Acompañó la llegada de dos personas nuevas.',
  'Cerró las cuentas clave del semestre.',
  'Propuso y lideró la mejora de la documentación.',
];
const IMPROVEMENTS = [
  'Pedir ayuda antes cuando algo se bloquea.',
  'Compartir más a menudo el avance con otros equipos.',
  'Priorizar con más claridad al inicio de cada semana.',
  'Delegar tareas que otras personas pueden hacer.',
];
const NEXT_STEPS = [
  'Liderar una iniciativa transversal el próximo semestre.',
  'Formarse en comunicación con clientes.',
  'Ser mentor o mentora de alguien del equipo.',
  'Preparar una charla interna sobre su área.',
];
const OBSERVATIONS = [
  'Facilitó muy bien la retrospectiva.',
  'Ayudó a otra persona a desbloquear una tarea compleja.',
  'Llegó tarde a la demo con el cliente.',
  'Documentó la decisión técnica con claridad.',
  'Se mostró abierto a un cambio de prioridades.',
  '',
];

const FEEDBACK_MESSAGES = [
  'Gracias por echarme una mano con la entrega.',
  'Tu presentación dejó todo muy claro.',
  'Me ayudó mucho cómo explicaste el cambio.',
  'Se nota tu cuidado en los detalles.',
];

/** The half-year a day falls in, as the demo names periods: `2026-H1`. */
function halfOf(day: string): { period: string; previous: string } {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) <= 6
    ? { period: `${year}-H1`, previous: `${year - 1}-H2` }
    : { period: `${year}-H2`, previous: `${year}-H1` };
}

function scores(random: Random) {
  return Object.fromEntries(
    EVALUATION_SCORE_KEYS.map((key) => [key, Math.min(5, Math.max(2, Math.round(random.between(2, 5.4))))]),
  );
}

/** Last half-year's evaluations, mostly finished; this half-year's, mostly still to write. */
function statusesFor(random: Random): [EvaluationStatus, EvaluationStatus] {
  const past = random.pick<EvaluationStatus>(['completed', 'completed', 'completed', 'approved']);
  const current = random.pick<EvaluationStatus>(['pending', 'pending', 'draft', 'submitted']);
  return [past, current];
}

/**
 * The demo's talent history (docs/product/evaluations.md): a finished cycle for last half-year and
 * an open one for this, every report evaluated by their leader, and each leader's observations,
 * private and shared, their diamond profiles, and feedback between colleagues. Nothing here reads
 * a check-in.
 */
export async function seedDemoEvaluations(db: Db, people: readonly SeededPerson[], now: Date): Promise<void> {
  const admin = people.find((person) => person.spec.role === 'admin' && person.companyId !== null);
  if (!admin?.companyId) return;
  const companyId = admin.companyId;
  const today = localParts(now, DEMO_COMPANY.timeZone).date;
  const { period, previous } = halfOf(today);
  const byKey = new Map(people.map((person) => [person.spec.key, person]));
  const reports = people.filter((person) => person.spec.leader && person.companyId === companyId);

  const [past, current] = await db
    .insert(evaluationCycles)
    .values([
      { companyId, period: previous, dueOn: addDays(today, -45), createdBy: admin.userId, createdAt: now },
      { companyId, period, dueOn: addDays(today, 30), createdBy: admin.userId, createdAt: now },
    ])
    .returning({ id: evaluationCycles.id });

  const rows = reports.flatMap((person) => {
    const leaderId = byKey.get(person.spec.leader ?? '')?.userId ?? null;
    const random = randomFor(`evaluations:${person.spec.email}`);
    const [pastStatus, currentStatus] = statusesFor(random);
    const written = (status: EvaluationStatus) =>
      status === 'pending'
        ? {}
        : {
            ...scores(random),
            achievements: random.pick(ACHIEVEMENTS),
            improvements: random.pick(IMPROVEMENTS),
            nextSteps: random.pick(NEXT_STEPS),
          };
    const acknowledged = pastStatus === 'completed' && random.next() < 0.6;
    return [
      {
        companyId,
        employeeId: person.userId,
        evaluatorId: leaderId,
        cycleId: past!.id,
        period: previous,
        status: pastStatus,
        ...written(pastStatus),
        selfAssessment: 'Un semestre de mucho aprendizaje; quiero asumir más responsabilidad.',
        submittedAt: now,
        decidedBy: admin.userId,
        decidedAt: now,
        completedAt: pastStatus === 'completed' ? now : null,
        acknowledgedAt: acknowledged ? now : null,
        acknowledgementComment: acknowledged ? 'Gracias por la conversación.' : null,
        createdAt: now,
        updatedAt: now,
      },
      {
        companyId,
        employeeId: person.userId,
        evaluatorId: leaderId,
        cycleId: current!.id,
        period,
        status: currentStatus,
        ...written(currentStatus),
        submittedAt: currentStatus === 'submitted' ? now : null,
        createdAt: now,
        updatedAt: now,
      },
    ];
  });
  if (rows.length > 0) await db.insert(evaluations).values(rows);

  const notes = reports.flatMap((person) => {
    const authorId = byKey.get(person.spec.leader ?? '')?.userId;
    if (!authorId) return [];
    const random = randomFor(`observations:${person.spec.email}`);
    return [0, 1, 2].map((index) => ({
      companyId,
      authorId,
      employeeId: person.userId,
      observedOn: addDays(today, -Math.round(random.between(3, 80))),
      type: random.pick(OBSERVATION_TYPES),
      visibility: (index === 0 ? 'private' : 'shared') as ObservationVisibility,
      text: random.pick(OBSERVATIONS),
      evidence: index === 2 ? 'Comentado en la reunión uno a uno.' : '',
      createdAt: now,
      updatedAt: now,
    }));
  });
  if (notes.length > 0) await db.insert(observations).values(notes);

  const profiles = reports.flatMap((person) => {
    const setBy = byKey.get(person.spec.leader ?? '')?.userId;
    if (!setBy) return [];
    const random = randomFor(`diamond:${person.spec.email}`);
    const first = random.pick(DIAMOND_CATEGORIES);
    const second = random.pick(DIAMOND_CATEGORIES.filter((category) => category !== first));
    return [
      {
        employeeId: person.userId,
        companyId,
        level: random.pick(DIAMOND_LEVELS),
        categories: [first, second],
        setBy,
        updatedAt: now,
      },
    ];
  });
  if (profiles.length > 0) await db.insert(diamondProfiles).values(profiles);

  // Each person thanks the next colleague of their team; one of them keeps it from their leader.
  const given = reports.flatMap((person, index) => {
    const colleague = reports[(index + 1) % reports.length];
    if (!colleague || colleague.userId === person.userId) return [];
    const random = randomFor(`feedback:${person.spec.email}`);
    return [
      {
        companyId,
        senderId: person.userId,
        receiverId: colleague.userId,
        category: random.pick(FEEDBACK_CATEGORIES),
        message: random.pick(FEEDBACK_MESSAGES),
        isVisible: index % 4 !== 3,
        createdAt: new Date(now.getTime() - Math.round(random.between(1, 40)) * 86_400_000),
      },
    ];
  });
  if (given.length > 0) await db.insert(feedback).values(given);
}
