import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { EVALUATION_CYCLE_AUDIENCES } from '@tera/domain';
import { FieldErrorMessage } from '../../../components/ui/form/field-error-message';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Input } from '../../../components/ui/input';
import { useCyclePeopleQuery } from '../api/evaluation-cycles';

export interface CycleFormValues {
  period: string;
  dueOn: string;
  audience: (typeof EVALUATION_CYCLE_AUDIENCES)[number];
  employeeIds: string[];
}

/** More than this many matches are narrowed by the search instead of listed. */
const SHOWN_MAX = 50;
const CHOICE = 'flex min-h-11 items-center gap-3 rounded-lg border border-border px-3 py-2 text-sm text-fg';

/** Everyone with a leader, or the people ticked from a searchable list of them. */
export function CyclePeopleChoice({ userId, slug }: { userId: string; slug: string }) {
  const { t } = useTranslation('evaluations');
  const { register, control } = useFormContext<CycleFormValues>();
  const audience = useWatch({ control, name: 'audience' });
  const chosen = useWatch({ control, name: 'employeeIds' });
  const { errors } = useFormState<CycleFormValues>({ name: 'employeeIds' });
  const errorText = useErrorText();
  const errorId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const people = useCyclePeopleQuery(userId, slug);
  const needle = search.trim().toLowerCase();
  const matches = (people.data ?? []).filter(
    (person) => !needle || `${person.fullName} ${person.email}`.toLowerCase().includes(needle),
  );
  const error = errorText(errors.employeeIds?.message);
  return (
    <fieldset className="space-y-2 sm:col-span-3">
      <legend className="text-sm font-medium text-fg">{t('cycles.audience')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {EVALUATION_CYCLE_AUDIENCES.map((choice) => (
          <label key={choice} className={CHOICE}>
            <input type="radio" value={choice} className="size-4" {...register('audience')} />
            {t(`cycles.audiences.${choice}`)}
          </label>
        ))}
      </div>
      {audience === 'chosen' ? (
        <div className="space-y-2" aria-describedby={errorId}>
          <label htmlFor={searchId} className="block text-sm font-medium text-fg">
            {t('cycles.search')}
          </label>
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
          <p className="text-sm text-fg-muted" aria-live="polite">
            {people.isPending
              ? t('cycles.peopleLoading')
              : people.isError
                ? t('cycles.peopleFailed')
                : t('cycles.chosenCount', { count: chosen.length })}
          </p>
          <ul className="grid max-h-72 gap-2 overflow-y-auto sm:grid-cols-2" aria-label={t('cycles.people')}>
            {matches.slice(0, SHOWN_MAX).map((person) => (
              <li key={person.id}>
                <label className={CHOICE}>
                  <input type="checkbox" value={person.id} className="size-4" {...register('employeeIds')} />
                  <span>
                    {person.fullName}
                    {person.leaderName ? (
                      <span className="block text-fg-muted">
                        {t('cycles.ledBy', { name: person.leaderName })}
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {matches.length > SHOWN_MAX ? (
            <p className="text-sm text-fg-muted">
              {t('cycles.narrow', { count: matches.length - SHOWN_MAX })}
            </p>
          ) : null}
          <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>
        </div>
      ) : null}
    </fieldset>
  );
}
