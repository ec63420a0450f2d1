import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from './stoa-cli';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => void out.push(s), err: (s: string) => void err.push(s) }, out, err };
}

describe('stoa CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stoa-cli-'));
  const env = { STOA_DATA_DIR: dir, LOG_LEVEL: 'silent' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a site and an owner, then lists the site', async () => {
    const a = capture();
    expect(await main(['site', 'create', 'cli-shop', '--title', 'CLI Shop', '--currency', 'eur'], a.io, env)).toBe(0);
    expect(a.out.join('')).toMatch(/^created site cli-shop \([0-9a-f]{24}\), the default site\n$/);
    const b = capture();
    expect(await main(['owner', 'create', 'ana@example.com', '--site', 'cli-shop', '--role', 'store-manager', '--password', 'long-enough-1'], b.io, env)).toBe(0);
    expect(b.out.join('')).toContain('ana@example.com can now sign in to cli-shop (role 8)');
    const c = capture();
    expect(await main(['site', 'list'], c.io, env)).toBe(0);
    expect(c.out.join('')).toContain('cli-shop\tCLI Shop\tEUR\tdefault');
  }, 60_000);

  it('reports bad input clearly with exit codes 1 and 2', async () => {
    const a = capture();
    expect(await main(['site', 'create', 'Bad Id'], a.io, env)).toBe(1);
    expect(a.err.join('')).toContain('A site identifier is 3 to 63 lowercase letters, digits or dashes.');
    const b = capture();
    expect(await main(['owner', 'create', 'x@example.com', '--site', 'cli-shop', '--role', 'wizard'], b.io, env)).toBe(2);
    expect(b.err.join('')).toContain('unknown role wizard');
    const c = capture();
    expect(await main(['frobnicate'], c.io, env)).toBe(2);
    expect(c.err.join('')).toContain('usage:');
  }, 60_000);

  it('refuses to run while the server holds the data folder, naming the lock', async () => {
    // A live process other than this one holds the lock (pid 1 always runs).
    writeFileSync(join(dir, 'stoa.lock'), '1');
    try {
      const a = capture();
      expect(await main(['site', 'list'], a.io, env)).toBe(1);
      expect(a.err.join('')).toContain(`the Stoa server is running on this data folder (${join(dir, 'stoa.lock')}, pid 1)`);
    } finally {
      rmSync(join(dir, 'stoa.lock'));
    }
  }, 60_000);
});
