import { z } from 'zod';
import { releasedSurvey, type SurveyAtom } from '../privacy/survey-release.ts';
import type { SurveyThresholds } from '../privacy/survey-thresholds.ts';
import type { SurveyAnswers } from './survey-answers.ts';
import {
  ENPS_MAX,
  ENPS_MIN,
  isScored,
  questionsOf,
  RATING_MAX,
  RATING_MIN,
  type Question,
  type SurveyContent,
} from './survey-questions.ts';

export const WHOLE_AUDIENCE = 'all';
export const teamGroup = (teamId: string) => `team:${teamId}`;
export const departmentGroup = (department: string) => `department:${department}`;

/** A released response as the results read it: its frozen groups, its period and its answers. */
export interface ResultResponse {
  teamId: string | null;
  department: string | null;
  period: string;
  answers: SurveyAnswers;
}

export const groupsOfResponse = (response: { teamId: string | null; department: string | null }) => [
  WHOLE_AUDIENCE,
  ...(response.teamId ? [teamGroup(response.teamId)] : []),
  ...(response.department ? [departmentGroup(response.department)] : []),
];

const questionFigureSchema = z.object({
  respondents: z.int(),
  /** Answers per value: the score (1–5, 0–10) or the option id. */
  distribution: z.record(z.string(), z.int()),
  mean: z.number().nullable(),
  /** Promoters (9–10) minus detractors (0–6), in percent of those who answered. */
  enps: z.int().nullable(),
});
export type QuestionFigure = z.infer<typeof questionFigureSchema>;

