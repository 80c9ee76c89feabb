import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, SURVEY_RECURRENCES, surveyLaunchSchema, type SurveyRecurrence } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { isApiError } from '../../../lib/api-client';
import { describeError, refusalText } from '../../../lib/error-message';
import { useSurveyActionMutation } from '../api/surveys';
import { useTeamsQuery } from '../api/teams';

type AudienceKind = 'everyone' | 'teams' | 'departments';

/** Launching: who is asked, the days it opens and closes in the company's zone, and whether it repeats. */
export function LaunchForm({ slug, surveyId, today }: { slug: string; surveyId: string; today: string }) {
  const { t } = useTranslation('surveys');
  const teams = useTeamsQuery(slug);
  const launch = useSurveyActionMutation(slug, surveyId);
  const [kind, setKind] = useState<AudienceKind>('everyone');
  const [teamIds, setTeamIds] = useState<string[]>([]);
  const [departments, setDepartments] = useState('');
  const [opensOn, setOpensOn] = useState(today);
  const [closesOn, setClosesOn] = useState(addDays(today, 13));
  const [recurrence, setRecurrence] = useState<SurveyRecurrence>('none');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const audience =
      kind === 'teams'
        ? { kind, teamIds }
        : kind === 'departments'
          ? {
              kind,
              departments: departments
                .split(',')
                .map((d) => d.trim())
                .filter(Boolean),
            }
          : { kind };
    const parsed = surveyLaunchSchema.safeParse({ audience, opensOn, closesOn, recurrence });
    if (!parsed.success) {
      setProblem(t('launch.invalid'));
      return;
    }
    setProblem(null);
    launch.mutate({ kind: 'launch', launch: parsed.data });
  };

  return (
    <Card className="space-y-4 p-4">
      <CardTitle>{t('launch.title')}</CardTitle>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label={t('launch.audience')}>
          {(control) => (
            <Select
              {...control}
              value={kind}
              onChange={(event) => setKind(event.target.value as AudienceKind)}
            >
              {(['everyone', 'teams', 'departments'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`launch.audiences.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {kind === 'teams' && (
          <fieldset className="flex flex-wrap gap-3">
            <legend className="mb-1 text-sm font-medium">{t('launch.teams')}</legend>
            {(teams.data?.teams ?? []).map((team) => (
              <label key={team.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={teamIds.includes(team.id)}
                  onChange={(event) =>
                    setTeamIds(
                      event.target.checked ? [...teamIds, team.id] : teamIds.filter((id) => id !== team.id),
                    )
                  }
                />
                {team.name}
              </label>
            ))}
          </fieldset>
        )}
        {kind === 'departments' && (
          <Field label={t('launch.departments')} hint={t('launch.departmentsHint')}>
            {(control) => (
              <Input
                {...control}
                value={departments}
                onChange={(event) => setDepartments(event.target.value)}
              />
            )}
          </Field>
        )}
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={t('launch.opensOn')}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={opensOn}
                min={today}
                onChange={(event) => setOpensOn(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('launch.closesOn')}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={closesOn}
                min={opensOn}
                onChange={(event) => setClosesOn(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('launch.recurrence')}>
            {(control) => (
              <Select
                {...control}
                value={recurrence}
                onChange={(event) => setRecurrence(event.target.value as SurveyRecurrence)}
              >
                {SURVEY_RECURRENCES.map((value) => (
                  <option key={value} value={value}>
                    {t(`launch.recurrences.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        {problem && (
          <Alert tone="danger" role="alert">
            {problem}
          </Alert>
        )}
        {launch.isError && (
          <Alert tone="danger" role="alert">
            {isApiError(launch.error) && launch.error.reason
              ? refusalText(launch.error.reason)
              : describeError(launch.error)}
          </Alert>
        )}
        <Button type="submit" disabled={launch.isPending}>
          {t('launch.submit')}
        </Button>
      </form>
    </Card>
  );
}
