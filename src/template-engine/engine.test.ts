import { describe, expect, it } from 'vitest';
import { compile, createEngine, render } from './index';

const messages = (errors: { message: string }[]) => errors.map((e) => e.message);

describe('template language', () => {
  it('TPL-01 renders variables, sections, repeated sections with alternates and predicates', () => {
    const tpl = '{.section shop}{name}: {.repeated section items}{@index}={title}{.alternates with}, {.end}{.end}{.equal? shop.open true}!{.or}?{.end}';
    const { html, errors } = render(tpl, { shop: { name: 'Stoa', open: true, items: [{ title: 'a' }, { title: 'b' }] } });
    expect(errors).toEqual([]);
    expect(html).toBe('Stoa: 1=a, 2=b!');
  });

  it('TPL-01 an unparseable tag is output verbatim', () => {
    expect(render('a { b } {c d} {.section}', { b: 1 }).html).toBe('a { b } {c d} {.section}');
  });

  it('TPL-01 looks names up through enclosing scopes and reads own properties only', () => {
    const data = JSON.parse('{"a": {"b": {"y": 1}}, "x": "outer", "__proto__": {"polluted": "yes"}}') as object;
    expect(render('{.section a}{.section b}{x}{.end}{.end}', data).html).toBe('outer');
    // `__proto__` is not a valid name; prototype members are never reachable
    expect(render('[{constructor}][{toString}][{__proto__.polluted}][{a.constructor.name}][{hasOwnProperty}]', data).html).toBe(
      '[][][{__proto__.polluted}][][]',
    );
    expect(render('[{polluted}][{a.b.constructor}][{.section constructor}yes{.end}]', data).html).toBe('[][][]');
  });

  it('TPL-01 legacy .if evaluates left to right without precedence', () => {
    // no precedence: `c && b || a` stops at the first false AND (precedence would give true)
    expect(render('{.if c && b || a}T{.or}F{.end}', { a: 1, b: 0, c: 0 }).html).toBe('F');
    // and it stops at the first true OR
    expect(render('{.if a || b && c}T{.or}F{.end}', { a: 1, b: 0, c: 0 }).html).toBe('T');
    expect(render('{.if b || c || a}T{.or}F{.end}', { a: 1, b: 0, c: 0 }).html).toBe('T');
  });

  it('TPL-01 meta characters and comments', () => {
    expect(render('{.meta-left}x{.meta-right}{.space}{.tab}{.newline}{# note}{## multi\nline ##}end', {}).html).toBe('{x} \t\nend');
  });

  it('TPL-01 compiled templates are JSON: a stored tree renders the same as the source', () => {
    const source = '{.repeated section list}<b>{@|html}</b>{.end}';
    const stored = JSON.parse(JSON.stringify(compile(source).template));
    const data = { list: ['<x>', 'y'] };
    expect(render(stored, data).html).toBe(render(source, data).html);
    expect(render(stored, data).html).toBe('<b>&lt;x&gt;</b><b>y</b>');
  });

  it('TPL-01 application code can add and replace formatters and predicates', () => {
    const engine = createEngine({
      formatters: { shout: (_args, vars) => void (vars[0]!.value = String(vars[0]!.value).toUpperCase()), html: (_a, vars) => void (vars[0]!.value = 'replaced') },
      predicates: { 'big?': (args, ctx) => Number(ctx.node()) > Number(args[0]) },
    });
    expect(engine.render('{a|shout} {a|html} {.section n}{.big? 5}big{.end}{.end}', { a: 'hi', n: 9 }).html).toBe('HI replaced big');
  });
});

