import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DAY_DYNAMICS, PERSONAL_CONDITIONS, SPECIAL_SITUATIONS, WORK_MODALITIES } from '@tera/domain';
import type { CheckinAnswers } from '../hooks/use-checkin-answers';
import { TagGroup } from './tag-group';

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
      <Controller
        control={control}
        name="day_dynamics"
        render={({ field, fieldState }) => (
          <TagGroup
            group="day_dynamics"
            type="multiple"
            options={DAY_DYNAMICS}
            value={field.value}
            onChange={field.onChange}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="personal_conditions"
        render={({ field, fieldState }) => (
          <TagGroup
            group="personal_conditions"
            type="multiple"
            options={PERSONAL_CONDITIONS}
            value={field.value}
            onChange={field.onChange}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="special_situations"
        render={({ field, fieldState }) => (
          <TagGroup
            group="special_situations"
            type="multiple"
            options={SPECIAL_SITUATIONS}
            value={field.value}
            onChange={field.onChange}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </section>
  );
}
