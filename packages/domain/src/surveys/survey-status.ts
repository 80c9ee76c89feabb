/**
 * A survey's life (docs/product/surveys.md#statuses): written as a draft, launched to open at once
 * or on its date (scheduled), open for answers until its closing day ends or an admin closes it,
 * closed (results final; it may be reopened), archived (kept, read-only, out of the lists).
 */
export const SURVEY_STATUSES = ['draft', 'scheduled', 'open', 'closed', 'archived'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

export const SURVEY_TRANSITIONS = ['launch', 'unschedule', 'close', 'reopen', 'archive'] as const;
export type SurveyTransition = (typeof SURVEY_TRANSITIONS)[number];

const ALLOWED_FROM: Record<SurveyTransition, readonly SurveyStatus[]> = {
  launch: ['draft'],
  unschedule: ['scheduled'],
  close: ['open'],
  reopen: ['closed'],
  archive: ['draft', 'closed'],
};

export function canTransition(status: SurveyStatus, transition: SurveyTransition): boolean {
  return ALLOWED_FROM[transition].includes(status);
}

/** What a transition leads to; a launch or reopening opens at once unless the opening day is still ahead. */
export function statusAfter(transition: SurveyTransition, opensOn: string, today: string): SurveyStatus {
  switch (transition) {
    case 'launch':
    case 'reopen':
      return opensOn > today ? 'scheduled' : 'open';
    case 'unschedule':
      return 'draft';
    case 'close':
      return 'closed';
    case 'archive':
      return 'archived';
  }
}

/**
 * The status as of a day in the company's zone: a scheduled survey opens on its opening day and an
 * open one closes once its closing day has ended, with no job needed to move them.
 */
export function surveyStatusOn(
  survey: { status: SurveyStatus; opensOn: string | null; closesOn: string | null },
  today: string,
): SurveyStatus {
  const { status, opensOn, closesOn } = survey;
  if (status === 'scheduled' && opensOn !== null && opensOn <= today) {
    return closesOn !== null && closesOn < today ? 'closed' : 'open';
  }
  if (status === 'open' && closesOn !== null && closesOn < today) return 'closed';
  return status;
}

/** Only a draft's questions can change: once launched, everyone answers the same survey. */
export const isEditable = (status: SurveyStatus) => status === 'draft';
