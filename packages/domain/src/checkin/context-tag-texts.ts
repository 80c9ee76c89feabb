import type { SupportedLanguage } from '../i18n/languages.ts';
import type {
  ContextTagGroup,
  DayDynamic,
  PersonalCondition,
  SpecialSituation,
  WorkModality,
} from './context-tags.ts';

export type ContextTag = WorkModality | DayDynamic | PersonalCondition | SpecialSituation;

export interface ContextTagTexts {
  groups: Record<ContextTagGroup, string>;
  options: Record<ContextTag, string>;
}

/**
 * The names of the context tags and their groups, as the check-in screen offers them and every
 * figure by tag names them: on the screens and in the reports the server writes alike.
 */
export const CONTEXT_TAG_TEXTS: Record<SupportedLanguage, ContextTagTexts> = {
  es: {
    groups: {
      work_modality: 'Modalidad de trabajo',
      day_dynamics: 'Dinámica del día',
      personal_conditions: 'Condiciones personales',
      special_situations: 'Situaciones especiales',
    },
    options: {
      remote: 'Remoto',
      office: 'Oficina',
      hybrid: 'Híbrido',
      calm_day: 'Día tranquilo',
      busy_day: 'Día ajetreado',
      many_meetings: 'Muchas reuniones',
      individual_focus: 'Trabajo individual concentrado',
      social_interaction: 'Interacción social',
      good_breakfast: 'Buen desayuno',
      bad_sleep: 'Dormí mal',
      distracted: 'Me cuesta concentrarme',
      motivated_start: 'Empecé con motivación',
      achievement: 'Un logro',
      important_error: 'Un error importante',
      stress_outside_work: 'Estrés fuera del trabajo',
      relevant_feedback: 'Feedback relevante',
      learning_something_new: 'Aprendiendo algo nuevo',
    },
  },
  en: {
    groups: {
      work_modality: 'Work mode',
      day_dynamics: 'How the day is going',
      personal_conditions: 'Personal conditions',
      special_situations: 'Special situations',
    },
    options: {
      remote: 'Remote',
      office: 'Office',
      hybrid: 'Hybrid',
      calm_day: 'Calm day',
      busy_day: 'Busy day',
      many_meetings: 'Lots of meetings',
      individual_focus: 'Focused solo work',
      social_interaction: 'Time with people',
      good_breakfast: 'Good breakfast',
      bad_sleep: 'Slept badly',
      distracted: 'Finding it hard to focus',
      motivated_start: 'Started motivated',
      achievement: 'An achievement',
      important_error: 'An important mistake',
      stress_outside_work: 'Stress outside work',
      relevant_feedback: 'Meaningful feedback',
      learning_something_new: 'Learning something new',
    },
  },
};
