import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DAY_DYNAMICS, PERSONAL_CONDITIONS, SPECIAL_SITUATIONS, WORK_MODALITIES } from '@tera/domain';
import type { CheckinAnswers } from '../hooks/use-checkin-answers';
import { TagGroup } from './tag-group';

const MULTIPLE_CHOICE_GROUPS = [
  ['day_dynamics', DAY_DYNAMICS],
  ['personal_conditions', PERSONAL_CONDITIONS],
  ['special_situations', SPECIAL_SITUATIONS],
] as const;

/** The four tag groups of the surrounding check-in form, each one of its fields. */
export function ContextTags() {
  const { t } = useTranslation('checkin');
  const titleId = useId();
  const { control } = useFormContext<CheckinAnswers>();
  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {t('tags.title')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t('tags.hint')}</p>
      </div>
      <Controller
        control={control}
        name="work_modality"
        render={({ field, fieldState }) => (
          <TagGroup
            group="work_modality"
            type="single"
            options={WORK_MODALITIES}
            value={field.value}
            onChange={field.onChange}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      {MULTIPLE_CHOICE_GROUPS.map(([name, options]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <TagGroup
              group={name}
              type="multiple"
              options={options}
              value={field.value}
              onChange={field.onChange}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </section>
  );
}
