/**
 * The app's places beyond the header's own, in the groups the "More" menu shows. Each says who
 * it serves; the server still decides what each person may do there (docs/product/routes.md).
 */
export type NavAudience = 'everyone' | 'company-member' | 'leader' | 'leader-or-admin';

export interface NavViewer {
  hasCompany: boolean;
  isLeader: boolean;
  isAdmin: boolean;
}

export interface NavItem {
  key: string;
  to: string;
  audience: NavAudience;
}

export interface NavSection {
  key: string;
  items: readonly NavItem[];
}

export const MORE_SECTIONS: readonly NavSection[] = [
  {
    key: 'wellbeing',
    items: [
      { key: 'wellbeing', to: '/wellbeing', audience: 'everyone' },
      { key: 'notes', to: '/notes', audience: 'everyone' },
      { key: 'wrap', to: '/wrap', audience: 'everyone' },
    ],
  },
  {
    key: 'growth',
    items: [
      { key: 'evaluations', to: '/evaluations', audience: 'company-member' },
      { key: 'observations', to: '/observations', audience: 'leader' },
      { key: 'careerPlan', to: '/career-plan', audience: 'company-member' },
      { key: 'myTrainings', to: '/my-trainings', audience: 'company-member' },
      { key: 'trainingCatalog', to: '/training-catalog', audience: 'company-member' },
      { key: 'trainings', to: '/trainings', audience: 'leader-or-admin' },
    ],
  },
  {
    key: 'company',
    items: [
      { key: 'leave', to: '/leave', audience: 'company-member' },
      { key: 'recognitions', to: '/recognitions', audience: 'company-member' },
      { key: 'points', to: '/points', audience: 'company-member' },
      { key: 'news', to: '/news', audience: 'company-member' },
    ],
  },
  {
    key: 'help',
    items: [
      { key: 'support', to: '/support', audience: 'everyone' },
      { key: 'usagePrivacy', to: '/privacy/usage', audience: 'everyone' },
    ],
  },
];

function serves(audience: NavAudience, viewer: NavViewer): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'company-member':
      return viewer.hasCompany;
    case 'leader':
      return viewer.hasCompany && viewer.isLeader;
    case 'leader-or-admin':
      return viewer.hasCompany && (viewer.isLeader || viewer.isAdmin);
  }
}

/** The sections a viewer sees, each with only its items for them; empty sections left out. */
export function sectionsFor(
  viewer: NavViewer,
  sections: readonly NavSection[] = MORE_SECTIONS,
): NavSection[] {
  return sections
    .map((section) => ({ ...section, items: section.items.filter((item) => serves(item.audience, viewer)) }))
    .filter((section) => section.items.length > 0);
}
