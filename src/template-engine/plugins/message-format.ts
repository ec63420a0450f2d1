/**
 * ICU-style messages for the `message` and `plural` formatters:
 * `{msg|message name=person.name count}` with msg `"{name} has {1 plural one{# item} other{# items}}"`.
 *
 * Besides plural, selectordinal and select, a message may format its arguments with the
 * i18n formatters: `{0 money}` / `{0 currency}`, `{0 decimal}` / `{0 number}`,
 * `{0 datetime}` and `{0;1 datetime-interval}`, taking the same options as the formatters.
 *
 * Everything derived from a CLDR instance (plural rules, parsed messages) is built once per
 * instance and shared by all renders in that locale.
 */
import {
  buildMessageMatcher,
  Decimal,
  DecimalConstants,
  DefaultMessageArgConverter,
  MessageEngine,
  parseMessagePattern,
  pluralRules,
  type CLDR,
  type MessageArg,
  type MessageCode,
  type MessageFormatFuncMap,
  type MessageMatcher,
  type PluralRules,
} from '@phensley/cldr-core';
import type { RenderContext } from '../plugin';
import { asNumber, asString, getChild, isObject, splitVariable, type PathSegment } from '../values';
import { currencyOptions, datetimeOptions, decimalOptions, intervalOptions } from './cldr-options';
import { DEFAULT_TIME_ZONE } from './time-zones';

/**
 * Stands for an argument the template named but the data lacks. It is not `undefined`,
 * which the message engine reads as "no such argument": `{0 datetime}` of a missing
 * variable formats epoch 0, while `{0 datetime}` with no argument at all prints nothing.
 */
const MISSING: unique symbol = Symbol('missing');

export interface MessageArguments {
  positional: unknown[];
  named: Record<string, unknown>;
}

interface ArgumentRef {
  key: string | null;
  ref: PathSegment[];
}

const argumentRefs = new WeakMap<readonly string[], ArgumentRef[]>();

/**
 * Resolves the formatter's arguments from the enclosing scope: `count` is positional,
 * `name=person.name` (or `name:person.name`) is both named and positional.
 */
export function messageArguments(args: readonly string[], ctx: RenderContext): MessageArguments {
  let refs = argumentRefs.get(args);
  if (refs === undefined) {
    refs = args.map((arg) => {
      const at = arg.search(/[:=]/);
      return at === -1
        ? { key: null, ref: splitVariable(arg) }
        : { key: arg.slice(0, at), ref: splitVariable(arg.slice(at + 1)) };
    });
    argumentRefs.set(args, refs);
  }
  const positional: unknown[] = [];
  const named: Record<string, unknown> = Object.create(null);
  for (const { key, ref } of refs) {
    const value = ctx.resolveFromParent(ref);
    const arg = value === undefined ? MISSING : value;
    positional.push(arg);
    if (key !== null) named[key] = arg;
  }
  return { positional, named };
}

/** The amount of a money object: `decimalValue`, or `value` in the newer serialization. */
function moneyAmount(value: unknown): unknown {
  if (!isObject(value)) return undefined;
  const amount = getChild(value, 'decimalValue');
  return amount !== undefined ? amount : getChild(value, 'value');
}

function parseDecimal(text: string): Decimal | undefined {
  try {
    return new Decimal(text);
  } catch {
    return undefined;
  }
}

/** Reads template values (plain JSON) as the message engine's strings and numbers. */
class JsonArgConverter extends DefaultMessageArgConverter {
  override asDecimal(arg: MessageArg | undefined): Decimal {
    if (arg instanceof Decimal) return arg;
    // an argument the message names but the formatter was not given: `{1 plural ...}` with one argument
    if (arg === undefined) return DecimalConstants.NAN;
    const amount = moneyAmount(arg);
    if (amount !== undefined) return parseDecimal(asString(amount)) ?? DecimalConstants.ZERO;
    switch (typeof arg) {
      case 'boolean':
        return arg ? DecimalConstants.ONE : DecimalConstants.ZERO;
      case 'number':
        return Number.isFinite(arg) ? new Decimal(arg) : DecimalConstants.ZERO;
      case 'string':
        return parseDecimal(arg) ?? DecimalConstants.ZERO;
      default:
        return DecimalConstants.ZERO;
    }
  }

  override asString(arg: MessageArg | undefined): string {
    if (arg instanceof Decimal) return arg.toString();
    const amount = moneyAmount(arg);
    return asString(amount !== undefined ? amount : arg);
  }
}

const converter = new JsonArgConverter();

function epochOf(arg: unknown): number {
  return arg === MISSING ? 0 : asNumber(arg);
}

