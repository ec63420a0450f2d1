/**
 * The CLI's commands. Each validates its own arguments and calls services; none touches SQL.
 */
import type { ParseArgsConfig } from 'node:util';
import type { Database } from '../src/db/database';
import type { Services } from '../src/server/app';
import type { Config } from '../src/server/config';
import { isCurrency } from '../src/shared/money';

export interface CliIo {
  out: (s: string) => void;
  err: (s: string) => void;
}

export interface CliContext {
  services: Services;
  database: Database;
  config: Config;
  io: CliIo;
}

export interface CliArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

export interface CliCommand {
  /** How many leading words name the command ("site create" is 2). */
  words: number;
  options: NonNullable<ParseArgsConfig['options']>;
  run(args: CliArgs, ctx: CliContext): Promise<number>;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export const CLI_COMMANDS: Record<string, CliCommand> = {
  'site create': {
    words: 2,
    options: { title: { type: 'string' }, currency: { type: 'string' }, locale: { type: 'string' }, default: { type: 'boolean' } },
    async run({ values, positionals }, { services, io }) {
      const identifier = positionals[0];
      if (identifier === undefined) {
        io.err('stoa: site create needs an IDENTIFIER\n');
        return 2;
      }
      const currency = str(values.currency)?.toUpperCase();
      if (currency !== undefined && !isCurrency(currency)) {
        io.err(`stoa: unknown currency ${currency}\n`);
        return 2;
      }
      const site = await services.sites.create({
        identifier,
        ...(str(values.title) !== undefined && { title: str(values.title) }),
        ...(currency !== undefined && { currency }),
        ...(str(values.locale) !== undefined && { locale: str(values.locale) }),
        ...(values.default === true && { isDefault: true }),
      });
      io.out(`created site ${site.identifier} (${site.id})${site.isDefault ? ', the default site' : ''}\n`);
      return 0;
    },
  },
  'site list': {
    words: 2,
    options: {},
    async run(_args, { services, io, config }) {
      for (const site of await services.sites.listAll()) {
        io.out(`${site.identifier}\t${site.title}\t${site.currency}\t${site.isDefault ? 'default\t' : ''}http://${site.identifier}.${config.baseDomain}:${config.port}/\n`);
      }
      return 0;
    },
  },
};
