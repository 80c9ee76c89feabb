import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUESTION_TYPES,
  SUPPORTED_LANGUAGES,
  SURVEY_MODES,
  surveyDraftSchema,
  type Question,
  type QuestionType,
  type SupportedLanguage,
  type SurveyDraft,
  type SurveyMode,
} from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { isApiError } from '../../../lib/api-client';
import { describeError, refusalText } from '../../../lib/error-message';
import { useSaveSurveyMutation } from '../api/surveys';
import { moved, newQuestion, newSection, questionNumbers } from './draft-editing';
import { LocalizedInputs } from './localized-inputs';
import { QuestionEditor } from './question-editor';
import { SurveyPreview } from './survey-preview';

interface SurveyBuilderProps {
  slug: string;
  surveyId: string | null;
  initial: SurveyDraft;
  onSaved: (id: string) => void;
  onCancel: () => void;
}

/** The builder: texts in each language, sections and questions in order, and the phone preview beside. */
export function SurveyBuilder({ slug, surveyId, initial, onSaved, onCancel }: SurveyBuilderProps) {
  const { t } = useTranslation('surveys');
  const [draft, setDraft] = useState<SurveyDraft>(initial);
  const [newType, setNewType] = useState<QuestionType>('rating');
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSaveSurveyMutation(slug);

  const setSection = (index: number, change: (questions: Question[]) => Question[]) =>
    setDraft({
      ...draft,
      content: draft.content.map((section, i) =>
        i === index ? { ...section, questions: change(section.questions) } : section,
      ),
    });
  const toggleLanguage = (language: SupportedLanguage, on: boolean) => {
    const languages = on
      ? SUPPORTED_LANGUAGES.filter((l) => l === language || draft.languages.includes(l))
      : draft.languages.filter((l) => l !== language);
    if (languages.length > 0) setDraft({ ...draft, languages });
  };
  const submit = () => {
    const parsed = surveyDraftSchema.safeParse(draft);
    if (!parsed.success) {
      setProblems([t('builder.incomplete', { count: parsed.error.issues.length })]);
      return;
    }
    setProblems([]);
    save.mutate({ id: surveyId, draft: parsed.data }, { onSuccess: (saved) => onSaved(saved.survey.id) });
  };
  const numbers = questionNumbers(draft.content);

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_420px]">
      <form
        className="space-y-5"
        noValidate
        aria-label={t('builder.title')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Card className="space-y-4 p-4">
          <LocalizedInputs
            label={t('builder.surveyTitle')}
            value={draft.title}
            languages={draft.languages}
            onChange={(title) => setDraft({ ...draft, title })}
          />
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-medium">{t('builder.languages')}</legend>
            {SUPPORTED_LANGUAGES.map((language) => (
              <label key={language} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.languages.includes(language)}
                  onChange={(event) => toggleLanguage(language, event.target.checked)}
                />
                {t(`languages.${language}`)}
              </label>
            ))}
          </fieldset>
          <Field label={t('builder.mode')} hint={t(`mode.${draft.mode}.body`)}>
            {(control) => (
              <Select
                {...control}
                value={draft.mode}
                onChange={(event) => setDraft({ ...draft, mode: event.target.value as SurveyMode })}
              >
                {SURVEY_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`mode.${mode}.title`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </Card>

        {draft.content.map((section, sectionIndex) => (
          <section
            key={section.id}
            aria-label={t('builder.sectionName', { number: sectionIndex + 1 })}
            className="space-y-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{t('builder.sectionName', { number: sectionIndex + 1 })}</h3>
              {draft.content.length > 1 && (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    setDraft({ ...draft, content: draft.content.filter((s) => s.id !== section.id) })
                  }
                >
                  {t('builder.removeSection')}
                </Button>
              )}
            </div>
            <LocalizedInputs
              label={t('builder.sectionTitle')}
              value={section.title}
              languages={draft.languages}
              onChange={(title) =>
                setDraft({
                  ...draft,
                  content: draft.content.map((s) => (s.id === section.id ? { ...s, title } : s)),
                })
              }
            />
            <div role="list" className="space-y-3">
              {section.questions.map((question, index) => {
                return (
                  <QuestionEditor
                    key={question.id}
                    question={question}
                    number={numbers.get(question.id) ?? 0}
                    languages={draft.languages}
                    isFirst={index === 0}
                    isLast={index === section.questions.length - 1}
                    onChange={(changed) =>
                      setSection(sectionIndex, (questions) =>
                        questions.map((q) => (q.id === question.id ? changed : q)),
                      )
                    }
                    onMove={(by) => setSection(sectionIndex, (questions) => moved(questions, index, by))}
                    onRemove={() =>
                      setSection(sectionIndex, (questions) => questions.filter((q) => q.id !== question.id))
                    }
                  />
                );
              })}
            </div>
            <div className="flex flex-wrap items-end gap-2">
              <Field label={t('builder.newQuestionType')}>
                {(control) => (
                  <Select
                    {...control}
                    value={newType}
                    onChange={(event) => setNewType(event.target.value as QuestionType)}
                  >
                    {QUESTION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`types.${type}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Button
                type="button"
                variant="secondary"
                onClick={() => setSection(sectionIndex, (questions) => [...questions, newQuestion(newType)])}
              >
                {t('builder.addQuestion')}
              </Button>
            </div>
          </section>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() => setDraft({ ...draft, content: [...draft.content, newSection()] })}
        >
          {t('builder.addSection')}
        </Button>

        {problems.map((problem) => (
          <Alert key={problem} tone="danger" role="alert">
            {problem}
          </Alert>
        ))}
        {save.isError && (
          <Alert tone="danger" role="alert">
            {isApiError(save.error) && save.error.reason
              ? refusalText(save.error.reason)
              : describeError(save.error)}
          </Alert>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {t('builder.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('builder.cancel')}
          </Button>
        </div>
      </form>
      <SurveyPreview draft={draft} />
    </div>
  );
}
