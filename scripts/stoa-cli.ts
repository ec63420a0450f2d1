/**
 * The operator CLI. It opens the same database as the server (PGlite under the data folder by
 * default, PostgreSQL with DATABASE_URL). PGlite serves one process at a time: while the server
 * runs, the CLI says so and exits without touching anything.
 */
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../src/db/database';
import { applyMigrations } from '../src/db/migrations';
import { createServices, type Services } from '../src/server/app';
import { loadConfig, type Config } from '../src/server/config';
import { ALL_MIGRATIONS } from '../src/server/migrations';
import { systemClock } from '../src/shared/clock';
import { describeError } from '../src/shared/error-catalog';
import { isDomainError } from '../src/shared/errors';
import { createEventBus } from '../src/shared/events';
import { randomIds } from '../src/shared/ids';
import { CLI_COMMANDS, type CliCommand, type CliIo } from './stoa-cli-commands';

const USAGE = `usage:
  stoa site create IDENTIFIER [--title T] [--currency C] [--locale L] [--default]
  stoa site list
  stoa owner create EMAIL --site IDENTIFIER [--role admin] [--password P] [--reset-password]
  stoa products import --site IDENTIFIER FILE.csv
  stoa export --site IDENTIFIER [--out FILE.json]`;

const defaultIo: CliIo = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) };

/** Opens the database and services for one command, and closes them after. */
async function withServices<T>(config: Config, fn: (services: Services, database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(config.databaseUrl !== undefined ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await applyMigrations(database, ALL_MIGRATIONS);
    // Running servers hear what the command changes (a new site, imported products) through the relay.
    const services = await createServices(config, { database, clock: systemClock, ids: randomIds, events: createEventBus() }, { listenForEvents: false });
    try {
      return await fn(services, database);
    } finally {
      await services.siteDirectory.close();
      await services.eventRelay.close();
    }
  } finally {
    await database.close();
  }
}

/** Runs the CLI; returns the exit code (0 done, 1 refused or failed, 2 usage). */
export async function main(argv: string[], io: CliIo = defaultIo, env: Record<string, string | undefined> = process.env): Promise<number> {
  const key = argv.slice(0, 2).join(' ');
  const command: CliCommand | undefined = CLI_COMMANDS[key] ?? CLI_COMMANDS[argv[0] ?? ''];
  if (command === undefined) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  const rest = argv.slice(command.words);
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: command.options, allowPositionals: true, strict: true });
  } catch (e) {
    io.err(`stoa: ${e instanceof Error ? e.message : String(e)}\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(env);
  try {
    return await withServices(config, (services, database) => command.run({ values: parsed.values, positionals: parsed.positionals }, { services, database, config, io }));
  } catch (e) {
    if (isDomainError(e, 'DATA_DIR_LOCKED')) {
      io.err(`stoa: the Stoa server is running on this data folder (${String(e.details.lockFile)}, pid ${String(e.details.pid)}). Stop it first, or run the CLI against PostgreSQL with DATABASE_URL.\n`);
      return 1;
    }
    if (isDomainError(e)) {
      const details = Object.keys(e.details).length > 0 ? ` (${JSON.stringify(e.details)})` : '';
      io.err(`stoa: ${describeError(e.code).message}${details}\n`);
      return 1;
    }
    io.err(`stoa: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}
