import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, subscriberCsvLine, subscribersCsvFileName } from './subscribers-csv';

describe('subscribers CSV (GAP-72 export)', () => {
  it('GAP-72 defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('ada@example.com')).toBe('ada@example.com');
  });

  it('GAP-72 quotes cells with quotes, commas, line breaks or edge spaces, and ends lines with CRLF', () => {
    expect(csvCell('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvCell('Ada "Countess"')).toBe('"Ada ""Countess"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvLine(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });

  it('GAP-72 a subscriber row has ISO times and empty cells for missing values', () => {
    const line = subscriberCsvLine({
      id: 's1',
      websiteId: 'w',
      listId: 'l',
      email: 'ada@example.com',
      name: null,
      status: 'subscribed',
      source: 'form-1',
      created: Date.UTC(2026, 10, 27, 12),
      updated: Date.UTC(2026, 10, 27, 12),
      confirmed: null,
      unsubscribed: null,
    });
    expect(line).toBe('ada@example.com,,subscribed,form-1,2026-11-27T12:00:00.000Z,,\r\n');
  });

  it('GAP-72 the file name is a slug of the list name', () => {
    expect(subscribersCsvFileName('Weekly News & "Offers"')).toBe('weekly-news-offers-subscribers.csv');
    expect(subscribersCsvFileName('ニュース')).toBe('mailing-list-subscribers.csv');
  });
});
