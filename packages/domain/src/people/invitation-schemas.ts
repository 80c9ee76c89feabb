import { z } from 'zod';
import { companyRoleSchema } from './company-roles.ts';

/** An invitation link works for this long after it is sent or sent again. */
export const INVITATION_VALID_DAYS = 7;
/** One import answers row by row in one request; beyond this the file is split. */
export const INVITATION_IMPORT_MAX_ROWS = 500;
export const INVITATION_IMPORT_COLUMNS = ['email', 'role', 'team', 'leader_email'] as const;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitationEmailSchema = z
  .string('validation.required')
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .pipe(z.email('validation.email'));

export const invitationCreateSchema = z.object({
  email: invitationEmailSchema,
  role: companyRoleSchema,
  teamId: z.uuid('validation.invalid').nullable().optional(),
  reportsTo: z.string('validation.invalid').trim().min(1).max(64).nullable().optional(),
});
export type InvitationCreate = z.output<typeof invitationCreateSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  teamId: z.string().nullable(),
  reportsTo: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.output<typeof invitationSchema>;

export const invitationsListSchema = z.object({ invitations: z.array(invitationSchema) });
export const invitationResponseSchema = z.object({ invitation: invitationSchema });

export const invitationImportSchema = z.object({
  csv: z.string('validation.required').min(1, 'validation.required').max(90_000, 'validation.tooLong'),
});

/** Why one row of an import was not invited; the client words each in the reader's language. */
export const IMPORT_ROW_ERRORS = [
  'malformedRow',
  'invalidEmail',
  'invalidRole',
  'unknownTeam',
  'unknownLeader',
  'duplicateInFile',
  'alreadyMember',
  'alreadyInvited',
  'seatLimit',
] as const;
export type ImportRowError = (typeof IMPORT_ROW_ERRORS)[number];

export const importRowSchema = z.object({
  line: z.number().int(),
  email: z.string(),
  status: z.enum(['invited', 'error']),
  error: z.enum(IMPORT_ROW_ERRORS).optional(),
});
export type ImportRow = z.output<typeof importRowSchema>;
export const importReportSchema = z.object({ rows: z.array(importRowSchema) });
export type ImportReport = z.output<typeof importReportSchema>;

/** What the public invitation page may show: nothing about the company beyond its name. */
export const invitationPreviewSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  role: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.output<typeof invitationPreviewSchema>;

/** The account an invitation link made: confirmed, and not yet signed in. */
export const invitedAccountCreatedSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
});

export const invitationAcceptedSchema = z.object({
  company: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
});
