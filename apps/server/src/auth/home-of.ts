import { readCompanySettings } from '@tera/domain';

/** What a person's home is made of, as stored: their profile and the company it names, if any. */
interface HomeSource {
  companyId: string | null;
  companyActive: boolean | null;
  companySettings: unknown;
  profileTimeZone: string;
}

/**
 * Where a person belongs and whose clock their days follow: a member of an active company
 * follows the company's time zone; anyone else, their own.
 */
export function homeOf(source: HomeSource) {
  const inCompany = source.companyId !== null && source.companyActive === true;
  const settings = readCompanySettings(inCompany ? source.companySettings : null);
  return {
    companyId: inCompany ? source.companyId : null,
    timeZone: inCompany ? settings.time_zone : source.profileTimeZone,
    settings,
  };
}
