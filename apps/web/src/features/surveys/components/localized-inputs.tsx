import { useTranslation } from 'react-i18next';
import type { LocalizedText, SupportedLanguage } from '@tera/domain';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

/** One text box per language the survey carries, named by what it is and its language. */
export function LocalizedInputs({
  label,
  value,
  languages,
  onChange,
  errors = {},
}: {
  label: string;
  value: LocalizedText | null;
  languages: readonly SupportedLanguage[];
  onChange: (value: LocalizedText) => void;
  errors?: Partial<Record<SupportedLanguage, string>>;
}) {
  const { t } = useTranslation('surveys');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {languages.map((language) => (
        <Field
          key={language}
          label={`${label} (${t(`languages.${language}`)})`}
          error={errors[language]}
          isRequired
        >
          {(control) => (
            <Input
              {...control}
              value={value?.[language] ?? ''}
              maxLength={300}
              onChange={(event) => onChange({ ...value, [language]: event.target.value })}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
