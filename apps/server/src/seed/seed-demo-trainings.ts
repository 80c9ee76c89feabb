import {
  addDays,
  ASSIGNMENT_TYPES,
  localParts,
  type CareerTimeframe,
  type StoredTrainingStatus,
  type TrainingModality,
  type TrainingSource,
} from '@tera/domain';
import type { Db } from '../db/database.ts';
import { careerPlans, trainingAssignments, trainings } from '../db/schema/index.ts';
import { DEMO_COMPANY } from './demo-people.ts';
import { randomFor } from './seeded-random.ts';
import type { SeededPerson } from './seed-demo-people.ts';

interface CatalogueEntry {
  name: string;
  modality: TrainingModality;
  source: TrainingSource;
  durationHours: number | null;
  description: string;
  link: string | null;
  videoUrl: string | null;
}

const CATALOGUE: CatalogueEntry[] = [
  {
    name: 'Liderazgo de equipos',
    modality: 'Presencial',
    source: 'Interno',
    durationHours: 12,
    description: 'Para quien empieza a liderar: delegar, acompañar y dar feedback.',
    link: null,
    videoUrl: 'https://formacion.demo.tera.local/videos/liderazgo',
  },
  {
    name: 'Comunicación eficaz',
    modality: 'Online',
    source: 'Externo',
    durationHours: 6,
    description: 'Presentaciones claras y conversaciones difíciles.',
    link: 'https://formacion.demo.tera.local/comunicacion',
    videoUrl: null,
  },
  {
    name: 'Análisis de datos con SQL',
    modality: 'Online',
    source: 'Autoestudio',
    durationHours: 20,
    description: 'Consultas, agregados y visualización de datos de producto.',
    link: 'https://formacion.demo.tera.local/sql',
    videoUrl: 'https://formacion.demo.tera.local/videos/sql',
  },
  {
    name: 'Negociación comercial',
    modality: 'Híbrido',
    source: 'Externo',
    durationHours: 8,
    description: 'Preparar, negociar y cerrar acuerdos con clientes.',
    link: null,
    videoUrl: null,
  },
  {
    name: 'Investigación con usuarios',
    modality: 'Presencial',
    source: 'Interno',
    durationHours: 10,
    description: 'Entrevistas, pruebas de usabilidad y síntesis para diseño y producto.',
    link: null,
    videoUrl: null,
  },
  {
    name: 'Seguridad de la información',
    modality: 'Online',
    source: 'Interno',
    durationHours: 2,
    description: 'Contraseñas, phishing y manejo de datos de clientes.',
    link: 'https://formacion.demo.tera.local/seguridad',
    videoUrl: 'https://formacion.demo.tera.local/videos/seguridad',
  },
  {
    name: 'Gestión del tiempo',
    modality: 'Online',
    source: 'Autoestudio',
    durationHours: null,
    description: 'Priorizar la semana y proteger el tiempo de trabajo profundo.',
    link: null,
    videoUrl: null,
  },
];

/** Javier, the demo's first employee login, holds one assignment in each status. */
const EVERY_STATUS: { status: StoredTrainingStatus; dueIn: number }[] = [
  { status: 'assigned', dueIn: 21 },
  { status: 'in_progress', dueIn: 10 },
  { status: 'completed', dueIn: -5 },
  { status: 'assigned', dueIn: -3 },
  { status: 'skipped', dueIn: 14 },
];

const PLANS: Record<
  string,
  { current: string; target: string; months: CareerTimeframe; skills: string[]; goals: string }
> = {
  javier: {
    current: 'Desarrollador',
    target: 'Desarrollador sénior',
    months: 12,
    skills: ['Diseño de soluciones', 'Revisión de código'],
    goals: 'Liderar el diseño técnico de una funcionalidad completa.',
  },
  alba: {
    current: 'Analista de datos',
    target: 'Jefa de equipo de datos',
    months: 18,
    skills: ['SQL', 'Presentación de resultados'],
    goals: 'Presentar cada trimestre los resultados de producto a dirección.',
  },
  sofia: {
    current: 'Ejecutiva de cuentas',
    target: 'Responsable de cuentas clave',
    months: 24,
    skills: ['Negociación', 'Gestión de clientes'],
    goals: 'Llevar las tres cuentas más grandes del equipo.',
  },
};

/**
 * The demo catalogue, assignments for the people who report to someone (each status among them,
 * overdue read from the calendar), and career plans for three people written by their leaders.
 */
export async function seedDemoTrainings(db: Db, people: readonly SeededPerson[], now: Date): Promise<void> {
  const companyId = people.find(({ companyId }) => companyId !== null)?.companyId;
  if (!companyId) return;
  const today = localParts(now, DEMO_COMPANY.timeZone).date;
  const byKey = new Map(people.map((person) => [person.spec.key, person]));
  const creator = people.find(({ spec }) => spec.role === 'admin' && spec.inCompany);
  const catalogue = await db
    .insert(trainings)
    .values(
      CATALOGUE.map((entry) => ({ companyId, createdBy: creator?.userId ?? null, ...entry, createdAt: now })),
    )
    .returning();

  const rows: (typeof trainingAssignments.$inferInsert)[] = [];
  for (const person of people) {
    const leader = person.spec.leader ? byKey.get(person.spec.leader) : undefined;
    if (!leader || person.companyId !== companyId) continue;
    const random = randomFor(`trainings:${person.spec.email}`);
    const plan =
      person.spec.key === 'javier'
        ? EVERY_STATUS
        : [0, 1].map(() => ({
            status: random.pick(['assigned', 'in_progress', 'completed', 'skipped'] as const),
            dueIn: Math.round(random.between(-10, 40)),
          }));
    plan.forEach(({ status, dueIn }, index) => {
      const training =
        catalogue[(index + Math.floor(random.between(0, catalogue.length))) % catalogue.length]!;
      const started = status === 'in_progress' || status === 'completed' ? now : null;
      rows.push({
        companyId,
        employeeId: person.userId,
        assignedBy: leader.userId,
        trainingId: training.id,
        name: training.name,
        assignmentType: random.pick(ASSIGNMENT_TYPES),
        durationHours: training.durationHours ?? 4,
        modality: training.modality,
        source: training.source,
        dueOn: addDays(today, dueIn),
        status,
        startedAt: started,
        completedAt: status === 'completed' ? now : null,
        skippedAt: status === 'skipped' ? now : null,
        createdAt: now,
        updatedAt: now,
      });
    });
  }
  if (rows.length > 0) await db.insert(trainingAssignments).values(rows);

  const plans = Object.entries(PLANS).flatMap(([key, plan]) => {
    const person = byKey.get(key);
    const leader = person?.spec.leader ? byKey.get(person.spec.leader) : undefined;
    if (!person || !leader) return [];
    return [
      {
        companyId,
        employeeId: person.userId,
        currentPosition: plan.current,
        targetPosition: plan.target,
        targetTimeframeMonths: plan.months,
        assignedSkills: plan.skills,
        developmentGoals: plan.goals,
        managerNotes: '',
        updatedBy: leader.userId,
        createdAt: now,
        updatedAt: now,
      },
    ];
  });
  if (plans.length > 0) await db.insert(careerPlans).values(plans);
}
