import { describe, expect, it } from 'vitest';
import { companySlugSchema, readCompanySettings, slugFromName } from './index.ts';

describe('company slug', () => {
  it('is derived from the name without accents or punctuation', () => {
    expect(slugFromName('Café Olé, S.L.')).toBe('cafe-ole-s-l');
    expect(slugFromName('  Tera  Demo  ')).toBe('tera-demo');
    expect(slugFromName('Ñandú & Cía')).toBe('nandu-cia');
  });

  it('accepts lower-case words joined by single hyphens, 3 to 40 characters, not reserved', () => {
    expect(companySlugSchema.safeParse('acme-labs').success).toBe(true);
    expect(companySlugSchema.parse('  ACME ')).toBe('acme');
    for (const bad of ['ab', 'a--b', '-acme', 'acme-', 'acmé', 'admin', 'x'.repeat(41)]) {
      expect(companySlugSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('company settings', () => {
  it('fill each missing or broken field with its default', () => {
    expect(readCompanySettings(null)).toEqual({
      workday_start_hour: 9,
      time_zone: 'Europe/Madrid',
      confidentiality_threshold: 3,
      default_language: 'es',
      support_programme: null,
    });
    expect(
      readCompanySettings({
        workday_start_hour: 8,
        time_zone: 'Mars/Base',
        confidentiality_threshold: 2,
        default_language: 'fr',
        support_programme: 42,
      }),
    ).toEqual({
      workday_start_hour: 8,
      time_zone: 'Europe/Madrid',
      confidentiality_threshold: 3,
      default_language: 'es',
      support_programme: null,
    });
    expect(readCompanySettings({ confidentiality_threshold: 10, time_zone: 'America/Bogota' })).toMatchObject(
      {
        confidentiality_threshold: 10,
        time_zone: 'America/Bogota',
      },
    );
  });
});
