import type { Language, TeamPulse } from '@tera/domain';

/**
 * What the assistant may know: the panel's own thresholded figures and nothing more — no
 * check-in of anyone who does not share, and no figure the panel itself withholds.
 */
export function assistantFacts(team: TeamPulse) {
  const shown = <T extends { withheld: string | null }>(figure: T) => figure.withheld === null;
  return {
    today: {
      date: team.today.date,
      teamSize: team.today.teamSize,
      answered: team.today.answered,
      ...(shown(team.today)
        ? { pulse: team.today.pulse, band: team.today.band, indicators: team.today.indicators }
        : {}),
      ...(shown(team.today.distribution) ? { bandDistribution: team.today.distribution.counts } : {}),
    },
    confidentialityThreshold: team.threshold,
    lastDays: team.trend.filter(shown).map(({ date, pulse, indicators }) => ({ date, pulse, indicators })),
    pulseByTag: team.byTag.tags
      .filter(shown)
      .map(({ group, tag, answers, pulse, otherPulse }) => ({ group, tag, answers, pulse, otherPulse })),
    alerts: team.alerts,
    membersSharingWithLeader: team.members.flatMap((m) =>
      m.sharing ? [{ fullName: m.fullName, today: m.today, latest: m.latest }] : [],
    ),
    membersNotSharing: team.members.filter((m) => !m.sharing).length,
  };
}

export function assistantMessages(team: TeamPulse, question: string, language: Language) {
  const answerIn = language === 'en' ? 'English' : 'Spanish';
  return [
    {
      role: 'system' as const,
      content: [
        'You help a team leader understand their team wellbeing data in Tera.',
        'TeraPulse is 0-100: above 75 excellent, 50-75 good, below 50 critical.',
        'Days missing from the data were withheld because too few people answered; never guess them or try to identify anyone.',
        'Give practical, kind, specific suggestions. Do not diagnose. Keep answers under 150 words.',
        `Answer in ${answerIn}.`,
        `Team data (JSON): ${JSON.stringify(assistantFacts(team))}`,
      ].join('\n'),
    },
    { role: 'user' as const, content: question },
  ];
}
