import type { Question, SurveySection } from './survey-questions.ts';
import type { LocalizedText } from './survey-texts.ts';

/** A survey the team wrote, in Spanish and English, to start from (docs/product/surveys.md#templates). */
export interface BuiltInTemplate {
  key: BuiltInTemplateKey;
  title: Required<LocalizedText>;
  description: Required<LocalizedText>;
  content: SurveySection[];
}

export const BUILT_IN_TEMPLATE_KEYS = ['engagement', 'enps', 'onboarding', 'wellbeing', 'manager'] as const;
export type BuiltInTemplateKey = (typeof BUILT_IN_TEMPLATE_KEYS)[number];

const t = (es: string, en: string) => ({ es, en });

const rating = (id: string, es: string, en: string): Question => ({
  id,
  type: 'rating',
  text: t(es, en),
  required: true,
});

const enps = (id: string): Question => ({
  id,
  type: 'enps',
  text: t(
    '¿Con qué probabilidad recomendarías esta empresa como lugar de trabajo a un amigo o amiga?',
    'How likely are you to recommend this company as a place to work to a friend?',
  ),
  required: true,
});

const comment = (id: string, es: string, en: string): Question => ({
  id,
  type: 'text',
  text: t(es, en),
  required: false,
});

const section = (id: string, title: LocalizedText | null, questions: Question[]): SurveySection => ({
  id,
  title,
  questions,
});

/**
 * Engagement by drivers: one agreement item per driver the research behind engagement surveys keeps
 * finding (meaning, growth, recognition, autonomy, manager support, belonging), the outcome measured
 * by eNPS, and one open question. Energy, pressure, concerns and motivation are left to the daily
 * check-in, which already measures them.
 */
const ENGAGEMENT: BuiltInTemplate = {
  key: 'engagement',
  title: t('Compromiso', 'Engagement'),
  description: t(
    'Una encuesta breve sobre lo que mueve el compromiso del equipo. Menos de cinco minutos.',
    'A short survey on what drives the team’s engagement. Under five minutes.',
  ),
  content: [
    section('drivers', t('Tu trabajo', 'Your work'), [
      rating('meaning', 'Mi trabajo tiene sentido para mí.', 'My work is meaningful to me.'),
      rating(
        'growth',
        'Aquí puedo aprender y crecer profesionalmente.',
        'I can learn and grow professionally here.',
      ),
      rating('recognition', 'Se reconoce el trabajo bien hecho.', 'Good work is recognised here.'),
      rating(
        'autonomy',
        'Tengo libertad para decidir cómo hago mi trabajo.',
        'I have freedom to decide how I do my work.',
      ),
      rating(
        'manager-support',
        'Mi responsable me apoya cuando lo necesito.',
        'My manager supports me when I need it.',
      ),
      rating('belonging', 'Siento que formo parte del equipo.', 'I feel I belong in the team.'),
    ]),
    section('outcome', t('En conjunto', 'Overall'), [
      enps('enps'),
      comment('improve', '¿Qué es lo primero que cambiarías?', 'What is the first thing you would change?'),
    ]),
  ],
};

const ENPS: BuiltInTemplate = {
  key: 'enps',
  title: t('eNPS', 'eNPS'),
  description: t(
    'Una pregunta y un porqué: ¿recomendarías la empresa como lugar de trabajo?',
    'One question and a why: would you recommend the company as a place to work?',
  ),
  content: [
    section('enps', null, [
      enps('enps'),
      comment(
        'enps-why',
        '¿Cuál es la razón principal de tu puntuación?',
        'What is the main reason for your score?',
      ),
    ]),
  ],
};

