/**
 * Orders tokens into reverse Polish notation with the shunting-yard algorithm, one list
 * per `;`-separated expression. The quirks of the reference assembler are kept because
 * they decide results: a `,` outside parentheses flushes pending operators and vanishes
 * (so `3, 2, 1` leaves 1 on top), and associativity is taken from the operator already
 * on the stack. A call pushes an argument marker before its arguments.
 */
import { OPERATORS, COMMA, LPRN, RPRN, SEMI } from './operators';
import type { Token } from './tokenizer';

const ARGS_TOKEN: Token = Object.freeze({ kind: 'args' });

function isLeftParen(t: Token): boolean {
  return t.kind === 'op' && t.op === LPRN;
}

/**
 * Assembles tokens into expressions; errors are appended to `errors`. Expressions completed
 * before an error are still returned (the debug dump shows them), but a caller must not
 * evaluate anything when `errors` is not empty.
 */
export function assemble(tokens: readonly Token[], errors: string[]): Token[][] {
  const expressions: Token[][] = [];
  if (errors.length) return expressions;
  const ops: Token[] = [];
  let out: Token[] = [];

  const finish = (queue: Token[]): void => {
    while (ops.length) {
      const t = ops.pop()!;
      if (t.kind === 'op' && (t.op === LPRN || t.op === RPRN)) {
        errors.push(`Mismatched operator found: ${OPERATORS[t.op]!.desc}`);
        return;
      }
      queue.push(t);
    }
    if (queue.length) expressions.push(queue);
  };

  for (const t of tokens) {
    if (t.kind === 'call') {
      out.push(ARGS_TOKEN);
      ops.push(t);
      continue;
    }
    if (t.kind !== 'op') {
      out.push(t);
      continue;
    }
    switch (t.op) {
      case SEMI:
        finish(out);
        out = [];
        break;
      case LPRN:
        ops.push(t);
        break;
      case COMMA:
        while (ops.length && !isLeftParen(ops[ops.length - 1]!)) out.push(ops.pop()!);
        break;
      case RPRN: {
        while (ops.length && !isLeftParen(ops[ops.length - 1]!)) out.push(ops.pop()!);
        if (!ops.length) {
          errors.push(`Mismatched operator found: ${OPERATORS[RPRN]!.desc}`);
          return expressions;
        }
        ops.pop();
        if (ops.length && ops[ops.length - 1]!.kind === 'call') out.push(ops.pop()!);
        break;
      }
      default: {
        const prec = OPERATORS[t.op]!.prec;
        while (ops.length) {
          const top = ops[ops.length - 1]!;
          if (top.kind === 'op') {
            if (top.op === LPRN) break;
            const info = OPERATORS[top.op]!;
            if (info.prec < prec || (info.prec === prec && info.rightAssoc)) break;
          }
          out.push(ops.pop()!);
        }
        ops.push(t);
        break;
      }
    }
  }
  finish(out);
  return expressions;
}
