import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  checkAnswers,
  normaliseLanguage,
  textIn,
  type SurveyAnswers,
  type SurveyToAnswer,
} from '@tera/domain';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { isApiError } from '../../../lib/api-client';
import { describeError, refusalText } from '../../../lib/error-message';
import {
  useSaveProgressMutation,
  useSubmitSurveyMutation,
  useSurveyToAnswerQuery,
} from '../api/answer-survey';
import { ModeNotice } from './mode-notice';
import { QuestionField } from './question-field';

function refusal(error: unknown): string {
  return isApiError(error) && error.reason ? refusalText(error.reason) : describeError(error);
}

/**
 * /empresa/{slug}/surveys/{surveyId}: a survey answered one section per screen, phone first. Whether
 * it is anonymous is said before the first question and on every screen; each step saves progress.
 */
export function SurveyAnswerPage() {
  const { slug = '', surveyId = '' } = useParams();
  const { t } = useTranslation('surveys');
  const query = useSurveyToAnswerQuery(slug, surveyId);
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <PageTitle page="surveyAnswer" />
      {query.isPending ? (
        <Loading label={t('answer.loading')} />
      ) : query.isError ? (
        <Alert tone="warning" title={t('answer.unavailable')}>
          {refusal(query.error)}
        </Alert>
      ) : (
        <SurveyForm slug={slug} loaded={query.data} />
      )}
    </div>
  );
}

function SurveyForm({ slug, loaded }: { slug: string; loaded: SurveyToAnswer }) {
  const { t, i18n } = useTranslation('surveys');
  const { survey } = loaded;
  const language = normaliseLanguage(i18n.language);
  const [answers, setAnswers] = useState<SurveyAnswers>(loaded.answers);
  const [step, setStep] = useState(0);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSaveProgressMutation(slug, survey.id);
  const submit = useSubmitSurveyMutation(slug, survey.id);
  const section = survey.content[step]!;
  const last = step === survey.content.length - 1;
  const before = survey.content.slice(0, step).reduce((count, s) => count + s.questions.length, 0);

  useEffect(() => heading.current?.focus(), [step, done]);

  const sectionProblems = () => {
    const { problems: found } = checkAnswers(survey.content, answers, { submitting: true });
    return Object.fromEntries(
      Object.entries(found).filter(([id]) => section.questions.some((question) => question.id === id)),
    );
  };
  const next = () => {
    const found = sectionProblems();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(answers);
    setStep(step + 1);
  };
  const send = () => {
    const found = sectionProblems();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate(answers, { onSuccess: () => setDone(true) });
  };

  if (done) {
    return (
      <Card className="space-y-3 p-6">
        <h1 ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {t('answer.thanks')}
        </h1>
        <p className="text-fg-muted">{t(`answer.thanksBody.${survey.mode}`)}</p>
      </Card>
    );
  }

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (last) send();
        else next();
      }}
    >
      <header className="space-y-1">
        <h1 ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {textIn(survey.title, language, survey.languages)}
        </h1>
        <p className="text-sm text-fg-muted">
          {t('answer.step', { step: step + 1, steps: survey.content.length })}
        </p>
      </header>
      <ModeNotice mode={survey.mode} />
      {step === 0 && survey.description && (
        <p className="text-fg-muted">{textIn(survey.description, language, survey.languages)}</p>
      )}
      <Card className="space-y-6 p-4 sm:p-6">
        {section.title && (
          <h2 className="text-lg font-semibold">{textIn(section.title, language, survey.languages)}</h2>
        )}
        {section.questions.map((question, index) => (
          <QuestionField
            key={question.id}
            question={question}
            number={before + index + 1}
            language={language}
            languages={survey.languages}
            value={answers[question.id]}
            error={
              problems[question.id]
                ? t(
                    `answer.problem.${problems[question.id] === 'validation.required' ? 'required' : 'invalid'}`,
                  )
                : undefined
            }
            onChange={(value) =>
              setAnswers((current) => {
                const { [question.id]: _replaced, ...rest } = current;
                return value === undefined ? rest : { ...rest, [question.id]: value };
              })
            }
          />
        ))}
      </Card>
      {submit.isError && (
        <Alert tone="danger" role="alert">
          {refusal(submit.error)}
        </Alert>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <Button type="button" variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
          {t('answer.back')}
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {last ? t('answer.submit') : t('answer.next')}
        </Button>
      </div>
      {save.isError && <p className="text-sm text-warning">{t('answer.notSaved')}</p>}
    </form>
  );
}
