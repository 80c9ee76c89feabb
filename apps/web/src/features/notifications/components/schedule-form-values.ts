import { z } from 'zod';
import {
  DEFAULT_SCHEDULES,
  scheduleInputSchema,
  type NotificationType,
  type Schedule,
  type UserRole,
} from '@tera/domain';

/** What the schedule form's controls hold: text where the schema reads null, every filter kept. */
export interface ScheduleFormValues {
  type: NotificationType;
  time: string;
  days: number[];
  timeZone: string;
  templateId: string;
  customSubject: string;
  customMessage: string;
  active: boolean;
  recipients: {
    kind: 'everyone' | 'teams' | 'departments' | 'roles';
    teamIds: string[];
    departments: string[];
    roles: Exclude<UserRole, 'super_admin'>[];
  };
}

/**
 * An empty zone or template is the company's and the type's default. The recipients keep every
 * kind's choices while the admin switches between them; the schema keeps only the chosen kind's.
 */
export const scheduleFormSchema = z.preprocess(
  (values: ScheduleFormValues) => ({
    ...values,
    timeZone: values.timeZone || null,
    templateId: values.templateId || null,
  }),
  scheduleInputSchema,
);

export type ScheduleFormOutput = z.output<typeof scheduleFormSchema>;

export function newScheduleValues(type: NotificationType = 'daily_reminder'): ScheduleFormValues {
  return {
    type,
    time: DEFAULT_SCHEDULES[type].time,
    days: [...DEFAULT_SCHEDULES[type].days],
    timeZone: '',
    templateId: '',
    customSubject: '',
    customMessage: '',
    active: true,
    recipients: { kind: 'everyone', teamIds: [], departments: [], roles: [] },
  };
}

export function scheduleValues(schedule: Schedule): ScheduleFormValues {
  const { recipients } = schedule;
  return {
    type: schedule.type,
    time: schedule.time,
    days: [...schedule.days],
    timeZone: schedule.timeZone ?? '',
    templateId: schedule.templateId ?? '',
    customSubject: schedule.customSubject ?? '',
    customMessage: schedule.customMessage ?? '',
    active: schedule.active,
    recipients: {
      kind: recipients.kind,
      teamIds: recipients.kind === 'teams' ? recipients.teamIds : [],
      departments: recipients.kind === 'departments' ? recipients.departments : [],
      roles: recipients.kind === 'roles' ? recipients.roles : [],
    },
  };
}
