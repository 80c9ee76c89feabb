import { z } from 'zod';
import {
  companySettingsUpdateSchema,
  logoFileProblem,
  type CompanyResponse,
  type CompanySettingsUpdate,
} from '@tera/domain';

/** What the settings form's controls hold: text for every field, the chosen logo as a file. */
export interface SettingsFormValues {
  name: string;
  slug: string;
  industry: string;
  employeeCountRange: string;
  website: string;
  description: string;
  contactEmail: string;
  phone: string;
  address: string;
  timeZone: string;
  workdayStartHour: string;
  confidentialityThreshold: string;
  defaultLanguage: string;
  supportProgramme: string;
  logoFile: File | null;
  removeLogo: boolean;
}

export function valuesOf(company: CompanyResponse): SettingsFormValues {
  return {
    name: company.name,
    slug: company.slug,
    industry: company.industry ?? '',
    employeeCountRange: company.employeeCountRange ?? '',
    website: company.website ?? '',
    description: company.description ?? '',
    contactEmail: company.contactEmail ?? '',
    phone: company.phone ?? '',
    address: company.address ?? '',
    timeZone: company.settings.timeZone,
    workdayStartHour: String(company.settings.workdayStartHour),
    confidentialityThreshold: String(company.settings.confidentialityThreshold),
    defaultLanguage: company.settings.defaultLanguage,
    supportProgramme: company.settings.supportProgramme ?? '',
    logoFile: null,
    removeLogo: false,
  };
}

const logoFileSchema = z.custom<File | null>().superRefine((file, context) => {
  const problem = file ? logoFileProblem(file) : null;
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** The shared schema, read from the controls: an unchosen option is none, numbers come as text. */
export const settingsFormSchema = z.preprocess(
  (values: SettingsFormValues) => ({
    ...values,
    industry: values.industry || null,
    employeeCountRange: values.employeeCountRange || null,
    workdayStartHour: Number(values.workdayStartHour),
    confidentialityThreshold: Number(values.confidentialityThreshold),
  }),
  companySettingsUpdateSchema
    .omit({ logo: true })
    .required()
    .extend({ logoFile: logoFileSchema, removeLogo: z.boolean() }),
);

export type SettingsFormOutput = z.output<typeof settingsFormSchema>;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The request body: every field, and the logo only when a new one was chosen or it is removed. */
export async function updateFrom(values: SettingsFormOutput): Promise<CompanySettingsUpdate> {
  const { logoFile, removeLogo, ...fields } = values;
  if (logoFile) return { ...fields, logo: await readAsDataUrl(logoFile) };
  return removeLogo ? { ...fields, logo: null } : fields;
}
