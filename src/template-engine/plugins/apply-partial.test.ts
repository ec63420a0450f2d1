import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors';
import type { Code } from '../instructions';
import { Opcode } from '../instructions';
import { applyFormatter } from './apply-partial';
import { runFormatter } from './fake-render-context';

const macro = [Opcode.MACRO, 'card', []] as unknown as Code;

describe('apply', () => {
  it('renders the named macro or partial against the current value', () => {
    const { value, ctx } = runFormatter(applyFormatter, { name: 'Bob' }, ['card'], { partials: { card: macro } });
    expect(value).toBe('rendered({"name":"Bob"})');
    expect(ctx.executed).toEqual([{ template: macro, value: { name: 'Bob' }, options: { isolated: false } }]);
    expect(ctx.depth).toBe(0);
  });

  it('binds key=value arguments as @args and honours private', () => {
    const { ctx } = runFormatter(applyFormatter, 'x', ['card', 'foo=1', 'ignore', 'bar=a=b', 'private', 'empty='], {
      partials: { card: macro },
    });
    expect(ctx.executed[0]!.options).toEqual({ isolated: true, args: { foo: '1', bar: 'a=b', empty: '' } });
  });

  it('binds an empty @args when the only extra argument is private', () => {
    const { ctx } = runFormatter(applyFormatter, 'x', ['card', 'private'], { partials: { card: macro } });
    expect(ctx.executed[0]!.options).toEqual({ isolated: true, args: {} });
  });

  it('keeps "__proto__" out of @args', () => {
    const { ctx } = runFormatter(applyFormatter, 'x', ['card', '__proto__=1', 'a=2'], { partials: { card: macro } });
    const args = ctx.executed[0]!.options.args as object;
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    expect(args).toEqual({ a: '2' });
  });

  it('TPL-24 a missing partial records an error and outputs nothing', () => {
    const { value, ctx } = runFormatter(applyFormatter, 'x', ['nope']);
    expect(value).toBe('');
    expect(ctx.errors).toEqual([MESSAGES.partialMissing('nope')]);
    expect(ctx.executed).toEqual([]);
  });

  it('outputs nothing without a name', () => {
    const { value, ctx } = runFormatter(applyFormatter, 'x', []);
    expect(value).toBe('');
    expect(ctx.errors).toEqual([]);
  });

  it('TPL-25 outputs nothing when the partial may not be entered (too deep)', () => {
    const { value, ctx } = runFormatter(applyFormatter, 'x', ['card'], { partials: { card: macro }, maxDepth: 0 });
    expect(value).toBe('');
    expect(ctx.executed).toEqual([]);
    expect(ctx.errors).toEqual(['too deep: card']);
  });

  it('leaves the partial even when rendering throws', () => {
    const render = (): string => {
      throw new Error('boom');
    };
    const holder = { depth: -1 };
    expect(() => {
      const run = runFormatter(applyFormatter, 'x', ['card'], { partials: { card: macro }, render });
      holder.depth = run.ctx.depth;
    }).toThrow('boom');
    expect(holder.depth).toBe(-1);
  });
});