interface ParsedMessage {
  code: MessageCode;
  /** A plural or selectordinal lacks its required 'other' form (FMT-14). */
  pluralWithoutOther: boolean;
}

const PARSED_MESSAGES_LIMIT = 500;

/** Message formatting for one locale. */
export class MessageKit {
  private readonly plurals: PluralRules;
  private readonly formatters: MessageFormatFuncMap;
  private readonly matcher: MessageMatcher;
  private readonly parsed = new Map<string, ParsedMessage>();
  /** The zone dates in the message render in; set for each message, renders differ. */
  private zoneId = DEFAULT_TIME_ZONE;

  constructor(private readonly cldr: CLDR) {
    const bundle = cldr.General.bundle();
    this.plurals = pluralRules.get(bundle.language(), bundle.region());
    const money = (args: MessageArg[], options: string[]) => this.money(args, options);
    const decimal = (args: MessageArg[], options: string[]) => this.decimal(args, options);
    this.formatters = {
      money,
      currency: money,
      decimal,
      number: decimal,
      datetime: (args, options) => this.datetime(args, options),
      'datetime-interval': (args, options) => this.interval(args, options),
    };
    this.matcher = buildMessageMatcher(Object.keys(this.formatters));
  }

  parse(message: string): ParsedMessage {
    let parsed = this.parsed.get(message);
    if (parsed === undefined) {
      const code = parseMessagePattern(message, this.matcher);
      parsed = { code, pluralWithoutOther: lacksOther(code) };
      if (this.parsed.size >= PARSED_MESSAGES_LIMIT) this.parsed.clear();
      this.parsed.set(message, parsed);
    }
    return parsed;
  }

  format(parsed: ParsedMessage, args: MessageArguments, zoneId: string): string {
    this.zoneId = zoneId;
    const engine = new MessageEngine(this.plurals, converter, this.formatters, parsed.code);
    return engine.evaluate(args.positional, args.named);
  }

  private money(args: MessageArg[], options: string[]): string {
    const money = args[0];
    if (!isObject(money)) return '';
    let amount = getChild(money, 'decimalValue');
    let currency = getChild(money, 'currencyCode');
    if (amount === undefined || currency === undefined) {
      amount = getChild(money, 'value');
      currency = getChild(money, 'currency');
      if (amount === undefined || currency === undefined) return '';
    }
    const code = converter.asString(currency) as Parameters<CLDR['Numbers']['formatCurrency']>[1];
    return this.cldr.Numbers.formatCurrency(converter.asDecimal(amount), code, currencyOptions(options));
  }

  private decimal(args: MessageArg[], options: string[]): string {
    if (args[0] === undefined) return '';
    return this.cldr.Numbers.formatDecimal(converter.asDecimal(args[0]), decimalOptions(options));
  }

  private datetime(args: MessageArg[], options: string[]): string {
    if (args[0] === undefined) return '';
    const epoch = epochOf(args[0]);
    if (!Number.isFinite(epoch)) return '';
    return this.cldr.Calendars.formatDate({ date: epoch, zoneId: this.zoneId }, datetimeOptions(options));
  }

  private interval(args: MessageArg[], options: string[]): string {
    if (args.length < 2 || args[0] === undefined || args[1] === undefined) return '';
    // Unlike `datetime`, an interval end that is not a number is not skipped: CLDR reads it as epoch 0.
    const start = epochOf(args[0]);
    const end = epochOf(args[1]);
    const zoneId = this.zoneId;
    return this.cldr.Calendars.formatDateInterval(
      { date: start, zoneId },
      { date: end, zoneId },
      intervalOptions(options),
    );
  }
}

// Message code is a tree of tuples: [op, ...]. The op numbers are @phensley/messageformat's.
const OP_PLURAL = 2;
const OP_SELECT = 3;
const OP_BLOCK = 4;
const CHOICE_CATEGORY = 1;

function lacksOther(code: MessageCode): boolean {
  const node = code as unknown as unknown[];
  switch (node[0]) {
    case OP_BLOCK:
      return (node[1] as MessageCode[]).some(lacksOther);
    case OP_PLURAL: {
      const choices = node[4] as [number, string, MessageCode][];
      const hasOther = choices.some((c) => c[0] === CHOICE_CATEGORY && c[1] === 'other');
      return !hasOther || choices.some((c) => lacksOther(c[2]));
    }
    case OP_SELECT:
      return (node[2] as [string, MessageCode][]).some((c) => lacksOther(c[1]));
    default:
      return false;
  }
}

const kits = new WeakMap<CLDR, MessageKit>();

export function messageKit(cldr: CLDR): MessageKit {
  let kit = kits.get(cldr);
  if (kit === undefined) {
    kit = new MessageKit(cldr);
    kits.set(cldr, kit);
  }
  return kit;
}
