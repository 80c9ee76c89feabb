import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@tera/domain';
import { isApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

const PARTS = ['subject', 'html', 'text'] as const;
export type TemplatePart = (typeof PARTS)[number];

/** What is wrong with one part of one language's version, in words for the field it concerns. */
export interface TemplateProblem {
  language: SupportedLanguage;
  part: TemplatePart;
  message: string;
}

const isPart = (word: string): word is TemplatePart => (PARTS as readonly string[]).includes(word);
const isLanguage = (word: string): word is SupportedLanguage =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(word);

/**
 * A refused template's problems by field. The server names the field (`content.es.html` when a
 * template is saved; `content.html` when a draft is previewed, in the draft's language) and lists
 * the unknown variables, or the template engine's own words for a syntax error.
 */
export function templateProblems(error: unknown, draftLanguage?: SupportedLanguage): TemplateProblem[] {
  if (!isApiError(error) || !error.fields) return [];
  const reason = error.reason;
  if (reason !== 'UNKNOWN_TEMPLATE_VARIABLE' && reason !== 'TEMPLATE_SYNTAX') return [];
  const problems: TemplateProblem[] = [];
  for (const [name, details] of Object.entries(error.fields)) {
    const words = name.split('.');
    const part = words.at(-1) ?? '';
    const language = words.find(isLanguage) ?? draftLanguage;
    if (!isPart(part) || !language) continue;
    const message =
      reason === 'UNKNOWN_TEMPLATE_VARIABLE'
        ? i18n.t('templates.unknownVariables', { ns: 'notifications', names: details.join(', ') })
        : i18n.t('templates.syntaxError', { ns: 'notifications', detail: details[0] ?? '' });
    problems.push({ language, part, message });
  }
  return problems;
}
