import type { DailyCheckin } from '@tera/domain';

const COLUMNS = [
  'check_in_date',
  'energy',
  'mental_pressure',
  'personal_concerns',
  'motivation',
  'work_modality',
  'day_dynamics',
  'personal_conditions',
  'special_situations',
  'created_at',
] as const satisfies readonly (keyof DailyCheckin)[];

function cell(value: DailyCheckin[(typeof COLUMNS)[number]]): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.join(';') : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text a spreadsheet opens as is; a list of tags becomes one cell separated by ';'. */
export function checkinsToCsv(checkins: readonly DailyCheckin[]): string {
  const lines = [COLUMNS.join(',')];
  for (const checkin of checkins) lines.push(COLUMNS.map((column) => cell(checkin[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
