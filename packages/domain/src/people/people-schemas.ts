import { z } from 'zod';
import { profileSchema } from '../profile/profile-schemas.ts';
import { companyRoleSchema } from './company-roles.ts';

/** An empty query parameter means "no filter", as a form with nothing chosen sends it. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const PEOPLE_STATUSES = ['active', 'inactive', 'all'] as const;
export type PeopleStatus = (typeof PEOPLE_STATUSES)[number];

export const peopleQuerySchema = z.object({
  search: optionalParam(z.string().trim().max(120)),
  teamId: optionalParam(z.uuid()),
  department: optionalParam(z.string().trim().max(120)),
  role: optionalParam(companyRoleSchema),
  status: optionalParam(z.enum(PEOPLE_STATUSES)),
});
export type PeopleQuery = z.output<typeof peopleQuerySchema>;

export const seatsSchema = z.object({ used: z.number().int(), max: z.number().int() });

export const personSchema = profileSchema.extend({
  teamName: z.string().nullable(),
  leaderName: z.string().nullable(),
});
export type Person = z.output<typeof personSchema>;

export const peopleListSchema = z.object({ people: z.array(personSchema), seats: seatsSchema });
export type PeopleList = z.output<typeof peopleListSchema>;

const optionalText = (max: number) =>
  z
    .string('validation.invalid')
    .trim()
    .max(max, 'validation.tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const personUpdateSchema = z
  .object({
    role: companyRoleSchema,
    teamId: z.uuid('validation.invalid').nullable(),
    reportsTo: z.string('validation.invalid').trim().min(1, 'validation.invalid').max(64).nullable(),
    jobTitle: optionalText(120),
    department: optionalText(120),
  })
  .partial();
export type PersonUpdate = z.output<typeof personUpdateSchema>;

export const personResponseSchema = z.object({ person: personSchema });

export const TEAM_NAME_MAX_LENGTH = 80;

export const teamNameSchema = z.object({
  name: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(TEAM_NAME_MAX_LENGTH, 'validation.tooLong'),
});

export const teamSchema = z.object({ id: z.string(), name: z.string(), memberCount: z.number().int() });
export type Team = z.output<typeof teamSchema>;
export const teamsListSchema = z.object({ teams: z.array(teamSchema) });
export const teamResponseSchema = z.object({ team: teamSchema });
