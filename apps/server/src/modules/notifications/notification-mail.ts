import type { NotificationType, RenderedMail, SupportedLanguage, TemplateContent } from '@tera/domain';
import { renderTemplate, type TemplateValues } from './template-engine.ts';

const FRAME_TEXTS = {
  es: {
    footer: {
      daily_reminder: 'Recibes este recordatorio porque tu empresa usa Tera para el check-in diario.',
      weekly_digest: 'Recibes este resumen porque lideras un equipo en Tera.',
      survey_invitation: 'Recibes esta invitación porque tu empresa te incluyó en una encuesta en Tera.',
      survey_reminder: 'Recibes este recordatorio porque tu empresa te incluyó en una encuesta en Tera.',
      trial_ending: 'Recibes este aviso porque administras la empresa en Tera.',
      payment_failed: 'Recibes este aviso porque administras la empresa en Tera.',
    },
    unsubscribe: 'Gestionar o dejar de recibir estos correos',
    test: '[Prueba] ',
  },
  en: {
    footer: {
      daily_reminder: 'You receive this reminder because your company uses Tera for the daily check-in.',
      weekly_digest: 'You receive this digest because you lead a team on Tera.',
      survey_invitation: 'You receive this invitation because your company included you in a survey on Tera.',
      survey_reminder: 'You receive this reminder because your company included you in a survey on Tera.',
      trial_ending: 'You receive this notice because you run the company on Tera.',
      payment_failed: 'You receive this notice because you run the company on Tera.',
    },
    unsubscribe: 'Manage or stop these e-mails',
    test: '[Test] ',
  },
} as const satisfies Record<SupportedLanguage, unknown>;

export interface NotificationMailInput {
  type: NotificationType;
  language: SupportedLanguage;
  content: TemplateContent;
  values: TemplateValues;
  company: string | null;
  /** The signed page where the person manages this type; null only for a test mail. */
  unsubscribeLink: string | null;
  /** A test mail says so in its subject. */
  test?: boolean;
}

/** A notification mail: the template's parts in Tera's frame, with the footer no template removes. */
export async function composeNotificationMail(input: NotificationMailInput): Promise<RenderedMail> {
  const texts = FRAME_TEXTS[input.language];
  const mail = await renderTemplate(input.content, input.values, {
    language: input.language,
    company: input.company,
    footer: texts.footer[input.type],
    unsubscribeLink: input.unsubscribeLink,
    unsubscribeLabel: texts.unsubscribe,
  });
  return input.test ? { ...mail, subject: texts.test + mail.subject } : mail;
}
