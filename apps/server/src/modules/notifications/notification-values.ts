import type { NotificationType, SupportedLanguage } from '@tera/domain';
import type { ClaimedDelivery, DueSchedule } from './claim-occurrences.ts';
import type { DigestFigures } from './digest-figures.ts';
import { CHECKIN_PATH, LEADER_PANEL_PATH, digestWeekStart, formatDay } from './notification-links.ts';
import type { PushMessage } from './push-sender.ts';
import type { TemplateValues } from './template-engine.ts';

/** A leader's released figures for the digest's week, or null when none were released. */
export type FiguresOf = (leaderId: string) => Promise<DigestFigures | null>;

const TEXTS = {
  es: {
    participation: (percent: number) => `${percent} %`,
    answered: (answers: number, days: number) =>
      `${answers} ${answers === 1 ? 'respuesta' : 'respuestas'} en ${days} ${days === 1 ? 'día' : 'días'}`,
    withheld: 'sin cifra',
    push: { title: 'Tera', body: '¿Cómo llegas hoy? Tu check-in lleva menos de un minuto.' },
  },
  en: {
    participation: (percent: number) => `${percent}%`,
    answered: (answers: number, days: number) =>
      `${answers} ${answers === 1 ? 'answer' : 'answers'} over ${days} ${days === 1 ? 'day' : 'days'}`,
    withheld: 'not shown',
    push: { title: 'Tera', body: 'How are you arriving today? Your check-in takes less than a minute.' },
  },
} as const;

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/**
 * What one person's notification fills its template with. A digest whose week released no
 * figure has nothing to tell, and is not sent (null).
 */
export async function notificationValues(
  schedule: DueSchedule,
  delivery: ClaimedDelivery,
  language: SupportedLanguage,
  links: { base: string; pauseLink: string; figuresOf: FiguresOf },
): Promise<TemplateValues | null> {
  const common = {
    name: delivery.fullName,
    firstName: firstName(delivery.fullName),
    company: schedule.companyName,
    message: schedule.customMessage ?? '',
  };
  if (schedule.type === 'daily_reminder') {
    return {
      ...common,
      date: formatDay(delivery.occurrence, language, true),
      checkinLink: `${links.base}${CHECKIN_PATH}`,
      pauseLink: links.pauseLink,
    };
  }
  const figures = await links.figuresOf(delivery.userId);
  if (!figures) return null;
  const texts = TEXTS[language];
  return {
    ...common,
    week: formatDay(digestWeekStart(delivery.occurrence), language, false),
    pulse: figures.pulse === null ? texts.withheld : String(figures.pulse),
    participation: texts.participation(figures.participation),
    answered: texts.answered(figures.answers, figures.releasedDays),
    panelLink: `${links.base}${LEADER_PANEL_PATH}`,
  };
}

/** The push that stands for a type's mail: short, and opening where the mail's button leads. */
export function pushMessage(type: NotificationType, language: SupportedLanguage, base: string): PushMessage {
  return { ...TEXTS[language].push, url: `${base}${CHECKIN_PATH}`, tag: `tera-${type}` };
}
