/**
 * CSV text → records (RFC 4180): fields separated by commas, records by CRLF or LF; a field in
 * double quotes may hold commas, line breaks and doubled quotes (""). Each record keeps the
 * line of the file it starts on, so problems can be reported by line. Pure.
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export type CsvReadResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

/** Reads every record of `text`; blank lines are skipped. A malformed quote stops the read. */
export function readCsvRecords(text: string): CsvReadResult {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  const n = src.length;

  const atLineEnd = (k: number) => src[k] === '\n' || src[k] === '\r';
  const skipLineEnd = () => {
    if (src[i] === '\r' && src[i + 1] === '\n') i += 2;
    else i += 1;
    line += 1;
  };

  while (i < n) {
    const startLine = line;
    const fields: string[] = [];
    for (;;) {
      if (src[i] === '"') {
        // quoted field: runs to the next lone quote, across commas and line breaks
        const openLine = line;
        let value = '';
        i += 1;
        for (;;) {
          if (i >= n) return { ok: false, line: openLine, message: 'a quoted field is not closed' };
          const c = src[i]!;
          if (c === '"') {
            if (src[i + 1] === '"') {
              value += '"';
              i += 2;
              continue;
            }
            i += 1;
            break;
          }
          if (c === '\r' || c === '\n') {
            value += '\n';
            skipLineEnd();
            continue;
          }
          value += c;
          i += 1;
        }
        if (i < n && src[i] !== ',' && !atLineEnd(i)) {
          return { ok: false, line, message: 'text follows a closing quote (write a quote inside a quoted field as "")' };
        }
        fields.push(value);
      } else {
        let end = i;
        while (end < n && src[end] !== ',' && !atLineEnd(end)) end += 1;
        fields.push(src.slice(i, end));
        i = end;
      }
      if (i < n && src[i] === ',') {
        i += 1;
        continue;
      }
      break;
    }
    if (i < n) skipLineEnd();
    const blank = fields.length === 1 && fields[0] === '';
    if (!blank) records.push({ line: startLine, fields });
  }
  return { ok: true, records };
}
