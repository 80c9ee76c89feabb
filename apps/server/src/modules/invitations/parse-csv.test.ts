import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv.ts';

describe('parseCsv', () => {
  it('numbers records by the line they start on and skips blank lines', () => {
    expect(parseCsv('email,role\r\n\r\nana@a.test,admin\nbea@a.test,employee')).toEqual([
      { line: 1, fields: ['email', 'role'] },
      { line: 3, fields: ['ana@a.test', 'admin'] },
      { line: 4, fields: ['bea@a.test', 'employee'] },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('"a@a.test","Ventas, Norte","dice ""hola""\nadiós"\nb@a.test')).toEqual([
      { line: 1, fields: ['a@a.test', 'Ventas, Norte', 'dice "hola"\nadiós'] },
      { line: 3, fields: ['b@a.test'] },
    ]);
  });

  it('reads files saved with semicolons and a byte-order mark', () => {
    expect(parseCsv('\uFEFFemail;role;team\nana@a.test;leader;Diseño\n')).toEqual([
      { line: 1, fields: ['email', 'role', 'team'] },
      { line: 2, fields: ['ana@a.test', 'leader', 'Diseño'] },
    ]);
  });

  it('keeps empty trailing fields', () => {
    expect(parseCsv('ana@a.test,employee,,')).toEqual([
      { line: 1, fields: ['ana@a.test', 'employee', '', ''] },
    ]);
  });
});
