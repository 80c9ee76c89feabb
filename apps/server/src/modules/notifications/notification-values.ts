import {
  isBillingNotification,
  isSurveyNotification,
  surveyStatusOn,
  type BillingNotificationType,
  type NoticeWindow,
  type NotificationType,
  type SupportedLanguage,
} from '@tera/domain';
import type { ClaimedDelivery, DueSchedule } from './claim-occurrences.ts';
import type { DigestFigures } from './digest-figures.ts';
import {
  billingPath,
  CHECKIN_PATH,
  LEADER_PANEL_PATH,
  digestWeekStart,
  formatDay,
  surveyPath,
} from './notification-links.ts';
import type { PushMessage } from './push-sender.ts';
import { surveyTitle, type SurveyForMail } from './survey-subjects.ts';
import type { TemplateValues } from './template-engine.ts';

/** A leader's released figures for the digest's week, or null when none were released. */
export type FiguresOf = (leaderId: string) => Promise<DigestFigures | null>;

/** What one scheduler pass reads once and fills many mails with. */
export interface PassReads {
  figuresOf: FiguresOf;
  surveyOf: (surveyId: string) => Promise<SurveyForMail | null>;
  noticeWindowOf: (
    type: BillingNotificationType,
    subscriptionId: string,
    timeZone: string,
  ) => Promise<NoticeWindow | null>;
}

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
 * figure, a survey's mail once the survey is no longer open, or a billing notice once resolved
 * (the plan chosen, the payment made), has nothing to tell, and is not sent (null).
 */
export async function notificationValues(
  schedule: DueSchedule,
  delivery: ClaimedDelivery,
  language: SupportedLanguage,
  links: { base: string; pauseLink: string } & PassReads,
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
  if (isSurveyNotification(schedule.type)) {
    const survey = delivery.subjectId === null ? null : await links.surveyOf(delivery.subjectId);
    if (survey?.closesOn == null || surveyStatusOn(survey, delivery.occurrence) !== 'open') return null;
    return {
      ...common,
      survey: surveyTitle(survey, language),
      closesOn: formatDay(survey.closesOn, language, true),
      surveyLink: `${links.base}${surveyPath(schedule.companySlug, delivery.subjectId!)}`,
    };
  }
  if (isBillingNotification(schedule.type)) {
    const window =
      delivery.subjectId === null
        ? null
        : await links.noticeWindowOf(schedule.type, delivery.subjectId, schedule.companyTimeZone);
    if (!window) return null;
    return {
      ...common,
      endsOn: formatDay(window.endsOn, language, true),
      billingLink: `${links.base}${billingPath(schedule.companySlug)}`,
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
