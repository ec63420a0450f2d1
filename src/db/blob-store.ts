/**
 * Blob storage behind one interface: bytes by key, on the file system under the data folder
 * (`<dataDir>/media/...`) or in memory (tests, in-memory databases). Modules get a BlobStore
 * injected; they never touch the file system themselves.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface BlobStore {
  /** Stores `data` under `key`, replacing what was there; a reader never sees a half-written blob. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the blob under `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are `/`-separated segments of letters, digits, `.`, `_` and `-`, never `.` or `..`. */
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Throws unless `key` is a safe relative path (so no key can escape the store's folder). */
export function assertBlobKey(key: string): void {
  const segments = key.split('/');
  if (key.length === 0 || key.length > 512 || !segments.every((s) => KEY_SEGMENT.test(s) && s !== '..')) {
    throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
  }
}

/** A store keeping blobs as files under `root` (created on first write). */
export function createFileBlobStore(root: string): BlobStore {
  const base = resolve(root);
  let tempCounter = 0;
  const pathOf = (key: string) => {
    assertBlobKey(key);
    const path = join(base, ...key.split('/'));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write beside, then rename: a concurrent reader sees the old blob or the new one, whole.
      const temp = `${path}.${process.pid}.${++tempCounter}.partial`;
      try {
        await writeFile(temp, data);
        await rename(temp, path);
      } catch (e) {
        await rm(temp, { force: true });
        throw e;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** A store in memory, for tests and in-memory databases. */
export function createMemoryBlobStore(): BlobStore & { keys(): string[] } {
  const blobs = new Map<string, Buffer>();
  return {
    async put(key, data) {
      assertBlobKey(key);
      blobs.set(key, Buffer.from(data));
    },
    async get(key) {
      assertBlobKey(key);
      const blob = blobs.get(key);
      return blob === undefined ? null : Buffer.from(blob);
    },
    async delete(key) {
      assertBlobKey(key);
      blobs.delete(key);
    },
    keys: () => [...blobs.keys()].sort(),
  };
}
