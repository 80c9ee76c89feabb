import { z } from 'zod';

/** What happens to a person of a covered domain whom the company has neither invited nor added. */
export const SSO_UNKNOWN_PEOPLE = ['refuse', 'provision'] as const;
export type SsoUnknownPeople = (typeof SSO_UNKNOWN_PEOPLE)[number];

/** A company with more domains than this runs several brands, and should say so to support. */
export const SSO_DOMAINS_MAX = 20;
/** How long a sign-in sent to the provider may take to come back. */
export const SSO_ATTEMPT_MINUTES = 10;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A scheme, a host with an optional port, and a path: no credentials, query or fragment. */
const ISSUER_PATTERN = /^(https?):\/\/([a-z0-9.-]+(?::\d{1,5})?|\[::1\](?::\d{1,5})?)(\/[^\s?#]*)?$/i;
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * An issuer is an https address; plain http only on the machine itself, where nothing travels
 * over a network (a provider run beside Tera, or in its tests).
 */
export function isAcceptableIssuer(value: string): boolean {
  const match = ISSUER_PATTERN.exec(value);
  if (!match) return false;
  const [, scheme, host] = match;
  return scheme!.toLowerCase() === 'https' || LOOPBACK_HOSTS.has(host!.toLowerCase().replace(/:\d+$/, ''));
}

/** The part of an address after its last `@`, lower-cased; empty when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

const domainSchema = z
  .string('validation.required')
  .trim()
  .toLowerCase()
  .refine((domain) => DOMAIN_PATTERN.test(domain), 'validation.domain');

const ssoDomainListSchema = z
  .array(domainSchema, 'validation.required')
  .min(1, 'validation.ssoDomains')
  .max(SSO_DOMAINS_MAX, 'validation.tooMany')
  .refine((domains) => new Set(domains).size === domains.length, 'validation.duplicateDomain');

/** Domains as a person types them: separated by commas, spaces or lines. */
export function domainsFromText(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);
}

export const ssoConnectionInputSchema = z.object({
  issuer: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(500, 'validation.tooLong')
    .refine(isAcceptableIssuer, 'validation.issuer'),
  clientId: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(255, 'validation.tooLong'),
  /** Left empty when editing, the secret already saved stays; it is never sent back. */
  clientSecret: z.string().trim().max(500, 'validation.tooLong').optional(),
  domains: ssoDomainListSchema,
  unknownPeople: z.enum(SSO_UNKNOWN_PEOPLE, 'validation.choose'),
  passwordSignIn: z.boolean(),
  enabled: z.boolean(),
});
export type SsoConnectionInput = z.infer<typeof ssoConnectionInputSchema>;

/** The same connection as the settings form holds it, its domains in one text field. */
export const ssoConnectionFormSchema = ssoConnectionInputSchema.extend({
  domains: z.string().transform(domainsFromText).pipe(ssoDomainListSchema),
});

export const ssoConnectionSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  domains: z.array(z.string()),
  unknownPeople: z.enum(SSO_UNKNOWN_PEOPLE),
  passwordSignIn: z.boolean(),
  enabled: z.boolean(),
  /** Where the provider sends people back: the address to register with it. */
  redirectUri: z.string(),
  updatedAt: z.string(),
});
export type SsoConnection = z.infer<typeof ssoConnectionSchema>;

export const ssoSettingsSchema = z.object({
  connection: ssoConnectionSchema.nullable(),
  redirectUri: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const ssoStartSchema = z.object({
  email: z.string('validation.required').trim().toLowerCase().email('validation.email'),
});
export type SsoStart = z.infer<typeof ssoStartSchema>;

export const ssoStartedSchema = z.object({ url: z.string() });
export type SsoStarted = z.infer<typeof ssoStartedSchema>;
