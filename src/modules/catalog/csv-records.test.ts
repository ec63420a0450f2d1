import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './csv-records';

describe('CSV records (RFC 4180)', () => {
  it('splits fields and records on commas and CRLF or LF line ends', () => {
    expect(readCsvRecords('a,b,c\r\n1,2,3\n4,,6')).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b', 'c'] },
        { line: 2, fields: ['1', '2', '3'] },
        { line: 3, fields: ['4', '', '6'] },
      ],
    });
  });

  it('reads quoted fields holding commas, line breaks and doubled quotes, keeping each record\'s first line', () => {
    const text = 'h1,h2\n"a, b","line one\r\nline two"\n"say ""hi""",x\n';
    expect(readCsvRecords(text)).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['h1', 'h2'] },
        { line: 2, fields: ['a, b', 'line one\nline two'] },
        { line: 4, fields: ['say "hi"', 'x'] },
      ],
    });
  });

  it('skips blank lines, a byte order mark, and keeps a trailing empty field', () => {
    expect(readCsvRecords('\ufeffa,b\n\n1,\n')).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 3, fields: ['1', ''] },
      ],
    });
  });

  it('reports a quoted field that is never closed at the line it opens on', () => {
    expect(readCsvRecords('a,b\n1,2\n3,"open\nstill open')).toEqual({ ok: false, line: 3, message: 'a quoted field is not closed' });
  });

  it('reports text after a closing quote', () => {
    const result = readCsvRecords('a,b\n"x"y,2');
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ line: 2 });
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(readCsvRecords('a\n5" screen')).toEqual({ ok: true, records: [{ line: 1, fields: ['a'] }, { line: 2, fields: ['5" screen'] }] });
  });
});
