import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn, type AnswerValue, type SupportedLanguage, type SurveyDraft } from '@tera/domain';
import { questionNumbers } from './draft-editing';
import { ModeNotice } from './mode-notice';
import { QuestionField } from './question-field';

/**
 * The draft as an employee will see it on a phone: 390 pixels wide, in the language chosen, with
 * the mode said first. Answers typed here go nowhere.
 */
export function SurveyPreview({ draft }: { draft: SurveyDraft }) {
  const { t } = useTranslation('surveys');
  const [language, setLanguage] = useState<SupportedLanguage>(draft.languages[0] ?? 'es');
  const [answers, setAnswers] = useState<Record<string, AnswerValue | undefined>>({});
  const numbers = questionNumbers(draft.content);
  return (
    <section aria-labelledby="survey-preview-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="survey-preview-title" className="font-semibold">
          {t('builder.preview')}
        </h3>
        {draft.languages.length > 1 && (
          <div role="group" aria-label={t('builder.previewLanguage')} className="flex gap-1">
            {draft.languages.map((candidate) => (
              <button
                key={candidate}
                type="button"
                aria-pressed={candidate === language}
                className="rounded-md border border-border px-2 py-1 text-sm aria-pressed:bg-primary aria-pressed:text-primary-fg"
                onClick={() => setLanguage(candidate)}
              >
                {t(`languages.${candidate}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      <div
        data-testid="phone-preview"
        className="mx-auto max-h-[720px] w-full max-w-[390px] space-y-4 overflow-y-auto rounded-[2rem] border-8 border-fg/80 bg-bg p-4"
      >
        <p className="text-lg font-semibold">
          {textIn(draft.title, language, draft.languages) || t('builder.untitled')}
        </p>
        <ModeNotice mode={draft.mode} />
        {draft.content.map((section) => (
          <div key={section.id} className="space-y-4">
            {section.title && (
              <p className="font-semibold">{textIn(section.title, language, draft.languages)}</p>
            )}
            {section.questions.map((question) => {
              return (
                <QuestionField
                  key={question.id}
                  question={question}
                  number={numbers.get(question.id) ?? 0}
                  language={language}
                  languages={draft.languages}
                  value={answers[question.id]}
                  onChange={(value) => setAnswers({ ...answers, [question.id]: value })}
                />
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
