import type { SupportedLanguage } from '../i18n/languages.ts';

/** The words of a survey's exported results, in each language. */
export const SURVEY_EXPORT_TEXTS: Record<
  SupportedLanguage,
  {
    header: [string, string, string, string, string, string];
    everyone: string;
    comment: string;
    status: string;
    generated: string;
    privacy: (scores: number, comments: number) => string;
  }
> = {
  es: {
    header: ['Pregunta', 'Grupo', 'Respuestas', 'Media', 'eNPS', 'Distribución o comentario'],
    everyone: 'Todas las personas',
    comment: 'Comentario',
    status: 'Estado',
    generated: 'Generado',
    privacy: (scores, comments) =>
      `Solo se muestran grupos de al menos ${scores} respuestas (comentarios: ${comments}), y no los que permitirían deducir otro por diferencia.`,
  },
  en: {
    header: ['Question', 'Group', 'Responses', 'Mean', 'eNPS', 'Distribution or comment'],
    everyone: 'Everyone',
    comment: 'Comment',
    status: 'Status',
    generated: 'Generated',
    privacy: (scores, comments) =>
      `Only groups of at least ${scores} responses are shown (comments: ${comments}), and none that would let another be worked out by difference.`,
  },
};
