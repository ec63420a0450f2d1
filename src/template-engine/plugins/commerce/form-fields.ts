/**
 * Answers of structured form fields (an item's additional-fields form) as the order
 * summary shows them.
 */
import { asString, getChild, isObject } from '../../values';

export interface LikertAnswer {
  question: string;
  answer: string;
}

/** Likert scale answers are stored as "-2".."2"; each maps to a phrase a site may translate. */
const LIKERT_PHRASES: readonly (readonly [string, string, string])[] = [
  ['-2', 'productAnswerMapStronglyDisagree', 'Strongly Disagree'],
  ['-1', 'productAnswerMapDisagree', 'Disagree'],
  ['0', 'productAnswerMapNeutral', 'Neutral'],
  ['1', 'productAnswerMapAgree', 'Agree'],
  ['2', 'productAnswerMapStronglyAgree', 'Strongly Agree'],
];

/** Scale value → phrase, taking translations from `localizedStrings` where they are strings. */
export function likertPhrases(localizedStrings: unknown): Map<string, string> {
  const phrases = new Map<string, string>();
  for (const [value, key, english] of LIKERT_PHRASES) {
    const translated = getChild(localizedStrings, key);
    phrases.set(value, typeof translated === 'string' ? translated : english);
  }
  return phrases;
}

/**
 * The `values` of a likert field (`{question: "1", ...}`) as questions with phrases; an
 * answer off the scale reads as the neutral phrase. A list (or, oddly, a string) of
 * answers is keyed by position.
 */
export function likertAnswers(values: unknown, phrases: ReadonlyMap<string, string>): LikertAnswer[] {
  const neutral = phrases.get('0') ?? '';
  const answers: LikertAnswer[] = [];
  for (const [question, scaleValue] of entriesOf(values)) {
    const key = typeof scaleValue === 'string' || typeof scaleValue === 'number' ? String(scaleValue) : '';
    answers.push({ question, answer: phrases.get(key) || neutral });
  }
  return answers;
}

function entriesOf(values: unknown): [string, unknown][] {
  if (typeof values === 'string') return Array.from(values, (ch, i) => [String(i), ch]);
  if (Array.isArray(values)) return values.map((value, i) => [String(i), value]);
  return isObject(values) ? Object.keys(values).map((key) => [key, values[key]]) : [];
}

/** Text shown for a field without an answer: the site's translation, else N/A. */
export function noAnswerText(localizedStrings: unknown): string {
  return asString(getChild(localizedStrings, 'productSummaryFormNoAnswerText')).trim() || 'N/A';
}
