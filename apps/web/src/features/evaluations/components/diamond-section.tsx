import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DIAMOND_CATEGORIES,
  DIAMOND_LEVELS,
  diamondProfileInputSchema,
  type Actor,
  type DiamondProfile,
  type DiamondProfileInput,
  type Profile,
} from '@tera/domain';
import { Badge } from '../../../components/ui/badge';
import { Card, CardTitle } from '../../../components/ui/card';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useDiamondProfilesQuery, useSetDiamondProfile } from '../api/diamond-profiles';
import { QueryState } from '../../../components/ui/query-state';

interface DiamondValues {
  level: string;
  first: string;
  second: string;
  third: string;
}

/** Three optional selects for the categories, read as the list the schema takes. */
const diamondFormSchema = z.preprocess(
  (values: DiamondValues) => ({
    level: values.level,
    categories: [values.first, values.second, values.third].filter((category) => category !== ''),
  }),
  diamondProfileInputSchema,
);

/** The person's own diamond profile, and, for a leader, their reports' to set. */
export function DiamondSection({ actor, reports }: { actor: Actor; reports: Profile[] }) {
  const { t } = useTranslation('evaluations');
  const query = useDiamondProfilesQuery(actor.userId);
  return (
    <section aria-labelledby="diamond" className="space-y-4">
      <h2 id="diamond" className="text-xl font-semibold text-fg">
        {t('diamond.title')}
      </h2>
      <QueryState failed={t('failed')} query={query} isEmpty={() => false} empty="">
        {(data) => {
          const own = data.profiles.find((profile) => profile.employee.id === actor.userId);
          return (
            <div className="space-y-4">
              {own ? <DiamondView profile={own} /> : <p className="text-fg-muted">{t('diamond.none')}</p>}
              {reports.map((person) => (
                <DiamondEditor
                  key={person.id}
                  userId={actor.userId}
                  person={person}
                  profile={data.profiles.find((profile) => profile.employee.id === person.id)}
                />
              ))}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}

function DiamondView({ profile }: { profile: DiamondProfile }) {
  const { t } = useTranslation('evaluations');
  return (
    <Card className="space-y-2">
      <CardTitle className="text-lg">
        {t('diamond.yours', { level: t(`diamond.levels.${profile.level}`) })}
      </CardTitle>
      <ul className="flex flex-wrap gap-2" aria-label={t('diamond.categories')}>
        {profile.categories.map((category) => (
          <li key={category}>
            <Badge tone="accent">{t(`scores.${category}`)}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function DiamondEditor({
  userId,
  person,
  profile,
}: {
  userId: string;
  person: Profile;
  profile?: DiamondProfile;
}) {
  const { t } = useTranslation('evaluations');
  const set = useSetDiamondProfile(userId);
  const [first = '', second = '', third = ''] = profile?.categories ?? [];
  const form = useAppForm<DiamondValues, DiamondProfileInput>({
    schema: diamondFormSchema,
    defaultValues: { level: profile?.level ?? 'inDevelopment', first, second, third },
  });
  const categoryOptions = (
    <>
      <option value="">{t('diamond.noCategory')}</option>
      {DIAMOND_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {t(`scores.${category}`)}
        </option>
      ))}
    </>
  );
  // One line per report, with their level, until the leader opens it to change it.
  return (
    <Card>
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2">
            <ChevronDownIcon className="size-4 text-fg-muted transition-transform group-open:rotate-180" />
            <CardTitle className="text-lg">{t('diamond.of', { name: person.fullName })}</CardTitle>
          </span>
          {profile ? <Badge tone="accent">{t(`diamond.levels.${profile.level}`)}</Badge> : null}
        </summary>
        <Form
          form={form}
          onSubmit={async (profileInput) => {
            await set.mutateAsync({ employeeId: person.id, profile: profileInput });
            notify.success(t('diamond.saved'));
          }}
          failure={{ describe: describeError }}
          className="mt-3 grid gap-3 sm:grid-cols-2"
        >
          <SelectField name="level" label={t('diamond.level')}>
            {DIAMOND_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`diamond.levels.${level}`)}
              </option>
            ))}
          </SelectField>
          <SelectField name="first" label={t('diamond.category1')}>
            {categoryOptions}
          </SelectField>
          <SelectField name="second" label={t('diamond.category2')}>
            {categoryOptions}
          </SelectField>
          <SelectField name="third" label={t('diamond.category3')}>
            {categoryOptions}
          </SelectField>
          <div className="sm:col-span-2">
            <FormAlert />
            <SubmitButton loadingText={t('form.saving')}>{t('diamond.save')}</SubmitButton>
          </div>
        </Form>
      </details>
    </Card>
  );
}
