import { describe, expect, it } from 'vitest';
import type { SurveyContent } from './survey-questions.ts';
import { releasedParticipation, surveyQuestionResults, type ResultResponse } from './survey-results.ts';

const content: SurveyContent = [
  {
    id: 's',
    title: null,
    questions: [
      { id: 'r', type: 'rating', text: { es: 'R' }, required: true },
      { id: 'n', type: 'enps', text: { es: 'N' }, required: false },
      { id: 'c', type: 'text', text: { es: 'C' }, required: false },
    ],
  },
];

const responses = (
  count: number,
  teamId: string,
  answers: ResultResponse['answers'],
  period = '2026-03-02',
) => Array.from({ length: count }, () => ({ teamId, department: null, period, answers }));

const thresholds = { scores: 5, comments: 10 };

describe('survey results', () => {
  it('show the whole but neither a team of four nor the team of five beside it', () => {
    const all = [...responses(5, 'a', { r: 5, n: 10 }), ...responses(4, 'b', { r: 1, n: 0 })];
    const [rating, enps] = surveyQuestionResults(content, all, thresholds, 'seed');
    expect(Object.keys(rating!.figures)).toEqual(['all']);
    expect(rating!.figures.all).toMatchObject({ respondents: 9, mean: 3.22 });
    expect(rating!.figures.all!.distribution).toEqual({ 1: 4, 2: 0, 3: 0, 4: 0, 5: 5 });
    expect(enps!.figures.all!.enps).toBe(Math.round(((5 - 4) / 9) * 100));
  });

  it('show both teams once each reaches the threshold', () => {
    const all = [...responses(5, 'a', { r: 5 }), ...responses(5, 'b', { r: 1 })];
    const [rating] = surveyQuestionResults(content, all, thresholds, 'seed');
    expect(Object.keys(rating!.figures).sort()).toEqual(['all', 'team:a', 'team:b']);
    expect(rating!.figures['team:b']!.mean).toBe(1);
  });

  it('weigh a question over those who answered it', () => {
    const all = [...responses(5, 'a', { r: 4, n: 9 }), ...responses(1, 'a', { r: 4 })];
    const [, enps] = surveyQuestionResults(content, all, thresholds, 'seed');
    expect(enps!.figures.all!.respondents).toBe(5);
  });

  it('show comments from ten people, not nine, shuffled the same on every reading', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({
      teamId: 'a',
      department: null,
      period: '2026-03-02',
      answers: { r: 3, c: `texto ${i}` },
    }));
    expect(surveyQuestionResults(content, nine, thresholds, 'seed')[2]!.comments).toEqual({});
    const ten = [
      ...nine,
      { teamId: 'a', department: null, period: '2026-03-02', answers: { r: 3, c: 'texto 9' } },
    ];
    const first = surveyQuestionResults(content, ten, thresholds, 'seed')[2]!.comments.all!;
    expect([...first].sort()).toEqual(ten.map((response) => response.answers.c).sort());
    expect(surveyQuestionResults(content, [...ten].reverse(), thresholds, 'seed')[2]!.comments.all).toEqual(
      first,
    );
  });

  it('hold back a late day of one answer, keeping the reading before it', () => {
    const all = [...responses(5, 'a', { r: 5 }), ...responses(1, 'a', { r: 1 }, '2026-03-03')];
    const [rating] = surveyQuestionResults(content, all, thresholds, 'seed');
    expect(rating!.figures.all).toMatchObject({ respondents: 5, mean: 5 });
  });

  it('tell participation only of groups that may be shown', () => {
    const respondents = [
      ...Array.from({ length: 5 }, () => ({ teamId: 'a', department: null })),
      ...Array.from({ length: 2 }, () => ({ teamId: 'b', department: null })),
    ];
    expect(releasedParticipation(respondents, 5)).toEqual(new Set(['all']));
  });
});
