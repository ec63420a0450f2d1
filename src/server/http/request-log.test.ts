import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { createTestApp } from '../../../test/support/app';
import { loadConfig } from '../config';
import { LOG_BUFFER_BYTES, requestLog, type RequestLog } from './request-log';

const dir = mkdtempSync(join(tmpdir(), 'stoa-request-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const logFile = () => join(dir, `log-${++files}.ndjson`);
const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as { msg?: string; level: number; reqId?: string; req?: { method: string; url: string; host: string; remoteAddress: string }; res?: { statusCode: number }; responseTime?: number });
/** The destination pino writes to (sonic-boom's fields). */
const streamOf = (log: RequestLog) => (log.logger as unknown as { stream: { sync: boolean; minLength: number } }).stream;

it('issue 15 §6 request logs are on by default at info, written asynchronously through a buffer', () => {
  const config = loadConfig({});
  expect(config.logLevel).toBe('info');
  expect(config.logSync).toBe(false);
  const log = requestLog(config, logFile());
  expect(log.logger).not.toBe(false);
  const stream = streamOf(log);
  expect(stream.sync).toBe(false);
  expect(stream.minLength).toBe(LOG_BUFFER_BYTES);
});

it('issue 15 §6 LOG_LEVEL and STOA_LOG_SYNC are the switches; silent turns the log off', () => {
  expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
  expect(loadConfig({ STOA_LOG_SYNC: '1' }).logSync).toBe(true);
  expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  expect(requestLog(loadConfig({ LOG_LEVEL: 'silent' })).logger).toBe(false);
  expect(streamOf(requestLog(loadConfig({ STOA_LOG_SYNC: 'true' }), logFile())).sync).toBe(true);
});

describeDatabase('request log', (db) => {
  it('issue 15 §6 at info a request is logged; the buffered lines are written when the app closes', async () => {
    const file = logFile();
    const app = await createTestApp(db(), { logLevel: 'info' }, { logTo: file });
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    // Buffered, not written while the request was answered.
    expect(readFileSync(file, 'utf8')).toBe('');
    await app.close();
    const logged = lines(file).filter((l) => l.reqId === res.headers['x-request-id']);
    // One line a request, holding what was asked, the answer's status and the time taken.
    expect(logged.map((l) => l.msg)).toEqual(['request completed']);
    expect(logged[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/healthz', host: 'localhost:80', remoteAddress: '127.0.0.1' }, res: { statusCode: 200 } });
    expect(logged[0]!.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('issue 15 §6 at warn no request is logged', async () => {
    const file = logFile();
    const app = await createTestApp(db(), { logLevel: 'warn' }, { logTo: file });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
    expect(lines(file).filter((l) => l.reqId !== undefined)).toEqual([]);
  });

  it('issue 15 §6 with STOA_LOG_SYNC each line is written before the answer', async () => {
    const file = logFile();
    const app = await createTestApp(db(), { logLevel: 'info', logSync: true }, { logTo: file });
    const res = await app.inject('/healthz');
    expect(lines(file).filter((l) => l.reqId === res.headers['x-request-id']).map((l) => l.msg)).toEqual(['request completed']);
    await app.close();
  });
});
