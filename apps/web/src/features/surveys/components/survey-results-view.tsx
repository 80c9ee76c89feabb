import { useTranslation } from 'react-i18next';
import {
  normaliseLanguage,
  questionsOf,
  textIn,
  WHOLE_AUDIENCE,
  type SurveyDetail,
  type SurveyResults,
} from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Card, CardTitle } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { describeError } from '../../../lib/error-message';
import { exportHref, useResultsQuery } from '../api/surveys';

/**
 * What the release lets through: participation by group, each question's figures per group shown,
 * and the comments, shuffled and without dates. A group withheld says so rather than showing zero.
 */
export function SurveyResultsView({ slug, survey }: { slug: string; survey: SurveyDetail }) {
  const { t, i18n } = useTranslation('surveys');
  const language = normaliseLanguage(i18n.language);
  const results = useResultsQuery(slug, survey.id, survey.status !== 'draft');
  if (survey.status === 'draft' || survey.status === 'scheduled') return null;
  if (results.isPending) return <Loading label={t('results.loading')} />;
  if (results.isError) return <Alert tone="danger">{describeError(results.error)}</Alert>;
  return <ResultsBody slug={slug} survey={survey} results={results.data} language={language} />;
}

function ResultsBody({
  slug,
  survey,
  results,
  language,
}: {
  slug: string;
  survey: SurveyDetail;
  results: SurveyResults;
  language: 'es' | 'en';
}) {
  const { t } = useTranslation('surveys');
  // A team and a department may share a name: each says which it is.
  const named = (group: SurveyResults['groups'][number]) =>
    group.kind === 'all' || group.label === null
      ? t('results.everyone')
      : t(group.kind === 'team' ? 'results.teamGroup' : 'results.departmentGroup', { name: group.label });
  const label = (key: string) => {
    const group = results.groups.find((candidate) => candidate.key === key);
    return group ? named(group) : t('results.everyone');
  };
  const questions = new Map(questionsOf(survey.content).map((question) => [question.id, question]));
  const anything =
    (results.named?.length ?? 0) > 0 ||
    results.questions.some(
      (question) => Object.keys(question.figures).length > 0 || Object.keys(question.comments).length > 0,
    );
  return (
    <section aria-labelledby="survey-results-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="survey-results-title" className="text-lg font-semibold">
          {t('results.title')}
        </h2>
        <div className="flex gap-3 text-sm">
          <a className="underline" href={exportHref(slug, survey.id, 'csv', language)} download>
            {t('results.exportCsv')}
          </a>
          <a className="underline" href={exportHref(slug, survey.id, 'xlsx', language)} download>
            {t('results.exportXlsx')}
          </a>
        </div>
      </div>
      <p className="text-sm text-fg-muted">
        {t('results.thresholds', {
          scores: results.thresholds.scores,
          comments: results.thresholds.comments,
        })}
      </p>
      <Card className="p-4">
        <CardTitle>{t('results.participation')}</CardTitle>
        <ul className="mt-2 divide-y divide-border">
          {results.groups.map((group) => (
            <li key={group.key} className="flex justify-between gap-3 py-2 text-sm">
              <span>{named(group)}</span>
              <span className="text-fg-muted">
                {group.respondents === null
                  ? t('results.withheld')
                  : t('results.answered', { respondents: group.respondents, invited: group.invited })}
              </span>
            </li>
          ))}
        </ul>
      </Card>
      {!anything && (
        <Alert tone="info">{t(survey.status === 'open' ? 'results.noneYetOpen' : 'results.noneYet')}</Alert>
      )}
      {results.questions.map((result) => {
        const question = questions.get(result.id);
        if (!question) return null;
        const figures = Object.entries(result.figures);
        const comments = Object.entries(result.comments);
        if (figures.length === 0 && comments.length === 0) return null;
        return (
          <Card key={result.id} className="space-y-3 p-4">
            <h3 className="font-medium">{textIn(question.text, language, survey.languages)}</h3>
            {figures.length > 0 && (
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="text-fg-muted">
                    <th scope="col">{t('results.group')}</th>
                    <th scope="col">{t('results.responses')}</th>
                    <th scope="col">{question.type === 'enps' ? 'eNPS' : t('results.mean')}</th>
                  </tr>
                </thead>
                <tbody>
                  {figures.map(([group, figure]) => (
                    <tr key={group}>
                      <th scope="row" className="font-normal">
                        {label(group)}
                      </th>
                      <td>{figure.respondents}</td>
                      <td>{question.type === 'enps' ? figure.enps : (figure.mean ?? '—')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {result.figures[WHOLE_AUDIENCE] && (
              <ul aria-label={t('results.distribution')} className="flex flex-wrap gap-2 text-xs">
                {Object.entries(result.figures[WHOLE_AUDIENCE].distribution).map(([value, count]) => {
                  const option =
                    'options' in question ? question.options.find((o) => o.id === value) : undefined;
                  return (
                    <li key={value} className="rounded bg-surface-muted px-2 py-1">
                      {option ? textIn(option.text, language, survey.languages) : value}: {count}
                    </li>
                  );
                })}
              </ul>
            )}
            {comments.map(([group, texts]) => (
              <div key={group}>
                <h4 className="text-sm font-medium">{t('results.comments', { group: label(group) })}</h4>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                  {texts.map((text, index) => (
                    <li key={`${index}-${text}`}>{text}</li>
                  ))}
                </ul>
              </div>
            ))}
          </Card>
        );
      })}
      {results.named && results.named.length > 0 && (
        <section aria-labelledby="survey-named-title" className="space-y-2">
          <h3 id="survey-named-title" className="font-semibold">
            {t('results.named')}
          </h3>
          <ul className="space-y-3">
            {results.named.map((person) => (
              <li key={person.userId}>
                <Card className="space-y-1 p-4">
                  <p className="font-medium">{person.name}</p>
                  <ul className="text-sm">
                    {Object.entries(person.answers).map(([id, value]) => {
                      const question = questions.get(id);
                      if (!question) return null;
                      const options = 'options' in question ? question.options : [];
                      const shown = (Array.isArray(value) ? value : [value])
                        .map((item) => {
                          const option = options.find((candidate) => candidate.id === item);
                          return option ? textIn(option.text, language, survey.languages) : String(item);
                        })
                        .join(', ');
                      return (
                        <li key={id}>{`${textIn(question.text, language, survey.languages)}: ${shown}`}</li>
                      );
                    })}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
