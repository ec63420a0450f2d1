/**
 * One process per PGlite data folder: a lock file holding the owner's pid. A second server or
 * CLI gets a clear error naming the lock; a lock left by a process that no longer runs is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from '../shared/errors';

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of `dataDir` or throws DATA_DIR_LOCKED naming the lock file and its holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'stoa.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        path,
        release: () => {
          if (released) return;
          released = true;
          rmSync(path, { force: true });
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processRuns(holder)) {
        throw new DomainError('DATA_DIR_LOCKED', {
          lockFile: path,
          pid: holder,
          hint: `Stop the Stoa process with pid ${holder} (it holds ${path}) or use DATABASE_URL for PostgreSQL.`,
        });
      }
      // stale lock: its process is gone (or it is ours from an unclean exit)
      rmSync(path, { force: true });
    }
  }
  throw new DomainError('DATA_DIR_LOCKED', { lockFile: path });
}
