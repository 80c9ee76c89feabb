import { describe, expect, it } from 'vitest';
import { careerPlanInputSchema, type CareerPlanContent } from './career-plan-schemas.ts';
import { isReadyForRecommendations, recommendCareer } from './career-recommendations.ts';

const plan: CareerPlanContent & { targetTimeframeMonths: 12 } = {
  currentPosition: 'Analista',
  targetPosition: 'Jefa de equipo de datos',
  targetTimeframeMonths: 12,
  assignedSkills: ['SQL'],
  developmentGoals: 'Presentar resultados a dirección',
  managerNotes: 'Muy buena con clientes',
};

const catalogue = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Excel avanzado', description: 'Hojas de cálculo' },
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Liderazgo de equipos',
    description: 'Para quien lidera',
  },
  { id: '00000000-0000-4000-8000-000000000003', name: 'Análisis de datos con SQL', description: '' },
];

describe('readiness for recommendations', () => {
  it('needs the current position, the target and the timeline', () => {
    expect(isReadyForRecommendations(plan)).toBe(true);
    expect(isReadyForRecommendations({ ...plan, currentPosition: ' ' })).toBe(false);
    expect(isReadyForRecommendations({ ...plan, targetPosition: '' })).toBe(false);
    expect(isReadyForRecommendations({ ...plan, targetTimeframeMonths: null })).toBe(false);
  });
});

describe('the built-in engine', () => {
  it('recommends the assigned skills and those the target calls for, without repeats', () => {
    const answer = recommendCareer(
      { ...plan, assignedSkills: ['SQL', 'Liderazgo de equipos'] },
      catalogue,
      'es',
    );
    expect(answer.skills).toEqual([
      'SQL',
      'Liderazgo de equipos',
      'Delegación y seguimiento',
      'Conversaciones de desarrollo',
      'Análisis de datos',
      'Visualización',
      'Comunicación',
    ]);
  });

  it('answers in the reader language', () => {
    expect(recommendCareer(plan, catalogue, 'en').skills).toContain('Team leadership');
  });

  it('picks catalogue trainings sharing words with the target and skills, best match first', () => {
    const answer = recommendCareer(plan, catalogue, 'es');
    expect(answer.trainings.map((training) => training.name)).toEqual([
      'Análisis de datos con SQL',
      'Liderazgo de equipos',
    ]);
    expect(answer.aiAdvice).toBeNull();
  });

  it('spreads the steps over the timeline, ending on its last month', () => {
    expect(recommendCareer(plan, [], 'es').steps.map((step) => step.byMonth)).toEqual([3, 6, 9, 12]);
    expect(
      recommendCareer({ ...plan, targetTimeframeMonths: 3 }, [], 'en').steps.map((s) => s.byMonth),
    ).toEqual([1, 2, 3]);
  });

  it('is the same answer every time', () => {
    expect(recommendCareer(plan, catalogue, 'es')).toEqual(recommendCareer(plan, catalogue, 'es'));
  });
});

describe('a career plan', () => {
  it('takes only the listed timelines and at most 20 skills', () => {
    const base = { ...plan, targetTimeframeMonths: 12 };
    expect(careerPlanInputSchema.safeParse(base).success).toBe(true);
    expect(careerPlanInputSchema.safeParse({ ...base, targetTimeframeMonths: 7 }).success).toBe(false);
    expect(
      careerPlanInputSchema.safeParse({
        ...base,
        assignedSkills: Array.from({ length: 21 }, (_, i) => `s${i}`),
      }).success,
    ).toBe(false);
  });
});

describe('the plan form', () => {
  it('reads the timeline from its select and one skill per line', async () => {
    const { careerPlanFormSchema } = await import('./career-plan-form.ts');
    const parsed = careerPlanFormSchema.parse({
      ...plan,
      targetTimeframeMonths: '18',
      assignedSkills: 'SQL\n\n Excel ',
    });
    expect(parsed).toMatchObject({ targetTimeframeMonths: 18, assignedSkills: ['SQL', 'Excel'] });
    expect(
      careerPlanFormSchema.parse({ ...plan, targetTimeframeMonths: '', assignedSkills: '' }),
    ).toMatchObject({
      targetTimeframeMonths: null,
      assignedSkills: [],
    });
  });
});
