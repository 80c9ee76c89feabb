import { z } from 'zod';
import type { SupportedLanguage } from '../i18n/languages.ts';
import type { CareerPlanContent, CareerTimeframe } from './career-plan-schemas.ts';

/** Rules: docs/product/trainings-and-careers.md#recommendations and decision 023. */
export const RECOMMENDED_TRAININGS_MAX = 5;

/** Recommendations need the current position, the target position and the timeline. */
export function isReadyForRecommendations(
  plan: Pick<CareerPlanContent, 'currentPosition' | 'targetPosition' | 'targetTimeframeMonths'>,
): plan is typeof plan & { targetTimeframeMonths: CareerTimeframe } {
  return (
    plan.currentPosition.trim() !== '' &&
    plan.targetPosition.trim() !== '' &&
    plan.targetTimeframeMonths !== null
  );
}

export const careerRecommendationsSchema = z.object({
  skills: z.array(z.string()),
  trainings: z.array(z.object({ id: z.uuid(), name: z.string() })),
  steps: z.array(z.object({ byMonth: z.int(), text: z.string() })),
  /** The AI provider's advice, when one is configured, the plan has aiInsights and it answered. */
  aiAdvice: z.string().nullable(),
});
export type CareerRecommendations = z.output<typeof careerRecommendationsSchema>;

interface CatalogueEntry {
  id: string;
  name: string;
  description: string;
}

type Texts = Record<SupportedLanguage, string>;

/** Skills the target position's words call for: each family is found by its stems in both languages. */
const SKILL_FAMILIES: { stems: string[]; skills: Texts[] }[] = [
  {
    stems: ['lead', 'líder', 'lider', 'manag', 'jef', 'direct', 'head', 'coordin', 'respons'],
    skills: [
      { es: 'Liderazgo de equipos', en: 'Team leadership' },
      { es: 'Delegación y seguimiento', en: 'Delegation and follow-up' },
      { es: 'Conversaciones de desarrollo', en: 'Development conversations' },
    ],
  },
  {
    stems: ['senior', 'sénior', 'principal', 'staff', 'expert', 'arquitect', 'architect'],
    skills: [
      { es: 'Mentoría', en: 'Mentoring' },
      { es: 'Diseño de soluciones', en: 'Solution design' },
    ],
  },
  {
    stems: ['dat', 'analy', 'anali'],
    skills: [
      { es: 'Análisis de datos', en: 'Data analysis' },
      { es: 'Visualización', en: 'Visualisation' },
    ],
  },
  {
    stems: ['sales', 'venta', 'comercial', 'account', 'cuenta'],
    skills: [
      { es: 'Negociación', en: 'Negotiation' },
      { es: 'Gestión de clientes', en: 'Client management' },
    ],
  },
  {
    stems: ['design', 'diseñ', 'ux', 'produc'],
    skills: [
      { es: 'Investigación con usuarios', en: 'User research' },
      { es: 'Priorización', en: 'Prioritisation' },
    ],
  },
  {
    stems: ['people', 'person', 'rrhh', 'hr', 'talent', 'recurs'],
    skills: [
      { es: 'Gestión del talento', en: 'Talent management' },
      { es: 'Derecho laboral básico', en: 'Employment law basics' },
    ],
  },
];
const EVERY_PLAN_SKILL: Texts = { es: 'Comunicación', en: 'Communication' };

const STEPS: ((target: string) => Texts)[] = [
  (target) => ({
    es: `Acordar con tu responsable qué significa «${target}» y cómo se medirá el avance`,
    en: `Agree with your leader what "${target}" means and how progress will be measured`,
  }),
  () => ({
    es: 'Completar las formaciones recomendadas y aplicar cada una en un proyecto real',
    en: 'Complete the recommended trainings and apply each one in a real project',
  }),
  () => ({
    es: 'Asumir responsabilidades del puesto objetivo con acompañamiento',
    en: 'Take on responsibilities of the target role with support',
  }),
  (target) => ({
    es: `Revisar el plan con tu responsable y valorar el paso a «${target}»`,
    en: `Review the plan with your leader and weigh the move to "${target}"`,
  }),
];

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);

const STOP_WORDS = new Set([
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'en',
  'y',
  'of',
  'the',
  'and',
  'to',
  'for',
  'con',
  'para',
]);

function skillsFor(plan: CareerPlanContent, language: SupportedLanguage): string[] {
  const targetWords = words(plan.targetPosition);
  const called = SKILL_FAMILIES.filter((family) =>
    family.stems.some((stem) => targetWords.some((word) => word.startsWith(stem))),
  ).flatMap((family) => family.skills.map((skill) => skill[language]));
  const all = [...plan.assignedSkills, ...called, EVERY_PLAN_SKILL[language]];
  const seen = new Set<string>();
  return all.filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function trainingsFor(plan: CareerPlanContent, skills: string[], catalogue: CatalogueEntry[]) {
  const wanted = new Set(
    [plan.targetPosition, plan.developmentGoals, ...skills]
      .flatMap(words)
      .filter((word) => !STOP_WORDS.has(word)),
  );
  return catalogue
    .map((entry, order) => ({
      entry,
      order,
      score: new Set(words(`${entry.name} ${entry.description}`).filter((word) => wanted.has(word))).size,
    }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, RECOMMENDED_TRAININGS_MAX)
    .map(({ entry }) => ({ id: entry.id, name: entry.name }));
}

/**
 * The built-in engine: always answers for a ready plan, from the plan and the catalogue alone,
 * the same way every time (decision 023). The steps are spread evenly over the timeline.
 */
export function recommendCareer(
  plan: CareerPlanContent & { targetTimeframeMonths: CareerTimeframe },
  catalogue: CatalogueEntry[],
  language: SupportedLanguage,
): CareerRecommendations {
  const skills = skillsFor(plan, language);
  const months = plan.targetTimeframeMonths;
  const steps = STEPS.slice(0, months <= 3 ? 3 : STEPS.length).map((step, index, chosen) => ({
    byMonth: Math.max(1, Math.round((months * (index + 1)) / chosen.length)),
    text: step(plan.targetPosition.trim())[language],
  }));
  return { skills, trainings: trainingsFor(plan, skills, catalogue), steps, aiAdvice: null };
}
