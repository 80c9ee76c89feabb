import { useTranslation } from 'react-i18next';
import { daysBetween, summarisePeriod, type SurveyDetail } from '@tera/domain';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompanyPulseQuery } from '../api/company-pulse';

const INDICATORS = ['energy', 'mentalPressure', 'personalConcerns', 'motivation'] as const;

/**
 * The daily check-in's TeraPulse for the survey's audience over its period, from the days the
 * company's evolution has already released (decision 013). Only the whole company's days are
 * released to admins, so a survey of some teams or departments says so instead.
 */
export function CheckinBesideResults({
  slug,
  survey,
  today,
}: {
  slug: string;
  survey: SurveyDetail;
  today: string;
}) {
  const { t } = useTranslation('surveys');
  const everyone = survey.audience?.kind === 'everyone' && survey.opensOn !== null;
  const span = survey.opensOn ? Math.min(366, Math.max(7, daysBetween(survey.opensOn, today) + 1)) : 30;
  const pulse = useCompanyPulseQuery(slug, span, everyone);
  if (!everyone) {
    return (
      <Card className="p-4">
        <CardTitle>{t('checkin.title')}</CardTitle>
        <CardDescription>{t('checkin.onlyEveryone')}</CardDescription>
      </Card>
    );
  }
  if (pulse.isPending) return <Skeleton className="h-24 w-full" />;
  if (pulse.isError) return null;
  const until = survey.closesOn && survey.closesOn < today ? survey.closesOn : today;
  const days = pulse.data.days.filter((day) => day.date >= survey.opensOn! && day.date <= until);
  const summary = summarisePeriod(days, 0);
  return (
    <Card className="space-y-2 p-4">
      <CardTitle>{t('checkin.title')}</CardTitle>
      {summary.pulse === null ? (
        <CardDescription>{t('checkin.withheld')}</CardDescription>
      ) : (
        <>
          <p className="text-2xl font-semibold">{t('checkin.pulse', { pulse: summary.pulse })}</p>
          <CardDescription>
            {t('checkin.days', { count: summary.shownDays, answered: summary.answered })}
          </CardDescription>
          {summary.indicators && (
            <ul className="grid grid-cols-2 gap-2 text-sm">
              {INDICATORS.map((indicator) => (
                <li key={indicator}>
                  {t(`checkin.indicators.${indicator}`)}: {summary.indicators![indicator]}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
