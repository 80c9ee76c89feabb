/** The four indicators, in the order the check-in screen shows them. */
export const CHECKIN_INDICATORS = ['energy', 'mental_pressure', 'personal_concerns', 'motivation'] as const;
export type CheckinIndicator = (typeof CHECKIN_INDICATORS)[number];

export type CheckinValues = Record<CheckinIndicator, number>;
