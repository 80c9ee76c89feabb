import { describe, expect, it } from 'vitest';
import {
  emailDomain,
  isAcceptableIssuer,
  ssoConnectionFormSchema,
  ssoConnectionInputSchema,
} from './sso-connection.ts';

const valid = {
  issuer: 'https://login.example.com/tenant',
  clientId: 'tera',
  clientSecret: 'secret',
  domains: ['example.com', 'Example.ES'],
  unknownPeople: 'refuse',
  passwordSignIn: false,
  enabled: true,
};

describe('a single sign-on connection', () => {
  it('takes an https issuer, or plain http on the machine itself only', () => {
    expect(isAcceptableIssuer('https://login.example.com')).toBe(true);
    expect(isAcceptableIssuer('http://127.0.0.1:4000/oidc')).toBe(true);
    expect(isAcceptableIssuer('http://localhost:4000')).toBe(true);
    expect(isAcceptableIssuer('http://login.example.com')).toBe(false);
    expect(isAcceptableIssuer('https://login.example.com/?tenant=1')).toBe(false);
    expect(isAcceptableIssuer('https://user:pass@login.example.com')).toBe(false);
    expect(isAcceptableIssuer('not a url')).toBe(false);
  });

  it('keeps its domains lower-cased and refuses one twice or one that is not a domain', () => {
    expect(ssoConnectionInputSchema.parse(valid).domains).toEqual(['example.com', 'example.es']);
    expect(ssoConnectionInputSchema.safeParse({ ...valid, domains: ['a.com', 'A.com'] }).success).toBe(false);
    expect(ssoConnectionInputSchema.safeParse({ ...valid, domains: ['@example.com'] }).success).toBe(false);
    expect(ssoConnectionInputSchema.safeParse({ ...valid, domains: ['localhost'] }).success).toBe(false);
    expect(ssoConnectionInputSchema.safeParse({ ...valid, domains: [] }).success).toBe(false);
  });

  it('may leave the secret out, keeping the one saved', () => {
    const { clientSecret: _left, ...withoutSecret } = valid;
    expect(ssoConnectionInputSchema.safeParse(withoutSecret).success).toBe(true);
  });

  it("reads an address's domain after its last @", () => {
    expect(emailDomain('Ana@Example.COM')).toBe('example.com');
    expect(emailDomain('"a@b"@example.com')).toBe('example.com');
    expect(emailDomain('nobody')).toBe('');
  });

  it('reads the domains of the settings form from one text, however they are separated', () => {
    const parsed = ssoConnectionFormSchema.parse({
      ...valid,
      domains: 'example.com, Example.es\nexample.org',
    });
    expect(parsed.domains).toEqual(['example.com', 'example.es', 'example.org']);
    expect(ssoConnectionFormSchema.safeParse({ ...valid, domains: '  ' }).success).toBe(false);
  });
});
