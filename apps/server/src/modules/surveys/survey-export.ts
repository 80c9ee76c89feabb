import {
  questionsOf,
  SURVEY_EXPORT_TEXTS,
  textIn,
  type SupportedLanguage,
  type SurveyDetail,
  type SurveyResults,
} from '@tera/domain';
import type { Cell, ReportDocument } from '../reports/report-document.ts';

/**
 * A survey's results as the reports' writers take them: exactly what the results screen shows, one
 * row per question and released group, then the comments, then a confidential survey's named answers.
 */
export function surveyResultsDocument(
  survey: SurveyDetail,
  results: SurveyResults,
  language: SupportedLanguage,
  today: string,
): ReportDocument {
  const texts = SURVEY_EXPORT_TEXTS[language];
  const labels = new Map(results.groups.map((group) => [group.key, group.label ?? texts.everyone]));
  const questions = new Map(questionsOf(survey.content).map((question) => [question.id, question]));
  const rows: Cell[][] = [];
  for (const result of results.questions) {
    const question = questions.get(result.id)!;
    const text = textIn(question.text, language, survey.languages);
    for (const [group, figure] of Object.entries(result.figures)) {
      const options = 'options' in question ? question.options : [];
      const distribution = Object.entries(figure.distribution)
        .map(([value, count]) => {
          const option = options.find((candidate) => candidate.id === value);
          return `${option ? textIn(option.text, language, survey.languages) : value}: ${count}`;
        })
        .join('; ');
      rows.push([
        text,
        labels.get(group) ?? group,
        figure.respondents,
        figure.mean,
        figure.enps,
        distribution,
      ]);
    }
    for (const [group, comments] of Object.entries(result.comments)) {
      for (const comment of comments)
        rows.push([text, labels.get(group) ?? group, null, null, null, comment]);
    }
  }
  for (const person of results.named ?? []) {
    for (const [id, value] of Object.entries(person.answers)) {
      const question = questions.get(id);
      if (!question) continue;
      const options = 'options' in question ? question.options : [];
      const answer = (Array.isArray(value) ? value : [value])
        .map((item) => {
          const option = options.find((candidate) => candidate.id === item);
          return option ? textIn(option.text, language, survey.languages) : String(item);
        })
        .join(', ');
      rows.push([textIn(question.text, language, survey.languages), person.name, null, null, null, answer]);
    }
  }
  return {
    title: textIn(survey.title, language, survey.languages),
    facts: [
      [texts.status, survey.status],
      [texts.generated, today],
    ],
    header: [...texts.header],
    rows,
    privacy: texts.privacy(results.thresholds.scores, results.thresholds.comments),
  };
}
