/**
 * The CLI's commands. Each validates its own arguments and calls services; none touches SQL.
 */
import type { ParseArgsConfig } from 'node:util';
import type { Database } from '../src/db/database';
import type { Services } from '../src/server/app';
import type { Config } from '../src/server/config';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { CONTRIBUTOR_ROLES } from '../src/modules/accounts';
import { ContributorRole } from '../src/shared/enums';
import { isDomainError } from '../src/shared/errors';
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

/** The site named by `--site`, or null after telling the operator (exit 1). */
async function siteNamed(services: Services, identifier: string, io: CliIo) {
  const site = await services.sites.getByIdentifier(identifier);
  if (site === null) io.err(`stoa: no site ${identifier}\n`);
  return site;
}

/**
 * Everything a site holds, as one JSON document, from the modules' export functions: the site
 * and its settings, the published content (collections, items, layouts, navigation,
 * categories), the catalog with structured content, stock per variant, store settings and
 * the media library's item fields.
 */
async function exportSite(services: Services, websiteId: string) {
  const site = await services.sites.get(websiteId);
  const [content, catalog, stock, storeSettings, media] = await Promise.all([
    services.content.exportContent(websiteId),
    services.catalog.exportCatalog(websiteId),
    services.inventory.exportStock(websiteId),
    services.storeSettings.exportStoreSettings(websiteId),
    services.media.exportMedia(websiteId),
  ]);
  return { format: 'stoa-site-export', version: 1, site, content, catalog, stock, storeSettings, media };
}

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
    options: { site: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, 'reset-password': { type: 'boolean' } },
    /**
     * Gives EMAIL a role on a site, creating the account when none exists (with --password or a
     * generated one). An existing account's password changes only with --reset-password: the
     * account may belong to someone on other sites too.
     */
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
      const accounts = services.accounts;
      const existing = await accounts.findUserByEmail(email);
      const reset = values['reset-password'] === true;
      if (existing !== null && str(values.password) !== undefined && !reset) {
        io.err(`stoa: ${existing.email} already has an account; its password was not changed. Leave out --password, or add --reset-password to replace it.\n`);
        return 1;
      }
      const generated = str(values.password) === undefined && (existing === null || reset);
      const password = str(values.password) ?? randomBytes(12).toString('base64url');
      const user =
        existing ??
        (await accounts.createUser({ email, password, ...(str(values.name) !== undefined && { displayName: str(values.name) }) }));
      try {
        await accounts.addMember(site.id, user.id, role);
        io.out(`${user.email} can now sign in to ${site.identifier} (role ${role})${existing !== null && !reset ? ' with their existing password' : ''}\n`);
      } catch (e) {
        if (!isDomainError(e, 'CONTRIBUTOR_EXISTS')) throw e;
        const current = await accounts.getContributor(site.id, user.id);
        if (str(values.role) !== undefined && current.role !== role) await accounts.changeRole(site.id, user.id, role);
        io.out(`${user.email} is a contributor to ${site.identifier} (role ${str(values.role) !== undefined ? role : current.role})\n`);
      }
      if (existing !== null && reset) {
        await accounts.setPassword(existing.id, password);
        io.out(`the password of ${existing.email} was reset; their sessions on every site have ended\n`);
      }
      if (generated) io.out(`password: ${password}\n`);
      io.out(`editor: http://${site.identifier}.${config.baseDomain}:${config.port}/config\n`);
      return 0;
    },
  },
  'products import': {
    words: 2,
    options: { site: { type: 'string' } },
    async run({ values, positionals }, { services, io }) {
      const identifier = str(values.site);
      const file = positionals[0];
      if (identifier === undefined || file === undefined) {
        io.err('stoa: products import needs --site IDENTIFIER and a FILE.csv\n');
        return 2;
      }
      let csv: string;
      try {
        csv = await readFile(file, 'utf8');
      } catch (e) {
        io.err(`stoa: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}\n`);
        return 1;
      }
      const site = await siteNamed(services, identifier, io);
      if (site === null) return 1;
      try {
        const result = await services.storeFlows.importProducts({ websiteId: site.id, currency: site.currency, csv, actor: 'cli' });
        const store = await services.content.getCollection(site.id, result.collectionId);
        const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
        io.out(`imported ${count(result.products.length, 'product')} (${count(result.variants, 'variant')}) into ${store.fullUrl} of ${site.identifier}\n`);
        if (result.createdStore) io.out(`created the store ${store.fullUrl} ("${store.title}") and added it to the main navigation\n`);
        return 0;
      } catch (e) {
        if (!isDomainError(e, 'IMPORT_INVALID')) throw e;
        // Nothing was written: every problem, by line, so the file can be fixed in one go.
        const lines = Array.isArray(e.details.lines) ? (e.details.lines as string[]) : Object.values(e.details.errors ?? {}).map(String);
        for (const line of lines) io.err(`${line}\n`);
        io.err(`stoa: nothing was imported (${lines.length === 1 ? '1 problem' : `${lines.length} problems`} in ${file})\n`);
        return 1;
      }
    },
  },
  export: {
    words: 1,
    options: { site: { type: 'string' }, out: { type: 'string' } },
    async run({ values }, { services, io }) {
      const identifier = str(values.site);
      if (identifier === undefined) {
        io.err('stoa: export needs --site IDENTIFIER\n');
        return 2;
      }
      const site = await siteNamed(services, identifier, io);
      if (site === null) return 1;
      const json = `${JSON.stringify(await exportSite(services, site.id), null, 2)}\n`;
      const out = str(values.out);
      if (out === undefined) {
        io.out(json);
        return 0;
      }
      await writeFile(out, json);
      io.out(`wrote ${site.identifier} to ${out} (${Buffer.byteLength(json)} bytes)\n`);
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
