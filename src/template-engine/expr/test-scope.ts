/**
 * A scope for tests of the expression language: data at the root, `@name` variables in a
 * map, with assignments kept apart until an evaluation succeeds (as the engine does).
 */
import { getPath, type PathSegment } from '../values';
import { evaluateExpression, parseExpression, type ExprLimits } from './index';

export class TestScope {
  readonly vars = new Map<string, unknown>();
  private pending = new Map<string, unknown>();

  constructor(readonly data: unknown = {}) {}

  resolve(ref: readonly PathSegment[]): unknown {
    const head = ref[0];
    if (typeof head === 'string' && head.startsWith('@') && head !== '@') {
      const owner = this.pending.has(head) ? this.pending : this.vars;
      return owner.has(head) ? getPath(owner.get(head), ref.slice(1)) : undefined;
    }
    return getPath(this.data, head === '@' ? ref.slice(1) : ref);
  }

  setVar(name: string, value: unknown): void {
    this.pending.set(name, value);
  }

  /** Parses and evaluates; assignments are kept only when there were no errors. */
  run(source: string, limits?: Partial<ExprLimits>): { value: unknown; errors: string[] } {
    const parsed = parseExpression(source, limits);
    if (parsed.errors.length) return { value: undefined, errors: parsed.errors };
    this.pending = new Map();
    const result = evaluateExpression(parsed.expr, this, limits);
    if (result.errors.length === 0) for (const [k, v] of this.pending) this.vars.set(k, v);
    this.pending = new Map();
    return result;
  }
}

/** What `{.eval source}` prints when it succeeds; errors print nothing. */
export function printed(scope: TestScope, source: string, limits?: Partial<ExprLimits>): string {
  const { value, errors } = scope.run(source, limits);
  return errors.length || value === undefined || value === null ? '' : String(value);
}
