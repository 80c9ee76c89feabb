import type { ComponentStatus, FeatureStatus, Language, SystemIssue, SystemStatus } from '@tera/domain';
import { isAiConfigured, isPaymentsConfigured } from '../../config.ts';
import type { AppDeps } from '../../http/app-env.ts';

const ISSUE_TEXT: Record<Language, Record<ComponentStatus['name'], Record<'missing' | 'error', string>>> = {
  es: {
    database: {
      missing: 'No hay base de datos configurada.',
      error: 'La base de datos no responde. Revisa DATABASE_URL y que el servidor PostgreSQL esté en marcha.',
    },
    email: {
      missing: 'SMTP_URL no está configurada: los correos quedan en la bandeja de salida y no se envían.',
      error: 'El servidor SMTP no responde: los correos quedan en la bandeja de salida.',
    },
    payments: {
      missing: 'Stripe no está configurado: el pago en línea está desactivado.',
      error: 'Stripe no responde: el pago en línea no está disponible.',
    },
    ai: {
      missing: 'AI_BASE_URL y AI_API_KEY no están configuradas: el asistente de IA está desactivado.',
      error: 'El proveedor de IA no responde.',
    },
  },
  en: {
    database: {
      missing: 'No database is configured.',
      error: 'The database does not answer. Check DATABASE_URL and that the PostgreSQL server is running.',
    },
    email: {
      missing: 'SMTP_URL is not set: e-mails stay in the outbox and are not delivered.',
      error: 'The SMTP server does not answer: e-mails stay in the outbox.',
    },
    payments: {
      missing: 'Stripe is not configured: online payment is disabled.',
      error: 'Stripe does not answer: online payment is unavailable.',
    },
    ai: {
      missing: 'AI_BASE_URL and AI_API_KEY are not set: the AI assistant is disabled.',
      error: 'The AI provider does not answer.',
    },
  },
};

const EMAIL_CHECK_TTL_MS = 30_000;
type Mailer = AppDeps['mailer'];
/** The last answer of each mailer's SMTP server: an app's check says nothing of another's server. */
const emailChecks = new WeakMap<Mailer, { at: number; result: Awaited<ReturnType<Mailer['verify']>> }>();

async function checkEmail(deps: AppDeps): Promise<ComponentStatus> {
  if (!deps.mailer.isDeliveryConfigured) return { name: 'email', status: 'missing', critical: false };
  const now = Date.now();
  let emailCheck = emailChecks.get(deps.mailer);
  if (!emailCheck || now - emailCheck.at > EMAIL_CHECK_TTL_MS) {
    emailCheck = { at: now, result: await deps.mailer.verify() };
    emailChecks.set(deps.mailer, emailCheck);
  }
  const { result } = emailCheck;
  return result.ok
    ? { name: 'email', status: 'ok', critical: false }
    : { name: 'email', status: 'error', critical: false, detail: result.detail };
}

export async function readSystemStatus(deps: AppDeps, language: Language): Promise<SystemStatus> {
  const database = await deps.monitor.check();
  const components: ComponentStatus[] = [
    database.state === 'ok'
      ? { name: 'database', status: 'ok', critical: true, detail: deps.database.kind }
      : {
          name: 'database',
          status: 'error',
          critical: true,
          detail: database.state === 'error' ? database.detail : 'starting',
        },
    await checkEmail(deps),
    { name: 'payments', status: isPaymentsConfigured(deps.config) ? 'ok' : 'missing', critical: false },
    { name: 'ai', status: isAiConfigured(deps.config) ? 'ok' : 'missing', critical: false },
  ];
  const isOk = (name: ComponentStatus['name']) => components.find((c) => c.name === name)?.status === 'ok';
  const features: FeatureStatus[] = [
    { name: 'emailDelivery', enabled: isOk('email') },
    { name: 'onlinePayments', enabled: isOk('payments') },
    { name: 'aiAssistant', enabled: isOk('ai') },
  ];
  const issues: SystemIssue[] = components
    .filter((c) => c.status !== 'ok')
    .map((c) => ({
      severity: c.critical ? 'critical' : 'warning',
      component: c.name,
      message: ISSUE_TEXT[language][c.name][c.status === 'missing' ? 'missing' : 'error'],
    }));
  return { components, features, issues };
}
