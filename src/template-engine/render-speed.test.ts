import { describe, expect, it } from 'vitest';
import { compile, registerLocalePackLoader, render } from './index';
import { readLocalePack } from '../server/render/locale-packs';

describe('issue 15 §4 work done once, not per render', () => {
  it('issue 15 §4 locale data is loaded only when a formatter needs it, and then once', () => {
    const loaded: string[] = [];
    registerLocalePackLoader((language) => {
      loaded.push(language);
      return readLocalePack(language);
    });
    expect(render('{.section a}{b}{.end}', { a: { b: 'x' } }, { locale: 'de' }).html).toBe('x');
    expect(loaded).toEqual([]);
    const number = compile('{n|decimal}').template;
    expect(render(number, { n: 1234.5 }, { locale: 'de' }).html).toBe('1.234,5');
    expect(render(number, { n: 1234.5 }, { locale: 'de' }).html).toBe('1.234,5');
    expect(loaded).toEqual(['de']);
  });

  it('issue 15 §4 apply arguments parsed once still give every render its own @args', () => {
    const tpl = compile('{.macro card}{@args.n}{.end}{a|apply card n=3}/{b|apply card private n=4}').template;
    expect(render(tpl, { a: 1, b: 2 }).html).toBe('3/4');
    expect(render(tpl, { a: 1, b: 2 }).html).toBe('3/4');
  });

  it('issue 15 §4 a failing formatter still reports its own line and column', () => {
    const { errors } = render('x\n  {a|apply nope}', { a: 1 });
    expect(errors.map((e) => [e.line, e.column])).toEqual([[2, 3]]);
  });
});
