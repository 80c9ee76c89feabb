import { and, eq } from 'drizzle-orm';
import { PAST_DUE_GRACE_DAYS, type Language } from '@tera/domain';
import { publicUrl } from '../../config.ts';
import { companies, userProfiles } from '../../db/schema/index.ts';
import { composeActionMail } from '../../email/action-mail.ts';
import type { AppDeps } from '../../http/app-env.ts';

export type BillingWarning = 'paymentFailed' | 'trialEnding';

const DATE_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

const TEXTS = {
  es: {
    greeting: (name: string) => `Hola, ${name}:`,
    paymentFailed: {
      subject: (company: string) => `No se pudo cobrar la suscripción de ${company} en Tera`,
      body: (company: string, until: string) =>
        `El último pago de la suscripción de ${company} no se ha podido cobrar. Volveremos a intentarlo; mientras tanto todo sigue funcionando hasta el ${until}.`,
      next: `Si el pago no se completa en ${PAST_DUE_GRACE_DAYS} días tras el fin del periodo, los análisis de líderes y administradores se pausarán. Los check-ins de cada persona siguen funcionando siempre.`,
    },
    trialEnding: {
      subject: (company: string) => `La prueba de ${company} en Tera termina pronto`,
      body: (company: string, until: string) => `La prueba gratuita de ${company} termina el ${until}.`,
      next: 'Elige un plan para seguir usando los análisis. Los check-ins de cada persona siguen funcionando siempre.',
    },
    action: 'Ver la facturación',
    why: 'Recibes este correo porque administras la empresa en Tera.',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    paymentFailed: {
      subject: (company: string) => `The payment for ${company}'s Tera subscription failed`,
      body: (company: string, until: string) =>
        `The latest payment for ${company}'s subscription could not be collected. It will be retried; meanwhile everything keeps working until ${until}.`,
      next: `If the payment does not go through within ${PAST_DUE_GRACE_DAYS} days of the period's end, leader and admin analytics will pause. Everyone's own check-ins always keep working.`,
    },
    trialEnding: {
      subject: (company: string) => `${company}'s Tera trial ends soon`,
      body: (company: string, until: string) => `${company}'s free trial ends on ${until}.`,
      next: "Choose a plan to keep using analytics. Everyone's own check-ins always keep working.",
    },
    action: 'See billing',
    why: 'You receive this e-mail because you run the company on Tera.',
  },
} as const;

/**
 * Warns the company's active admins, each in their own language, after the event is stored: a
 * failed mail stays in the outbox and never makes the provider send the event again.
 */
export async function mailBillingWarning(
  deps: Pick<AppDeps, 'config' | 'database' | 'mailer'>,
  companyId: string,
  warning: BillingWarning,
  until: Date,
): Promise<void> {
  const db = deps.database.db;
  const [company] = await db
    .select({ name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return;
  const admins = await db
    .select({ email: userProfiles.email, fullName: userProfiles.fullName, language: userProfiles.language })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.companyId, companyId),
        eq(userProfiles.role, 'admin'),
        eq(userProfiles.isActive, true),
      ),
    );
  const link = `${publicUrl(deps.config)}/empresa/${company.slug}/admin/billing`;
  for (const admin of admins) {
    const language: Language = admin.language === 'en' ? 'en' : 'es';
    const t = TEXTS[language];
    const date = until.toLocaleDateString(language === 'en' ? 'en-GB' : 'es-ES', DATE_FORMAT);
    await deps.mailer.send(
      composeActionMail({
        to: admin.email,
        language,
        subject: t[warning].subject(company.name),
        greeting: t.greeting(admin.fullName),
        paragraphs: [t[warning].body(company.name, date), t[warning].next],
        actions: [{ label: t.action, link }],
        notes: [t.why],
      }),
    );
  }
}
