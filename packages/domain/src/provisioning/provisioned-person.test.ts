import { describe, expect, it } from 'vitest';
import {
  changedNames,
  fullNameFrom,
  provisionedEmailSchema,
  provisionedNameSchema,
  scimNameOf,
} from './provisioned-person.ts';

describe('a provisioned person', () => {
  it('answers one full name as given name and family name, the first word and the rest', () => {
    expect(scimNameOf('Ana García López')).toEqual({
      formatted: 'Ana García López',
      givenName: 'Ana',
      familyName: 'García López',
    });
    expect(scimNameOf('  Cher ')).toEqual({ formatted: 'Cher', givenName: 'Cher' });
  });

  it('takes the name parts a write sends first, then the formatted name, then the display name', () => {
    const name = { givenName: 'María José', familyName: 'García', formatted: 'MJ García' };
    expect(fullNameFrom({ name, displayName: 'Majo' })).toBe('María José García');
    expect(fullNameFrom({ name: { formatted: ' MJ   García ' }, displayName: 'Majo' })).toBe('MJ García');
    expect(fullNameFrom({ displayName: 'Majo' })).toBe('Majo');
    expect(fullNameFrom({ name: { givenName: '  ' } })).toBeUndefined();
  });

  it('judges a patch by the names it changed, not by the parts it left as Tera answered them', () => {
    const answered = { name: scimNameOf('Ana García'), displayName: 'Ana García' };
    const renamedForDisplay = { ...answered, displayName: 'Ana G. Pérez' };
    expect(fullNameFrom(changedNames(answered, renamedForDisplay))).toBe('Ana G. Pérez');
    const newSurname = { ...answered, name: { ...answered.name, familyName: 'Pérez' } };
    expect(fullNameFrom(changedNames(answered, newSurname))).toBe('Ana Pérez');
    expect(fullNameFrom(changedNames(answered, answered))).toBeUndefined();
  });

  it('keeps a compound given name that Tera answered split at its first word', () => {
    const answered = { name: scimNameOf('María José García'), displayName: 'María José García' };
    const fromProvider = {
      ...answered,
      name: { ...answered.name, givenName: 'María José', familyName: 'García' },
    };
    expect(fullNameFrom(changedNames(answered, fromProvider))).toBe('María José García');
  });

  it('takes an e-mail as user name, lower-cased, and a name of a profile’s length', () => {
    expect(provisionedEmailSchema.parse(' Ana.Garcia@Acme.Test ')).toBe('ana.garcia@acme.test');
    expect(provisionedEmailSchema.safeParse('ana.garcia').success).toBe(false);
    expect(provisionedNameSchema.safeParse('x'.repeat(121)).success).toBe(false);
  });
});
