import {
  addDays,
  localParts,
  TEMPLATE_VARIABLES,
  type NotificationType,
  type SupportedLanguage,
} from '@tera/domain';
import { publicUrl, type Config } from '../../config.ts';
import {
  billingPath,
  CHECKIN_PATH,
  digestWeekStart,
  formatDay,
  LEADER_PANEL_PATH,
  pauseLink,
  unsubscribeLink,
} from './notification-links.ts';
import type { TemplateValues } from './template-engine.ts';

/** Stands where a real mail's signed token goes: the page it opens changes nothing for anyone. */
const SAMPLE_TOKEN = 'ejemplo';

const SAMPLE_TEXTS = {
  es: {
    message: '(Aquí irá el mensaje personalizado de la programación, si tiene uno.)',
    pulse: '70 (ejemplo)',
    participation: '80 % (ejemplo)',
    answered: '8 de 10 personas (ejemplo)',
    survey: 'Encuesta de clima (ejemplo)',
  },
  en: {
    message: "(The schedule's custom message goes here, when it has one.)",
    pulse: '70 (sample)',
    participation: '80% (sample)',
    answered: '8 of 10 people (sample)',
    survey: 'Engagement survey (sample)',
  },
} as const satisfies Record<SupportedLanguage, unknown>;

export interface SampleRecipient {
  name: string;
  company: string;
  companySlug: string;
  timeZone: string;
}

export function sampleUnsubscribeLink(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return unsubscribeLink(publicUrl(config), SAMPLE_TOKEN);
}

/**
 * The values a preview or a test mail fills a template with: the admin as the recipient, real
 * links into the app, and figures that say they are samples. Every variable of the type has one.
 */
export function sampleValues(
  type: NotificationType,
  language: SupportedLanguage,
  recipient: SampleRecipient,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  now: Date,
): TemplateValues {
  const base = publicUrl(config);
  const texts = SAMPLE_TEXTS[language];
  const today = localParts(now, recipient.timeZone).date;
  const all: Record<string, string> = {
    name: recipient.name,
    firstName: recipient.name.trim().split(/\s+/)[0] ?? recipient.name,
    company: recipient.company,
    date: formatDay(today, language, true),
    checkinLink: `${base}${CHECKIN_PATH}`,
    pauseLink: pauseLink(base, SAMPLE_TOKEN),
    panelLink: `${base}${LEADER_PANEL_PATH}`,
    week: formatDay(digestWeekStart(today), language, false),
    pulse: texts.pulse,
    participation: texts.participation,
    answered: texts.answered,
    message: texts.message,
    survey: texts.survey,
    closesOn: formatDay(addDays(today, 14), language, true),
    // A sample survey has no page of its own; the dashboard lists a person's open surveys.
    surveyLink: `${base}${CHECKIN_PATH}`,
    endsOn: formatDay(addDays(today, 3), language, true),
    billingLink: `${base}${billingPath(recipient.companySlug)}`,
  };
  return Object.fromEntries(TEMPLATE_VARIABLES[type].map((name) => [name, all[name] ?? '']));
}
