import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage, textIn, type SurveyDraft, type SurveyTemplate } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { describeError } from '../../../lib/error-message';
import { useSurveyQuery, useSurveysQuery, useTemplatesQuery } from '../api/surveys';
import { emptyDraft } from './draft-editing';
import { STATUS_TONES, SurveyDetailView } from './survey-detail';
import { SurveyBuilder } from './survey-builder';

const localToday = () => new Intl.DateTimeFormat('en-CA').format(new Date());

const fromTemplate = (template: SurveyTemplate): SurveyDraft => ({
  title: template.title,
  description: template.description,
  languages: template.languages,
  mode: 'anonymous',
  content: template.content,
});

/**
 * /empresa/{slug}/admin/surveys: the company's surveys, a new one from a template or from scratch,
 * and the open survey (?survey=) with its builder, launch, status and results.
 */
export function SurveysPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('surveys');
  const [search, setSearch] = useSearchParams();
  const open = search.get('survey');
  const [building, setBuilding] = useState<{ id: string | null; draft: SurveyDraft } | null>(null);
  const show = (id: string | null) => {
    setBuilding(null);
    setSearch(id ? { survey: id } : {}, { replace: false });
  };
  return (
    <div className="space-y-6">
      <PageTitle page="surveys" />
      <PageHeader title={t('title')} lead={t('lead')} />
      {building ? (
        <SurveyBuilder
          slug={slug}
          surveyId={building.id}
          initial={building.draft}
          onSaved={(id) => show(id)}
          onCancel={() => setBuilding(null)}
        />
      ) : open ? (
        <OpenSurvey slug={slug} id={open} onBack={() => show(null)} onEdit={setBuilding} onOpen={show} />
      ) : (
        <>
          <TemplatePicker slug={slug} onPick={(draft) => setBuilding({ id: null, draft })} />
          <SurveyList slug={slug} onOpen={show} />
        </>
      )}
    </div>
  );
}

function OpenSurvey({
  slug,
  id,
  onBack,
  onEdit,
  onOpen,
}: {
  slug: string;
  id: string;
  onBack: () => void;
  onEdit: (building: { id: string; draft: SurveyDraft }) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('surveys');
  const query = useSurveyQuery(slug, id);
  return (
    <div className="space-y-4">
      <Button variant="link" onClick={onBack}>
        {t('detail.back')}
      </Button>
      {query.isPending ? (
        <Loading label={t('list.loading')} />
      ) : query.isError ? (
        <Alert tone="danger">{describeError(query.error)}</Alert>
      ) : (
        <SurveyDetailView
          slug={slug}
          survey={query.data.survey}
          today={localToday()}
          onOpen={onOpen}
          onEdit={() => {
            const { title, description, languages, mode, content } = query.data.survey;
            onEdit({ id, draft: { title, description, languages, mode, content } });
          }}
        />
      )}
    </div>
  );
}

function TemplatePicker({ slug, onPick }: { slug: string; onPick: (draft: SurveyDraft) => void }) {
  const { t, i18n } = useTranslation('surveys');
  const language = normaliseLanguage(i18n.language);
  const templates = useTemplatesQuery(slug);
  return (
    <section aria-labelledby="survey-templates-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="survey-templates-title" className="text-lg font-semibold">
          {t('templates.title')}
        </h2>
        <Button variant="secondary" onClick={() => onPick(emptyDraft())}>
          {t('templates.blank')}
        </Button>
      </div>
      {templates.isPending ? (
        <Loading label={t('templates.loading')} />
      ) : templates.isError ? (
        <Alert tone="danger">{describeError(templates.error)}</Alert>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {templates.data.templates.map((template) => {
            const title = textIn(template.title, language, template.languages);
            return (
              <li key={template.id}>
                <Card className="flex h-full flex-col gap-2 p-4">
                  <CardTitle>{title}</CardTitle>
                  <CardDescription>
                    {textIn(template.description, language, template.languages)}
                  </CardDescription>
                  {!template.builtIn && <Badge tone="accent">{t('templates.own')}</Badge>}
                  <Button
                    aria-label={`${t('templates.use')} ${title}`}
                    className="mt-auto"
                    variant="secondary"
                    onClick={() => onPick(fromTemplate(template))}
                  >
                    {t('templates.use')}
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function SurveyList({ slug, onOpen }: { slug: string; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('surveys');
  const language = normaliseLanguage(i18n.language);
  const surveys = useSurveysQuery(slug);
  return (
    <section aria-labelledby="survey-list-title" className="space-y-3">
      <h2 id="survey-list-title" className="text-lg font-semibold">
        {t('list.title')}
      </h2>
      {surveys.isPending ? (
        <Loading label={t('list.loading')} />
      ) : surveys.isError ? (
        <Alert tone="danger">{describeError(surveys.error)}</Alert>
      ) : surveys.data.surveys.length === 0 ? (
        <p className="text-fg-muted">{t('list.empty')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {surveys.data.surveys.map((survey) => (
            <li key={survey.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <Button variant="link" onClick={() => onOpen(survey.id)}>
                  {textIn(survey.title, language, survey.languages)}
                </Button>
                <p className="text-sm text-fg-muted">
                  {t('list.questions', { count: survey.questionCount })}
                  {survey.invited !== null &&
                    ` · ${survey.respondents === null ? t('list.fewAnswers', { invited: survey.invited }) : t('results.answered', { respondents: survey.respondents, invited: survey.invited })}`}
                </p>
              </div>
              <Badge tone={STATUS_TONES[survey.status]}>{t(`status.${survey.status}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
