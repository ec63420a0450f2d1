/**
 * strftime-style date patterns for the `date` formatter, e.g. `%A, %B %e %Y %I:%M %p`.
 *
 * Names are always English and the conversions follow the JSON-T engines rather than C:
 * `%z` is `+hh:mm`, `%U` and `%W` both give the US week of the year, `%i` is the unpadded
 * 12-hour clock, `%v` is `%e-%b-%Y`, and an unknown conversion prints nothing.
 */
import { weekOfYear, type CivilDate } from './julian-day';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Formats a date with a strftime-style pattern. */
export function strftime(date: CivilDate, pattern: string): string {
  let out = '';
  const length = pattern.length;
  for (let i = 0; i < length; i++) {
    const ch = pattern[i]!;
    if (ch !== '%' || i + 1 === length) {
      out += ch;
      continue;
    }
    i++;
    out += conversion(date, pattern[i]!);
  }
  return out;
}

function conversion(d: CivilDate, code: string): string {
  switch (code) {
    case '%':
      return '%';
    case 'a':
      return WEEKDAY_NAMES[d.dayOfWeek - 1]!.slice(0, 3);
    case 'A':
      return WEEKDAY_NAMES[d.dayOfWeek - 1]!;
    case 'b':
    case 'h':
      return MONTH_NAMES[d.month - 1]!.slice(0, 3);
    case 'B':
      return MONTH_NAMES[d.month - 1]!;
    case 'c':
      return strftime(d, `%a, %b ${d.day}, %Y %i:%M:%S %p %Z`);
    case 'C':
      return pad(Math.trunc(d.year / 100), '0', 2);
    case 'd':
      return pad(d.day, '0', 2);
    case 'D':
      return strftime(d, '%m/%d/%y');
    case 'e':
      return pad(d.day, ' ', 2);
    case 'F':
      return strftime(d, '%Y-%m-%d');
    case 'g':
      return pad(weekOfYear(d, 2, 4)[1] % 100, '0', 2);
    case 'G':
      return pad(weekOfYear(d, 2, 4)[1], '0', 4);
    case 'H':
      return pad(d.hour, '0', 2);
    case 'i':
      return String(hour12(d));
    case 'I':
      return pad(hour12(d), '0', 2);
    case 'j':
      return pad(d.dayOfYear, '0', 3);
    case 'k':
      return pad(d.hour, ' ', 2);
    case 'l':
      return pad(hour12(d), ' ', 2);
    case 'm':
      return pad(d.month, '0', 2);
    case 'M':
      return pad(d.minute, '0', 2);
    case 'n':
      return '\n';
    case 'N':
      return pad(d.millis * 1e6, '0', 9);
    case 'p':
      return d.hour < 12 ? 'AM' : 'PM';
    case 'P':
      return d.hour < 12 ? 'am' : 'pm';
    case 'q':
      return String(Math.floor((d.month - 1) / 3) + 1);
    case 'r':
      return strftime(d, `${hour12(d)}:%M:%S %p`);
    case 'R':
      return strftime(d, '%H:%M');
    case 's':
      return String(Math.trunc(d.epoch / 1000));
    case 'S':
      return pad(d.second, '0', 2);
    case 't':
      return '\t';
    case 'T':
      return strftime(d, '%H:%M:%S');
    case 'u':
      return String(d.dayOfWeek === 1 ? 7 : d.dayOfWeek - 1);
    case 'U':
    case 'W':
      return pad(weekOfYear(d, 1, 1)[0], '0', 2);
    case 'v':
      return strftime(d, '%e-%b-%Y');
    case 'V':
      return pad(weekOfYear(d, 2, 4)[0], '0', 2);
    case 'w':
      return String(d.dayOfWeek - 1);
    case 'x':
      return strftime(d, '%m/%d/%Y');
    case 'X':
      return strftime(d, '%I:%M:%S %p');
    case 'y':
      return pad(d.year % 100, '0', 2);
    case 'Y':
      return String(d.year);
    case 'z':
      return utcOffset(d.zoneOffset);
    case 'Z':
      return d.zoneAbbr;
    default:
      return '';
  }
}

/** 1–12, with noon and midnight as 12. */
function hour12(d: CivilDate): number {
  const h = d.hour % 12;
  return h === 0 ? 12 : h;
}

/** `+hh:mm` / `-hh:mm` */
function utcOffset(offsetMs: number): string {
  const minutes = Math.abs(offsetMs) / 60000;
  const sign = offsetMs < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(minutes / 60), '0', 2)}:${pad(minutes % 60, '0', 2)}`;
}

/** Left-pads the decimal text of `n` to `width` characters. */
export function pad(n: number, fill: string, width: number): string {
  let s = String(n);
  while (s.length < width) s = fill + s;
  return s;
}
