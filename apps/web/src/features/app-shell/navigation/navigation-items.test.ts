import { describe, expect, it } from 'vitest';
import enAuth from '../../../locales/en/auth.json';
import esAuth from '../../../locales/es/auth.json';
import { MORE_SECTIONS, sectionsFor, type NavSection } from './navigation-items';

const SECTIONS: NavSection[] = [
  {
    key: 'mine',
    items: [
      { key: 'notes', to: '/notes', audience: 'everyone' },
      { key: 'leave', to: '/leave', audience: 'company-member' },
    ],
  },
  {
    key: 'leading',
    items: [
      { key: 'observations', to: '/observations', audience: 'leader' },
      { key: 'trainings', to: '/trainings', audience: 'leader-or-admin' },
    ],
  },
];

const keysOf = (sections: NavSection[]) => sections.map((s) => [s.key, s.items.map((i) => i.key)]);

describe('sectionsFor', () => {
  it('gives a person without a company only what serves everyone, and leaves empty groups out', () => {
    expect(keysOf(sectionsFor({ hasCompany: false, isLeader: false, isAdmin: false }, SECTIONS))).toEqual([
      ['mine', ['notes']],
    ]);
  });

  it('gives an employee the company places but not the leaders’ ones', () => {
    expect(keysOf(sectionsFor({ hasCompany: true, isLeader: false, isAdmin: false }, SECTIONS))).toEqual([
      ['mine', ['notes', 'leave']],
    ]);
  });

  it('gives an admin who leads nobody what admins manage, not what only leaders do', () => {
    expect(keysOf(sectionsFor({ hasCompany: true, isLeader: false, isAdmin: true }, SECTIONS))).toEqual([
      ['mine', ['notes', 'leave']],
      ['leading', ['trainings']],
    ]);
  });

  it('gives a leader everything', () => {
    expect(keysOf(sectionsFor({ hasCompany: true, isLeader: true, isAdmin: false }, SECTIONS))).toEqual([
      ['mine', ['notes', 'leave']],
      ['leading', ['observations', 'trainings']],
    ]);
  });
});

describe('the app’s places', () => {
  it.each([
    ['es', esAuth],
    ['en', enAuth],
  ])('every group and place is named in %s', (_language, texts) => {
    const shell = texts.shell as { sections: Record<string, string>; items: Record<string, string> };
    for (const section of MORE_SECTIONS) {
      expect(shell.sections[section.key]).toBeTruthy();
      for (const item of section.items) expect(shell.items[item.key]).toBeTruthy();
    }
  });
});
