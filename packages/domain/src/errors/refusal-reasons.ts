/**
 * The closed set of `reason`s an error body may carry: the refinement of its code that tells a
 * client which refusal it met, so a screen can react to one without reading the message.
 */
export const REFUSAL_REASONS = [
  // Who may call a route, and the shared guards in front of every route.
  'FORBIDDEN_ROLE',
  'UNTRUSTED_ORIGIN',
  'RATE_LIMITED',
  'FEATURE_BLOCKED',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  // Check-ins.
  'CHECKIN_NOT_ALLOWED',
  // Companies.
  'ALREADY_IN_COMPANY',
  'SLUG_TAKEN',
  // People and teams.
  'REPORTS_TO_CYCLE',
  'LAST_ADMIN',
  'TEAM_NAME_TAKEN',
  'UNKNOWN_TEAM',
  'UNKNOWN_LEADER',
  // Invitations.
  'ALREADY_MEMBER',
  'INVITATION_PENDING',
  'INVITATION_NOT_PENDING',
  'INVITATION_EMAIL_MISMATCH',
  'IMPORT_EMPTY',
  'IMPORT_TOO_LARGE',
  // Notifications.
  'UNKNOWN_TEMPLATE_VARIABLE',
  'TEMPLATE_SYNTAX',
  'TEMPLATE_TYPE_MISMATCH',
  'TEMPLATE_IN_USE',
  // Surveys.
  'SURVEY_NOT_DRAFT',
  'SURVEY_STATUS_CHANGE',
  'SURVEY_NOT_OPEN',
  'SURVEY_ALREADY_ANSWERED',
  'SURVEY_EMPTY',
  'SURVEY_AUDIENCE_EMPTY',
  // Personal notes.
  'ATTACHMENT_TYPE',
  'ATTACHMENT_TOO_LARGE',
  'ATTACHMENT_LIMIT',
  // Evaluations.
  'EVALUATION_STATUS_CHANGE',
  'EVALUATION_INCOMPLETE',
  'EVALUATION_EXISTS',
  // Support.
  'TICKET_CLOSED',
  'TICKET_STATUS_CHANGE',
  // Trainings and careers.
  'TRAINING_STATUS_CHANGE',
  'TRAINING_DUE_IN_PAST',
  'CAREER_PLAN_INCOMPLETE',
  // Leave and recognitions.
  'LEAVE_OVERLAP',
  'LEAVE_STATUS_CHANGE',
  'SELF_RECOGNITION',
  'RECOGNITION_LIMIT',
  'POINTS_LIMIT',
  // Billing.
  'COMPANY_FULL',
  'PAYMENTS_NOT_CONFIGURED',
  'PLAN_TOO_SMALL',
  'NOT_PAID_ONLINE',
  'INVALID_SIGNATURE',
  // API keys.
  'INVALID_API_KEY',
  'KEY_NOT_ALLOWED',
  'KEY_SCOPE',
  'API_KEY_LIMIT',
  // Single sign-on and provisioning.
  'SSO_NOT_CONFIGURED',
  'SSO_DOMAIN_TAKEN',
  'SSO_PROVIDER_UNREACHABLE',
  'SSO_FAILED',
  'SSO_FOREIGN_DOMAIN',
  'SSO_UNKNOWN_PERSON',
  'SSO_OTHER_COMPANY',
  'PASSWORD_SIGN_IN_OFF',
  'SCIM_USER_EXISTS',
  // Accounts: the sign-in provider's refusals Tera tells apart, and one word for all the others.
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_TAKEN',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'INVALID_TOKEN',
  'AUTH_ERROR',
] as const;

export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === 'string' && (REFUSAL_REASONS as readonly string[]).includes(value);
}
