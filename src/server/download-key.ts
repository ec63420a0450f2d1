/**
 * The key that signs digital download links. Links go out in emails and must outlive a restart,
 * so without STOA_DOWNLOAD_SECRET a random key is made once and kept in the data folder (owner
 * read and write only); a server keeping nothing on disk (tests) makes one per process.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';

export const DOWNLOAD_KEY_FILE = 'download-links.key';

export function downloadLinkKey(config: Pick<Config, 'downloadSecret' | 'dataDir' | 'mediaInMemory'>): string {
  if (config.downloadSecret !== undefined) return config.downloadSecret;
  if (config.mediaInMemory) return randomBytes(32).toString('hex');
  const file = join(config.dataDir, DOWNLOAD_KEY_FILE);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const key = randomBytes(32).toString('hex');
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
