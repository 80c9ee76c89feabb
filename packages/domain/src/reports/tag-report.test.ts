import { describe, expect, it } from 'vitest';
import type { TagFigure } from '../pulse/tag-figures.ts';
import { tagReportHeader, tagReportRows } from './tag-report.ts';

const shown: TagFigure = {
  group: 'work_modality',
  tag: 'remote',
  answers: 40,
  pulse: 71,
  otherPulse: 64,
  withheld: null,
};
const withheld: TagFigure = {
  group: 'special_situations',
  tag: 'important_error',
  answers: null,
  pulse: null,
  otherPulse: null,
  withheld: 'not-enough-answers',
};

describe('the report by context tag', () => {
  it('names each tag and its group in the reader’s language, with the screen’s figures', () => {
    expect(tagReportHeader('es')).toEqual([
      'Grupo',
      'Etiqueta',
      'Respuestas',
      'TeraPulse con ella',
      'TeraPulse sin ella',
      'Diferencia',
      'Nota',
    ]);
    expect(tagReportRows([shown], 3, 'es')).toEqual([['Modalidad de trabajo', 'Remoto', 40, 71, 64, 7, '']]);
    expect(tagReportRows([shown], 3, 'en')[0]!.slice(0, 2)).toEqual(['Work mode', 'Remote']);
  });

  it('says so when nobody used a tag in the weeks', () => {
    expect(tagReportRows([], 3, 'es')).toEqual([
      ['', '', null, null, null, null, 'Nadie ha usado etiquetas de contexto en estas semanas.'],
    ]);
  });

  it('leaves a withheld tag’s figures empty and says why', () => {
    expect(tagReportRows([withheld], 4, 'en')).toEqual([
      [
        'Special situations',
        'An important mistake',
        null,
        null,
        null,
        null,
        'Withheld: showing it would let answers of fewer than 4 people be worked out.',
      ],
    ]);
  });
});
