import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { SupportedLanguage, TemplateDraft, TemplateInput } from '@tera/domain';
import { useTemplatePreviewQuery } from '../api/template-preview';
import { templateProblems } from './template-problems';

/** How long typing must pause before the preview is asked for again. */
export const PREVIEW_DELAY_MS = 400;

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The language being edited, rendered by the server as the admin types: the draft is sent once
 * typing pauses, and a refusal of it comes back as problems for the fields they concern.
 */
export function useLivePreview(slug: string, control: Control<TemplateInput>, language: SupportedLanguage) {
  const type = useWatch({ control, name: 'type' });
  const content = useWatch({ control, name: `content.${language}` });
  const typed: TemplateDraft = {
    type,
    language,
    content: { subject: content.subject, html: content.html, text: content.text },
  };
  // Settled as text: the watched values are a new object on every render, the same text is not.
  const draft = useDebounced(JSON.stringify(typed), PREVIEW_DELAY_MS);
  const parsed = JSON.parse(draft) as TemplateDraft;
  const isEmpty =
    !parsed.content.subject.trim() || !parsed.content.html.trim() || !parsed.content.text.trim();
  const preview = useTemplatePreviewQuery(slug, isEmpty ? null : parsed);
  const problems = preview.isError ? templateProblems(preview.error, parsed.language) : [];
  return { preview, problems, draft: typed, isEmpty };
}
