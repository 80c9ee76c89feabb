import type { SupportedLanguage } from '../i18n/languages.ts';
import type { ReportGrouping, ReportMeasure, StandardReport } from './report-schemas.ts';

interface ReportTexts {
  titles: Record<StandardReport, string>;
  measures: Record<ReportMeasure, string>;
  groupings: Record<ReportGrouping, string>;
  from: string;
  to: string;
  team: string;
  department: string;
  people: string;
  note: string;
  total: string;
  company: string;
  period: (days: number) => string;
  generated: string;
  /** The words the screens use for a withheld figure. */
  withheld: (threshold: number) => string;
  partlyWithheld: (withheld: number, days: number) => string;
  privacy: (threshold: number) => string;
  /** The report by context tag: its columns, what it covers, and why a tag is withheld. */
  tags: {
    group: string;
    tag: string;
    with: string;
    without: string;
    difference: string;
    weeks: string;
    none: string;
    withheld: (threshold: number) => string;
    privacy: (threshold: number) => string;
  };
}

/** The texts written inside a downloaded report, in the admin's language. */
export const REPORT_TEXTS: Record<SupportedLanguage, ReportTexts> = {
  es: {
    titles: {
      pulse: 'TeraPulse de la empresa',
      participation: 'Participación',
      teams: 'Por equipo',
      departments: 'Por departamento',
      tags: 'TeraPulse por contexto',
    },
    measures: {
      pulse: 'TeraPulse',
      energy: 'Energía',
      mentalPressure: 'Presión mental',
      personalConcerns: 'Preocupaciones personales',
      motivation: 'Motivación',
      answered: 'Respuestas',
      participation: 'Participación (%)',
    },
    groupings: { day: 'Por día', week: 'Por semana', month: 'Por mes' },
    from: 'Desde',
    to: 'Hasta',
    team: 'Equipo',
    department: 'Departamento',
    people: 'Personas',
    note: 'Nota',
    total: 'Total del periodo',
    company: 'Empresa',
    period: (days) => `Últimos ${days} días`,
    generated: 'Generado',
    withheld: (threshold) =>
      threshold === 1
        ? `Reservado: hace falta al menos ${threshold} respuesta por día para mostrarlo sin que nadie pueda ser identificado.`
        : `Reservado: hacen falta al menos ${threshold} respuestas por día para mostrarlo sin que nadie pueda ser identificado.`,
    partlyWithheld: (withheld, days) =>
      `${withheld} de ${days} días reservados por privacidad; no cuentan en las cifras.`,
    privacy: (threshold) =>
      `Solo se incluyen días con al menos ${threshold} respuestas; ninguna cifra muestra el check-in de una persona.`,
    tags: {
      group: 'Grupo',
      tag: 'Etiqueta',
      with: 'TeraPulse con ella',
      without: 'TeraPulse sin ella',
      difference: 'Diferencia',
      weeks: 'Semanas completas',
      none: 'Nadie ha usado etiquetas de contexto en estas semanas.',
      withheld: (threshold) =>
        threshold === 1
          ? `Reservado: mostrarlo permitiría deducir respuestas de menos de ${threshold} persona.`
          : `Reservado: mostrarlo permitiría deducir respuestas de menos de ${threshold} personas.`,
      privacy: (threshold) =>
        `Una etiqueta se incluye solo si ni ella ni lo que la separa de los demás días y etiquetas permite deducir respuestas de menos de ${threshold} personas; ninguna cifra muestra el check-in de una persona.`,
    },
  },
  en: {
    titles: {
      pulse: 'Company TeraPulse',
      participation: 'Participation',
      teams: 'By team',
      departments: 'By department',
      tags: 'TeraPulse by context',
    },
    measures: {
      pulse: 'TeraPulse',
      energy: 'Energy',
      mentalPressure: 'Mental pressure',
      personalConcerns: 'Personal concerns',
      motivation: 'Motivation',
      answered: 'Answers',
      participation: 'Participation (%)',
    },
    groupings: { day: 'By day', week: 'By week', month: 'By month' },
    from: 'From',
    to: 'To',
    team: 'Team',
    department: 'Department',
    people: 'People',
    note: 'Note',
    total: 'Whole period',
    company: 'Company',
    period: (days) => `Last ${days} days`,
    generated: 'Generated',
    withheld: (threshold) =>
      threshold === 1
        ? `Withheld: a day needs at least ${threshold} answer to be shown without anyone being identifiable.`
        : `Withheld: a day needs at least ${threshold} answers to be shown without anyone being identifiable.`,
    partlyWithheld: (withheld, days) =>
      `${withheld} of ${days} days withheld for privacy; they do not count in the figures.`,
    privacy: (threshold) =>
      `Only days with at least ${threshold} answers are included; no figure shows one person's check-in.`,
    tags: {
      group: 'Group',
      tag: 'Tag',
      with: 'TeraPulse with it',
      without: 'TeraPulse without it',
      difference: 'Difference',
      weeks: 'Whole weeks',
      none: 'Nobody used context tags in these weeks.',
      withheld: (threshold) =>
        threshold === 1
          ? `Withheld: showing it would let answers of fewer than ${threshold} person be worked out.`
          : `Withheld: showing it would let answers of fewer than ${threshold} people be worked out.`,
      privacy: (threshold) =>
        `A tag is included only if neither it nor what sets it apart from the other days and tags lets answers of fewer than ${threshold} people be worked out; no figure shows one person's check-in.`,
    },
  },
};

/** Why a row's figures are missing or partial, in the reader's language; empty when whole. */
export function rowNote(
  row: { withheldDays: number; days: number; threshold: number },
  language: SupportedLanguage,
): string {
  const texts = REPORT_TEXTS[language];
  if (row.withheldDays === 0) return '';
  if (row.withheldDays === row.days) return texts.withheld(row.threshold);
  return texts.partlyWithheld(row.withheldDays, row.days);
}
