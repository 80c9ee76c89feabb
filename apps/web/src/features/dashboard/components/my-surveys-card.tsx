import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage, textIn } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { describeError } from '../../../lib/error-message';
import { useDayOfMonth } from '../../../lib/use-day-of-month';
import { useMySurveys } from '../api/my-surveys';

/** The person's open surveys, closing soonest first, each saying whether its answers are anonymous. */
export function MySurveysCard() {
  const { t, i18n } = useTranslation('dashboard');
  const { company } = useAuth();
  const language = normaliseLanguage(i18n.language);
  const surveys = useMySurveys(company?.slug ?? null);
  const day = useDayOfMonth();
  if (!company) return null;
  return (
    <Card className="space-y-3 p-4">
      <CardTitle>{t('surveys.title')}</CardTitle>
      {surveys.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : surveys.isError ? (
        <Alert tone="danger">{describeError(surveys.error)}</Alert>
      ) : surveys.data.surveys.length === 0 ? (
        <CardDescription>{t('surveys.none')}</CardDescription>
      ) : (
        <ul className="divide-y divide-border">
          {surveys.data.surveys.map((survey) => (
            <li key={survey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <Link
                  className="font-medium underline"
                  to={`/empresa/${encodeURIComponent(company.slug)}/surveys/${encodeURIComponent(survey.id)}`}
                >
                  {textIn(survey.title, language, survey.languages)}
                </Link>
                <p className="text-sm text-fg-muted">
                  {t(survey.started ? 'surveys.continue' : 'surveys.questions', {
                    count: survey.questionCount,
                    closesOn: day(survey.closesOn),
                  })}
                </p>
              </div>
              <Badge tone={survey.mode === 'anonymous' ? 'info' : 'warning'}>
                {t(`surveys.mode.${survey.mode}`)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