describe('template errors', () => {
  it("TPL-20 a formatter unavailable in this engine renders nothing and reports 'formatter is not yet implemented'", () => {
    const emailEngine = createEngine({ unavailableFormatters: ['add-to-cart-btn'] });
    const { html, errors } = emailEngine.render('[{item|add-to-cart-btn}]', { item: { id: 'x' } });
    expect(html).toBe('[]');
    expect(errors).toEqual([{ kind: 'engine', message: 'RuntimeError: "add-to-cart-btn" formatter is not yet implemented', line: 1, column: 2 }]);
  });

  it('TPL-21 an unknown formatter is a parser error with its position; the tag stays verbatim', () => {
    const { html, errors } = render('line one\n  {title|nosuch}', { title: 'x' });
    expect(html).toBe('line one\n  {title|nosuch}');
    expect(errors).toEqual([{ kind: 'parser', message: "SyntaxError: Formatter 'nosuch' is unknown", line: 2, column: 3 }]);
  });

  it('TPL-22 an unknown predicate is a parser error', () => {
    const { errors } = compile('{.section a}\n{.nosuch? b}x{.end}{.end}');
    expect(errors).toEqual([{ kind: 'parser', message: "SyntaxError: Predicate 'nosuch?' is unknown", line: 2, column: 1 }]);
  });

  it('TPL-23 an unclosed block is an assembler error at its opening tag', () => {
    const { errors } = compile('ok\n{.section a}\n {.repeated section b}');
    expect(errors).toEqual([
      { kind: 'assembler', message: 'SyntaxError: Reached EOF in the middle of REPEATED', line: 3, column: 2 },
      { kind: 'assembler', message: 'SyntaxError: Reached EOF in the middle of SECTION', line: 2, column: 1 },
    ]);
  });

  it('TPL-23 misplaced .end, .or and .alternates with are assembler errors', () => {
    expect(messages(compile('{.end}').errors)).toEqual(['SyntaxError: Instruction END not allowed at root']);
    expect(messages(compile('{.section a}{.alternates with}{.end}').errors)).toEqual([
      'SyntaxError: ALTERNATES_WITH instruction is not allowed inside SECTION block.',
    ]);
    expect(messages(compile('{.section a}{.or}{.or}{.end}').errors)).toEqual(['SyntaxError: This OR_PREDICATE block will never execute.']);
  });

  it('TPL-24 a missing partial reports an engine error and outputs nothing', () => {
    const { html, errors } = render('a{.include nope}b{x|apply nope}c', { x: 1 });
    expect(html).toBe('abc');
    expect(messages(errors)).toEqual([
      "RuntimeError: Attempt to apply partial 'nope' which could not be found.",
      "RuntimeError: Attempt to apply partial 'nope' which could not be found.",
    ]);
    expect(errors[0]).toMatchObject({ kind: 'engine', line: 1, column: 2 });
  });

  it('TPL-25 partials nest up to 16 levels; deeper is partial recursion too deep', () => {
    const partials: Record<string, string> = {};
    for (let i = 1; i < 20; i++) partials[`p${i}`] = `${i}{.include p${i + 1} output}`;
    partials.p20 = '20';
    const ok = render('{.include p5 output}', {}, { partials });
    expect(ok.errors).toEqual([]);
    expect(ok.html).toBe('567891011121314151617181920');
    const deep = render('{.include p1 output}', {}, { partials });
    expect(deep.html).toBe('12345678910111213141516');
    expect(messages(deep.errors)).toEqual(["RuntimeError: Attempt to apply partial 'p17' exceeded maximum recursion depth of 16"]);
  });

  it('TPL-25 a self-applying macro stops at the nesting limit', () => {
    const { html, errors } = render('{.macro m}x{@|apply m}{.end}{a|apply m}', { a: 1 });
    expect(html).toBe('x'.repeat(16));
    expect(messages(errors)).toEqual(["RuntimeError: Attempt to apply partial 'm' exceeded maximum recursion depth of 16"]);
  });
});

describe('limits for untrusted templates', () => {
  it('an instruction budget ends a runaway render with an error, never a hang', () => {
    // each level applies the next twice: 2^15 applications without a budget
    const partials: Record<string, string> = {};
    for (let i = 0; i < 15; i++) partials[`p${i}`] = `{@|apply p${i + 1}}{@|apply p${i + 1}}x`;
    partials.p15 = 'leaf';
    const { errors } = render('{a|apply p0}', { a: 1 }, { partials, limits: { maxInstructions: 10_000 } });
    expect(messages(errors)).toContain('RuntimeError: Render stopped: instruction budget of 10000 exceeded');
  });

  it('an output cap ends a render that grows without bound', () => {
    const data = { items: Array.from({ length: 1000 }, () => 'y'.repeat(1000)) };
    const { html, errors } = render('{.repeated section items}{@}{.end}', data, { limits: { maxOutputLength: 50_000 } });
    expect(html.length).toBe(50_000);
    expect(messages(errors)).toEqual(['RuntimeError: Render stopped: output exceeded 50000 characters']);
  });

  it('a formatter that throws is reported and the render goes on', () => {
    const engine = createEngine({ formatters: { boom: () => { throw new TypeError('bad'); } } });
    const { html, errors } = engine.render('a{x|boom}b', { x: 1 });
    expect(html).toBe('ab');
    expect(messages(errors)).toEqual(['RuntimeError: Unexpected TypeError error when executing VARIABLE: bad']);
  });
});
