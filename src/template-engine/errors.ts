/**
 * Template errors. Rendering never throws for a template fault: errors are returned
 * beside the output, each with the phase that found it and where in the source it is.
 */

/** parser: the tag text; assembler: the block structure; engine: while rendering. */
export type ErrorKind = 'parser' | 'assembler' | 'engine';

export interface TemplateError {
  kind: ErrorKind;
  message: string;
  /** 1-based line of the instruction the error belongs to, 0 when unknown. */
  line: number;
  /** 1-based column of the instruction the error belongs to, 0 when unknown. */
  column: number;
}

/** Builds an error record; engine-phase errors without a known position use line 0. */
export function templateError(kind: ErrorKind, message: string, line = 0, column = 0): TemplateError {
  return { kind, message, line, column };
}

// Message texts, kept in one place so tests and tools can match them.
export const MESSAGES = {
  formatterUnknown: (name: string) => `SyntaxError: Formatter '${name}' is unknown`,
  predicateUnknown: (name: string) => `SyntaxError: Predicate '${name}' is unknown`,
  deadCode: (op: string) => `SyntaxError: This ${op} block will never execute.`,
  eofInBlock: (op: string) => `SyntaxError: Reached EOF in the middle of ${op}`,
  notAllowedInBlock: (op: string, parent: string) => `SyntaxError: ${op} instruction is not allowed inside ${parent} block.`,
  notAllowedAtRoot: (op: string) => `SyntaxError: Instruction ${op} not allowed at root`,
  unclosed: (op: string) => `SyntaxError: Unclosed ${op}`,
  expressionParse: (expr: string, err: string) => `RuntimeError: Error parsing expression: ${JSON.stringify(expr)}: ${err}`,
  expressionReduce: (expr: string, err: string) => `RuntimeError: Error reducing expression: ${expr}: ${err}`,
  partialMissing: (name: string) => `RuntimeError: Attempt to apply partial '${name}' which could not be found.`,
  partialParseFail: (name: string, msg: string) => `RuntimeError: Parse of partial "${name}" failed: ${msg}`,
  partialRecursion: (name: string, limit: number) =>
    `RuntimeError: Attempt to apply partial '${name}' exceeded maximum recursion depth of ${limit}`,
  unexpectedError: (type: string, op: string, message: string) =>
    `RuntimeError: Unexpected ${type} error when executing ${op}: ${message}`,
  notImplemented: (name: string) => `RuntimeError: ${name} formatter is not yet implemented`,
  instructionBudget: (limit: number) => `RuntimeError: Render stopped: instruction budget of ${limit} exceeded`,
  outputLimit: (limit: number) => `RuntimeError: Render stopped: output exceeded ${limit} characters`,
  invalidDate: () => 'RuntimeError: Invalid date.',
  julianDayOutOfRange: (julianDay: number, min: number, max: number) =>
    `RuntimeError: Julian day ${julianDay} is outside the supported range ${min} to ${max} (years 1 to 9999)`,
  freeLabelMissing: (formatter: string) => `RuntimeError: ${formatter}: free-if-zero requires a free label`,
  pluralOtherMissing: (formatter: string) => `RuntimeError: ${formatter}: a plural needs an 'other' form`,
  unknownUnit: (unit: string) => `RuntimeError: unit: unknown unit '${unit}'`,
  unitConversion: (from: string, to: string) => `RuntimeError: unit: cannot convert '${from}' to '${to}'`,
} as const;
