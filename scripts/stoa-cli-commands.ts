/**
 * The CLI's commands. Each validates its own arguments and calls services; none touches SQL.
 */
import type { ParseArgsConfig } from 'node:util';
import type { Database } from '../src/db/database';
import type { Services } from '../src/server/app';
import type { Config } from '../src/server/config';
import { randomBytes } from 'node:crypto';
import { CONTRIBUTOR_ROLES } from '../src/modules/accounts';
import { ContributorRole } from '../src/shared/enums';
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

/** `admin`, `store-manager`, `website_manager` or a role code → the role code. */
function roleCode(name: string): number | undefined {
  if (/^\d+$/.test(name)) return Number(name);
  const key = name.toUpperCase().replace(/[-\s]/g, '_') as keyof typeof ContributorRole;
  return ContributorRole[key];
}

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
  'owner create': {
    words: 2,
    options: { site: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    async run({ values, positionals }, { services, io, config }) {
      const email = positionals[0];
      const identifier = str(values.site);
      if (email === undefined || identifier === undefined) {
        io.err('stoa: owner create needs an EMAIL and --site IDENTIFIER\n');
        return 2;
      }
      const role = roleCode(str(values.role) ?? 'admin');
      if (role === undefined || !(CONTRIBUTOR_ROLES as readonly number[]).includes(role)) {
        io.err(`stoa: unknown role ${str(values.role)}\n`);
        return 2;
      }
      const site = await services.sites.getByIdentifier(identifier);
      if (site === null) {
        io.err(`stoa: no site ${identifier}\n`);
        return 1;
      }
      const existing = await services.accounts.findUserByEmail(email);
      const generated = existing === null && str(values.password) === undefined;
      const password = str(values.password) ?? randomBytes(12).toString('base64url');
      if (existing !== null && str(values.password) !== undefined) await services.accounts.setPassword(existing.id, password);
      const contributor = await services.accounts.addContributor({
        websiteId: site.id,
        email,
        role,
        password,
        ...(str(values.name) !== undefined && { displayName: str(values.name) }),
      });
      io.out(`${contributor.email} can now sign in to ${site.identifier} (role ${role})\n`);
      if (generated) io.out(`password: ${password}\n`);
      io.out(`editor: http://${site.identifier}.${config.baseDomain}:${config.port}/config\n`);
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