const ONBOARDING: BuiltInTemplate = {
  key: 'onboarding',
  title: t('Incorporación', 'Onboarding'),
  description: t(
    'Para quienes acaban de llegar: cómo han sido sus primeras semanas.',
    'For newcomers: how their first weeks have gone.',
  ),
  content: [
    section('first-weeks', t('Tus primeras semanas', 'Your first weeks'), [
      rating('role-clear', 'Tengo claro qué se espera de mí.', 'I understand what is expected of me.'),
      rating(
        'tools',
        'Tuve lo necesario para trabajar desde el primer día.',
        'I had what I needed to work from day one.',
      ),
      rating(
        'welcome',
        'El equipo me ha hecho sentir bienvenido o bienvenida.',
        'The team has made me feel welcome.',
      ),
      rating('who-to-ask', 'Sé a quién pedir ayuda.', 'I know whom to ask for help.'),
      {
        id: 'most-useful',
        type: 'single',
        text: t('¿Qué te ayudó más a empezar?', 'What helped you most to get started?'),
        required: false,
        options: [
          { id: 'buddy', text: t('Una persona de referencia', 'A buddy') },
          { id: 'manager', text: t('Mi responsable', 'My manager') },
          { id: 'docs', text: t('La documentación', 'The documentation') },
          { id: 'team', text: t('El equipo en general', 'The team as a whole') },
        ],
      },
      comment(
        'onboarding-improve',
        '¿Qué mejorarías de tu incorporación?',
        'What would you improve about your onboarding?',
      ),
    ]),
  ],
};

const WELLBEING: BuiltInTemplate = {
  key: 'wellbeing',
  title: t('Bienestar', 'Wellbeing'),
  description: t(
    'Cómo cuida la empresa del equipo. El día a día ya lo recoge el check-in diario.',
    'How the company looks after its people. The day to day is already in the daily check-in.',
  ),
  content: [
    section('balance', t('Equilibrio y apoyo', 'Balance and support'), [
      rating(
        'disconnect',
        'Puedo desconectar del trabajo fuera de mi horario.',
        'I can switch off from work outside my hours.',
      ),
      rating('flexibility', 'Tengo la flexibilidad que necesito.', 'I have the flexibility I need.'),
      rating(
        'speak-up',
        'Puedo decir que algo no va bien sin miedo.',
        'I can say something is wrong without fear.',
      ),
      rating(
        'resources',
        'Conozco los recursos de apoyo que ofrece la empresa.',
        'I know the support the company offers.',
      ),
      {
        id: 'wellbeing-help',
        type: 'multiple',
        text: t('¿Qué te ayudaría más?', 'What would help you most?'),
        required: false,
        options: [
          { id: 'flexible-hours', text: t('Horario más flexible', 'More flexible hours') },
          { id: 'remote', text: t('Más trabajo en remoto', 'More remote work') },
          { id: 'priorities', text: t('Prioridades más claras', 'Clearer priorities') },
          { id: 'support', text: t('Apoyo psicológico', 'Psychological support') },
        ],
      },
      comment(
        'wellbeing-idea',
        '¿Alguna idea para cuidarnos mejor?',
        'Any idea for looking after each other better?',
      ),
    ]),
  ],
};

const MANAGER: BuiltInTemplate = {
  key: 'manager',
  title: t('Eficacia del liderazgo', 'Manager effectiveness'),
  description: t(
    'Cómo ayuda cada responsable a su equipo; se lee por equipos.',
    'How each manager helps their team; read team by team.',
  ),
  content: [
    section('manager', t('Tu responsable', 'Your manager'), [
      rating('feedback', 'Mi responsable me da feedback útil.', 'My manager gives me useful feedback.'),
      rating(
        'priorities',
        'Mi responsable deja claras las prioridades.',
        'My manager makes priorities clear.',
      ),
      rating(
        'care',
        'Mi responsable se interesa por mí como persona.',
        'My manager cares about me as a person.',
      ),
      rating(
        'growth-talk',
        'Hablamos de mi desarrollo con regularidad.',
        'We talk about my development regularly.',
      ),
      rating('trust', 'Confío en las decisiones de mi responsable.', 'I trust my manager’s decisions.'),
      comment('manager-keep', '¿Qué debería seguir haciendo?', 'What should they keep doing?'),
      comment('manager-change', '¿Qué debería hacer de otra manera?', 'What should they do differently?'),
    ]),
  ],
};

export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  ENGAGEMENT,
  ENPS,
  ONBOARDING,
  WELLBEING,
  MANAGER,
];

export const builtInTemplate = (key: string) => BUILT_IN_TEMPLATES.find((template) => template.key === key);
