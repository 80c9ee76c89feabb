/**
 * What Tera sends on a schedule, person by person: docs/product/notifications.md#types. Account
 * mail (password reset, invitations, sign-up) is not a notification type and cannot be
 * unsubscribed from. Later modules add their types here.
 */
export const NOTIFICATION_TYPES = [
  'daily_reminder',
  'weekly_digest',
  'survey_invitation',
  'survey_reminder',
  'trial_ending',
  'payment_failed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How a notification reaches a person. */
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The types a person may also receive as a push on an installed app. */
export const PUSH_TYPES: readonly NotificationType[] = ['daily_reminder'];

/**
 * The variables a template of each type may name, `{{ name }}`; anything else is refused when the
 * template is saved. `message` is the schedule's custom message, empty when it has none.
 */
export const TEMPLATE_VARIABLES = {
  daily_reminder: ['name', 'firstName', 'company', 'date', 'checkinLink', 'pauseLink', 'message'],
  weekly_digest: [
    'name',
    'firstName',
    'company',
    'week',
    'pulse',
    'participation',
    'answered',
    'panelLink',
    'message',
  ],
  survey_invitation: ['name', 'firstName', 'company', 'survey', 'closesOn', 'surveyLink', 'message'],
  survey_reminder: ['name', 'firstName', 'company', 'survey', 'closesOn', 'surveyLink', 'message'],
  trial_ending: ['name', 'firstName', 'company', 'endsOn', 'billingLink', 'message'],
  payment_failed: ['name', 'firstName', 'company', 'endsOn', 'billingLink', 'message'],
} as const satisfies Record<NotificationType, readonly string[]>;
export type TemplateVariable<T extends NotificationType = NotificationType> =
  (typeof TEMPLATE_VARIABLES)[T][number];

/** ISO weekdays, Monday 1 to Sunday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WORKING_DAYS: readonly Weekday[] = [1, 2, 3, 4, 5];

/** When each type is sent unless the company says otherwise. */
export const DEFAULT_SCHEDULES: Record<NotificationType, { time: string; days: readonly Weekday[] }> = {
  daily_reminder: { time: '09:00', days: WORKING_DAYS },
  weekly_digest: { time: '08:30', days: [1] },
  survey_invitation: { time: '09:30', days: WORKING_DAYS },
  survey_reminder: { time: '10:00', days: WORKING_DAYS },
  trial_ending: { time: '09:00', days: WEEKDAYS },
  payment_failed: { time: '09:00', days: WEEKDAYS },
};

/** The types that each mail one survey, once per survey and person on its day. */
export const SURVEY_NOTIFICATION_TYPES = [
  'survey_invitation',
  'survey_reminder',
] as const satisfies readonly NotificationType[];
export type SurveyNotificationType = (typeof SURVEY_NOTIFICATION_TYPES)[number];

export function isSurveyNotification(type: NotificationType): type is SurveyNotificationType {
  return (SURVEY_NOTIFICATION_TYPES as readonly NotificationType[]).includes(type);
}

/** The types that tell a company's admins about its subscription (docs/product/billing.md#notices). */
export const BILLING_NOTIFICATION_TYPES = [
  'trial_ending',
  'payment_failed',
] as const satisfies readonly NotificationType[];
export type BillingNotificationType = (typeof BILLING_NOTIFICATION_TYPES)[number];

export function isBillingNotification(type: NotificationType): type is BillingNotificationType {
  return (BILLING_NOTIFICATION_TYPES as readonly NotificationType[]).includes(type);
}

/**
 * An occurrence missed by more than this (the server was down) is skipped and logged, not sent
 * late: a reminder at 15:00 for a 09:00 habit is noise.
 */
export const CATCH_UP_HOURS = 3;

/** How long the "pause reminders" link in a reminder pauses them. */
export const PAUSE_DAYS = 7;

/** Temporary SMTP failures are tried again after these waits, then the delivery is failed. */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120] as const;
