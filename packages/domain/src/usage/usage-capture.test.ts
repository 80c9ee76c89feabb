import { describe, expect, it } from 'vitest';
import { clickText, screenOf, USAGE_CLICK_TEXT_MAX } from './usage-capture.ts';

describe('clickText', () => {
  it('keeps one line of at most 100 characters', () => {
    expect(clickText('  Guardar\n   cambios ')).toBe('Guardar cambios');
    const long = 'a'.repeat(150);
    expect(clickText(long)).toHaveLength(USAGE_CLICK_TEXT_MAX);
    expect(clickText('é'.repeat(100) + 'x')).toBe('é'.repeat(100));
  });

  it('never splits a character made of two code units', () => {
    expect(Array.from(clickText('😀'.repeat(120)))).toHaveLength(USAGE_CLICK_TEXT_MAX);
  });
});

describe('screenOf', () => {
  it('drops query and fragment', () => {
    expect(screenOf('/dashboard?tab=week#top')).toBe('/dashboard');
  });

  it('names neither a record nor a company', () => {
    expect(screenOf('/empresa/acme/admin/surveys/3f1c2a9e-1b2c-4d5e-8f90-1234567890ab/results')).toBe(
      '/empresa/:slug/admin/surveys/:id/results',
    );
    expect(screenOf('/admin/companies/42')).toBe('/admin/companies/:id');
  });

  it('keeps the root', () => {
    expect(screenOf('/')).toBe('/');
  });
});
