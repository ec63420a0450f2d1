/**
 * Nothing a visitor was told is saved is lost (GAP-73): a server process takes concurrent form
 * submissions over HTTP and is killed with SIGKILL in the middle of them; after a restart,
 * every submission that was answered 200 is stored and its notification email is in the
 * outbox (one transaction holds the key, the submission and the email). Runs on a PGlite data
 * folder always, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { freePort } from '../../test/support/free-port';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactForm, VALID_ANSWERS } from '../../test/support/forms';
import { openDatabase, type Database } from '../db/database';
import { applyMigrations } from '../db/migrations';
import { buildApp } from './app';
import { testConfig, testDatabaseUrl } from './config';
import { ALL_MIGRATIONS } from './migrations';
import { systemClock } from '../shared/clock';
import { createEventBus } from '../shared/events';
import { randomIds } from '../shared/ids';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = 'test/support/forms-server-process.ts';
const url = testDatabaseUrl();

interface Target {
  engine: 'pglite' | 'postgres';
  open(): Promise<Database>;
  args: Record<string, unknown>;
  cleanUp(): Promise<void>;
}

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'stoa-forms-crash-'));
  return { engine: 'pglite', open: () => openDatabase({ dataDir }), args: { dataDir }, cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

function postgresTarget(databaseUrl: string): Target {
  const schema = `t_forms_crash_${randomBytes(4).toString('hex')}`;
  return {
    engine: 'postgres',
    open: () => openDatabase({ url: databaseUrl, schema, maxConnections: 2 }),
    args: { url: databaseUrl, schema },
    cleanUp: async () => {
      const admin = await openDatabase({ url: databaseUrl, maxConnections: 1 });
      await admin.exec(`drop schema if exists "${schema}" cascade`).finally(() => admin.close());
    },
  };
}

function startServer(port: number, args: Record<string, unknown>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, JSON.stringify({ port, ...args })], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) done(child);
    });
    child.on('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.on('exit', () => done());
    child.kill('SIGKILL');
  });
}

/** One JSON POST to the server as a browser with this crumb would send it. */
function post(port: number, host: string, crumb: string, path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const payload = JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { host, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, json: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

/** A new visitor fetches a key and sends the form; the submission id when answered 200, else null. */
async function submitOnce(port: number, host: string, formId: string): Promise<string | null> {
  const crumb = randomBytes(18).toString('base64url');
  const key = await post(port, host, crumb, '/api/form/FormSubmissionKey', {});
  if (key.status !== 200) throw new Error(`key answered ${key.status}`);
  const saved = await post(port, host, crumb, '/api/form/SaveFormSubmission', { formId, key: key.json.key, form: JSON.stringify(VALID_ANSWERS) });
  if (saved.status !== 200) throw new Error(`save answered ${saved.status} ${JSON.stringify(saved.json)}`);
  return saved.json.submissionId as string;
}

const targets: (() => Target)[] = [pgliteTarget, ...(url === undefined ? [] : [() => postgresTarget(url)])];

for (const makeTarget of targets) {
  const target = makeTarget();
  describe(`form submissions across a crash [${target.engine}]`, () => {
    it('GAP-73 FORM-41 a server killed mid-submissions loses none it answered 200: each is stored with its notification email', async () => {
      // The site and its form, made before the server starts (a PGlite folder has one process at a time).
      const setupDb = await target.open();
      await applyMigrations(setupDb, ALL_MIGRATIONS);
      const setupApp = await buildApp(testConfig(), { database: setupDb, clock: systemClock, ids: randomIds, events: createEventBus() });
      const identifier = `crash-${randomBytes(3).toString('hex')}`;
      const site = await setupApp.services.sites.create({ identifier, title: 'Crash studio' });
      const form = await setupApp.services.forms.create(site.id, contactForm());
      await setupApp.close();
      await setupDb.close();
      const host = `${identifier}.localhost`;
      const port = await freePort();

      const answered: string[] = [];
      const servers: ChildProcess[] = [];
      try {
        const server = await startServer(port, target.args);
        servers.push(server);
        let stop = false;
        // Eight visitors at a time; the server is killed once a dozen have been answered.
        const visitor = async () => {
          while (!stop) {
            try {
              const id = await submitOnce(port, host, form.id);
              if (id !== null) answered.push(id);
              if (answered.length >= 12 && !stop) {
                stop = true;
                await killed(server);
              }
            } catch {
              // A request the kill cut off: its outcome is unknown to the visitor, as in a browser.
              if (server.signalCode !== null) stop = true;
            }
          }
        };
        await Promise.all(Array.from({ length: 8 }, visitor));
        expect(answered.length).toBeGreaterThanOrEqual(12);

        // Restarted on the same database, the server takes submissions again.
        const restarted = await startServer(port, target.args);
        servers.push(restarted);
        answered.push((await submitOnce(port, host, form.id))!);
      } finally {
        // Nothing is left running whatever failed above.
        await Promise.all(servers.map(killed));
      }

      const database = await target.open();
      try {
        const rows = await database.query<{ id: string }>('select id from forms_submissions where website_id = $1', [site.id]);
        const stored = new Set(rows.map((r) => r.id));
        expect(answered.filter((id) => !stored.has(id))).toEqual([]);
        const mails = await database.query<{ dedupe_key: string; to_address: string }>('select dedupe_key, to_address from outbox_messages where website_id = $1', [site.id]);
        const mailed = new Set(mails.map((m) => m.dedupe_key));
        expect(answered.filter((id) => !mailed.has(`form-submission:${id}`))).toEqual([]);
        // Every stored submission (answered or cut off after its commit) has its email, and no email is without its submission.
        expect(mails.length).toBe(rows.length);
        expect(new Set(mails.map((m) => m.to_address))).toEqual(new Set(['owner@example.com']));
      } finally {
        await database.close();
        await target.cleanUp();
      }
    }, 180_000);
  });
}
