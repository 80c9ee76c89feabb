import { INVITATION_VALID_DAYS, type Language } from '@tera/domain';
import { escapeHtml } from '../../email/escape-html.ts';
import type { OutgoingMail } from '../../email/mailer.ts';

const ROLE_LABELS: Record<Language, Record<string, string>> = {
  es: {
    employee: 'Empleado',
    leader: 'Líder',
    manager: 'Mánager',
    director: 'Director',
    ceo: 'CEO',
    admin: 'Administrador',
  },
  en: {
    employee: 'Employee',
    leader: 'Leader',
    manager: 'Manager',
    director: 'Director',
    ceo: 'CEO',
    admin: 'Administrator',
  },
};

const TEXTS = {
  es: {
    subject: (inviter: string, company: string) => `${inviter} te invita a unirte a ${company} en Tera`,
    greeting: 'Hola:',
    body: (inviter: string, company: string, role: string) =>
      `${inviter} te ha invitado a unirte a ${company} en Tera con el rol de ${role}.`,
    about: 'Tera es la plataforma de bienestar de tu equipo: un check-in emocional de 30 segundos al día.',
    action: 'Aceptar la invitación',
    expiry: `La invitación caduca en ${INVITATION_VALID_DAYS} días y el enlace sirve una sola vez.`,
    ignore: 'Si no esperabas esta invitación, ignora este correo.',
  },
  en: {
    subject: (inviter: string, company: string) => `${inviter} invited you to join ${company} on Tera`,
    greeting: 'Hello,',
    body: (inviter: string, company: string, role: string) =>
      `${inviter} has invited you to join ${company} on Tera as ${role}.`,
    about: "Tera is your team's wellbeing platform: a 30-second emotional check-in each day.",
    action: 'Accept the invitation',
    expiry: `The invitation expires in ${INVITATION_VALID_DAYS} days and the link works once.`,
    ignore: "If you weren't expecting this invitation, ignore this e-mail.",
  },
} as const;

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  companyName: string;
  role: string;
  link: string;
  /**
   * The invited person's language is not known yet: the mail leads in the inviter's, and keeps
   * Spanish, the product's language, after English.
   */
  inviterLanguage: Language;
}

function section(language: Language, input: InvitationMailInput) {
  const t = TEXTS[language];
  const role = ROLE_LABELS[language][input.role] ?? input.role;
  const body = t.body(input.inviterName, input.companyName, role);
  const html = `<section lang="${language}">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(t.about)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#4b5563">${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>
</section>`;
  const text = [t.greeting, '', body, t.about, '', `${t.action}: ${input.link}`, '', t.expiry, t.ignore].join(
    '\n',
  );
  return { html, text, subject: t.subject(input.inviterName, input.companyName) };
}

export function composeInvitationMail(input: InvitationMailInput): OutgoingMail {
  const languages: Language[] = input.inviterLanguage === 'en' ? ['en', 'es'] : ['es'];
  const sections = languages.map((language) => section(language, input));
  const html = `<!doctype html><html lang="${languages[0]}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
${sections.map((s) => s.html).join('\n<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">\n')}
</body></html>`;
  return {
    to: input.to,
    subject: sections.map((s) => s.subject).join(' · '),
    html,
    text: sections.map((s) => s.text).join('\n\n-----\n\n'),
  };
}
