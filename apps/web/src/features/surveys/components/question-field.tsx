import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ENPS_MAX,
  ENPS_MIN,
  RATING_MAX,
  RATING_MIN,
  textIn,
  type AnswerValue,
  type Question,
  type SupportedLanguage,
} from '@tera/domain';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';

interface QuestionFieldProps {
  question: Question;
  number: number;
  language: SupportedLanguage;
  languages: readonly SupportedLanguage[];
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  error?: string | undefined;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const chip =
  'flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border border-border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-fg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary';

/**
 * One question as the person answers it: a group of radio buttons for a scale or one option, check
 * boxes for several, a text box for words. Each is a fieldset named by its question, so a screen
 * reader says the question before its choices.
 */
export function QuestionField({
  question,
  number,
  language,
  languages,
  value,
  onChange,
  error,
}: QuestionFieldProps) {
  const { t } = useTranslation('surveys');
  const id = useId();
  const text = textIn(question.text, language, languages);
  const legend = (
    <legend className="mb-3 text-base font-medium text-fg">
      {number}. {text}
      {question.required ? (
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="text-sm font-normal text-fg-muted"> ({t('answer.optional')})</span>
      )}
    </legend>
  );
  const errorLine = error ? (
    <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
      {error}
    </p>
  ) : null;
  const described = error ? `${id}-error` : undefined;

  if (question.type === 'text') {
    return (
      <div>
        <label htmlFor={`${id}-text`} className="mb-3 block text-base font-medium text-fg">
          {number}. {text}{' '}
          {!question.required && (
            <span className="text-sm font-normal text-fg-muted">({t('answer.optional')})</span>
          )}
        </label>
        <Textarea
          id={`${id}-text`}
          value={typeof value === 'string' ? value : ''}
          aria-describedby={described}
          aria-required={question.required || undefined}
          maxLength={2000}
          onChange={(event) => onChange(event.target.value)}
        />
        {errorLine}
      </div>
    );
  }

  if (question.type === 'multiple') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset aria-describedby={described}>
        {legend}
        <div className="flex flex-col gap-2">
          {question.options.map((option) => (
            <label key={option.id} className={cn(chip, 'justify-start')}>
              <input
                type="checkbox"
                className="sr-only"
                checked={chosen.includes(option.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, option.id]
                      : chosen.filter((item) => item !== option.id),
                  )
                }
              />
              {textIn(option.text, language, languages)}
            </label>
          ))}
        </div>
        {errorLine}
      </fieldset>
    );
  }

  const choices =
    question.type === 'single'
      ? question.options.map((option) => ({
          value: option.id,
          label: textIn(option.text, language, languages),
        }))
      : range(
          question.type === 'rating' ? RATING_MIN : ENPS_MIN,
          question.type === 'rating' ? RATING_MAX : ENPS_MAX,
        ).map((score) => ({ value: score, label: String(score) }));
  const ends =
    question.type === 'rating'
      ? [t('answer.disagree'), t('answer.agree')]
      : question.type === 'enps'
        ? [t('answer.unlikely'), t('answer.likely')]
        : null;
  return (
    <fieldset aria-describedby={described}>
      {legend}
      <div className={cn('flex gap-2', question.type === 'single' ? 'flex-col' : 'flex-wrap')}>
        {choices.map((choice) => (
          <label key={choice.value} className={cn(chip, question.type === 'single' && 'justify-start')}>
            <input
              type="radio"
              className="sr-only"
              name={id}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
            {ends && (choice.value === choices[0]!.value || choice.value === choices.at(-1)!.value) && (
              <span className="sr-only"> ({choice.value === choices[0]!.value ? ends[0] : ends[1]})</span>
            )}
          </label>
        ))}
      </div>
      {ends && (
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-fg-muted">
          <span>{ends[0]}</span>
          <span>{ends[1]}</span>
        </div>
      )}
      {errorLine}
    </fieldset>
  );
}