export const questionResultSchema = z.object({
  id: z.string(),
  /** By group key; a group absent is withheld. */
  figures: z.record(z.string(), questionFigureSchema),
  /** By group key, shuffled and without dates; open questions only. */
  comments: z.record(z.string(), z.array(z.string())),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;

const waveOf = (period: string) => Math.round(Date.parse(`${period}T00:00:00Z`) / 86_400_000);

/** A response with what the release reads of it worked out once, not once per question. */
interface Placed {
  response: ResultResponse;
  groups: string[];
  atom: string;
  wave: number;
}

function place(response: ResultResponse): Placed {
  const groups = groupsOfResponse(response);
  return { response, groups, atom: `${groups.join('|')}#${response.period}`, wave: waveOf(response.period) };
}

/**
 * The groups of the viewer's own response, when they answered: responses carry no person, so every
 * atom of those groups may hold it.
 */
export type ViewerResponse = readonly string[] | null;

function atomsOf(placed: readonly Placed[], viewer: ViewerResponse = null): SurveyAtom[] {
  const viewerGroups = viewer?.join('|');
  const atoms = new Map<string, SurveyAtom>();
  for (const entry of placed) {
    const atom = atoms.get(entry.atom);
    if (atom) atom.people += 1;
    else {
      atoms.set(entry.atom, {
        groups: entry.groups,
        wave: entry.wave,
        people: 1,
        mayHoldViewer: entry.groups.join('|') === viewerGroups,
      });
    }
  }
  return [...atoms.values()];
}

const answered = (question: Question) => (entry: Placed) => {
  const value = entry.response.answers[question.id];
  return value !== undefined && !(typeof value === 'string' && value.trim() === '');
};

type ReleaseCache = Map<string, ReturnType<typeof releasedSurvey>>;

/**
 * The responses each released group is computed over: those in the group up to the release's wave.
 * Questions answered by the same people have the same atoms, so their release is worked out once.
 */
function released(
  placed: readonly Placed[],
  threshold: number,
  cache: ReleaseCache,
  viewer: ViewerResponse,
): Map<string, ResultResponse[]> {
  const atoms = atomsOf(placed, viewer);
  const key = `${threshold}|${atoms
    .map((atom) => `${atom.groups.join(',')}#${atom.wave}:${atom.people}${atom.mayHoldViewer ? '+' : ''}`)
    .sort()
    .join(';')}`;
  const release = cache.get(key) ?? releasedSurvey(atoms, { whole: WHOLE_AUDIENCE, threshold });
  cache.set(key, release);
  const byGroup = new Map<string, ResultResponse[]>([...release.shown].map((group) => [group, []]));
  if (release.wave === null) return byGroup;
  for (const entry of placed) {
    if (entry.wave > release.wave) continue;
    for (const group of entry.groups) byGroup.get(group)?.push(entry.response);
  }
  return byGroup;
}

function figureOf(question: Question, responses: readonly ResultResponse[]): QuestionFigure {
  const distribution: Record<string, number> = {};
  if (question.type === 'rating') for (let v = RATING_MIN; v <= RATING_MAX; v += 1) distribution[v] = 0;
  if (question.type === 'enps') for (let v = ENPS_MIN; v <= ENPS_MAX; v += 1) distribution[v] = 0;
  if (question.type === 'single' || question.type === 'multiple') {
    for (const option of question.options) distribution[option.id] = 0;
  }
  let sum = 0;
  for (const response of responses) {
    const value = response.answers[question.id];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      distribution[String(item)] = (distribution[String(item)] ?? 0) + 1;
      if (typeof item === 'number') sum += item;
    }
  }
  const count = responses.length;
  const scored = isScored(question) && count > 0;
  const promoters = question.type === 'enps' ? (distribution[9] ?? 0) + (distribution[10] ?? 0) : 0;
  const detractors =
    question.type === 'enps'
      ? [0, 1, 2, 3, 4, 5, 6].reduce((total, v) => total + (distribution[v] ?? 0), 0)
      : 0;
  return {
    respondents: count,
    distribution: question.type === 'text' ? {} : distribution,
    mean: scored ? Math.round((sum / count) * 100) / 100 : null,
    enps: question.type === 'enps' && count > 0 ? Math.round(((promoters - detractors) / count) * 100) : null,
  };
}

/** A stable order that owes nothing to when or where the comments were stored. */
function shuffled(texts: readonly string[], seed: string): string[] {
  const hash = (text: string) => {
    let h = 2166136261;
    for (const char of `${seed}\u0000${text}`) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
    return h >>> 0;
  };
  return [...texts].sort((a, b) => hash(a) - hash(b) || a.localeCompare(b));
}

/**
 * Each question's figures and comments for the groups the release lets through: scores at the
 * survey's score threshold, over those who answered the question; comments at its comment threshold.
 * See docs/decisions/018-survey-release.md.
 */
export function surveyQuestionResults(
  content: SurveyContent,
  responses: readonly ResultResponse[],
  thresholds: SurveyThresholds,
  seed: string,
  viewer: ViewerResponse = null,
): QuestionResult[] {
  const cache: ReleaseCache = new Map();
  const placed = responses.map(place);
  return questionsOf(content).map((question) => {
    const answering = placed.filter(answered(question));
    if (question.type === 'text') {
      const comments: Record<string, string[]> = {};
      for (const [group, members] of released(answering, thresholds.comments, cache, viewer)) {
        comments[group] = shuffled(
          members.map((response) => String(response.answers[question.id])),
          `${seed}:${question.id}:${group}`,
        );
      }
      return { id: question.id, figures: {}, comments };
    }
    const figures: Record<string, QuestionFigure> = {};
    for (const [group, members] of released(answering, thresholds.scores, cache, viewer))
      figures[group] = figureOf(question, members);
    return { id: question.id, figures, comments: {} };
  });
}

/**
 * Participation per group, for the groups whose respondents the release lets through (as one wave:
 * who answered is not what they answered, but a group's count still must not single anyone out).
 */
export function releasedParticipation(
  respondents: readonly { teamId: string | null; department: string | null }[],
  threshold: number,
): Set<string> {
  const atoms = atomsOf(
    respondents.map((respondent) => place({ ...respondent, period: '1970-01-01', answers: {} })),
  );
  return releasedSurvey(atoms, { whole: WHOLE_AUDIENCE, threshold }).shown;
}

export const surveyGroupSchema = z.object({
  key: z.string(),
  kind: z.enum(['all', 'team', 'department']),
  /** The team's name or the department; null for everyone. */
  label: z.string().nullable(),
  invited: z.int(),
  /** Null while withheld. */
  respondents: z.int().nullable(),
});
export type SurveyGroup = z.infer<typeof surveyGroupSchema>;

/** A confidential survey's answers, named to the company's admins as its people were told. */
export const namedResponseSchema = z.object({
  userId: z.string(),
  name: z.string(),
  answers: z.record(z.string(), z.union([z.int(), z.string(), z.array(z.string())])),
});
export type NamedResponse = z.infer<typeof namedResponseSchema>;

export const surveyResultsSchema = z.object({
  surveyId: z.string(),
  thresholds: z.object({ scores: z.int(), comments: z.int() }),
  groups: z.array(surveyGroupSchema),
  questions: z.array(questionResultSchema),
  /** Null for an anonymous survey, whose answers name nobody. */
  named: z.array(namedResponseSchema).nullable(),
});
export type SurveyResults = z.infer<typeof surveyResultsSchema>;

/** How many answered, when the release lets the whole audience's count through; else null. */
export function releasedRespondentCount(respondents: number, threshold: number): number | null {
  const everyone = Array.from({ length: respondents }, () => ({ teamId: null, department: null }));
  return releasedParticipation(everyone, threshold).has(WHOLE_AUDIENCE) ? respondents : null;
}
