import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileBlobStore, createMemoryBlobStore, type BlobStore } from './blob-store';

const root = mkdtempSync(join(tmpdir(), 'stoa-blobs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const stores: Array<[string, () => BlobStore]> = [
  ['file system', () => createFileBlobStore(join(root, `store-${Math.random().toString(16).slice(2)}`))],
  ['memory', () => createMemoryBlobStore()],
];

describe.each(stores)('blob store (%s)', (_name, make) => {
  it('puts, gets, replaces and deletes bytes by key', async () => {
    const store = make();
    expect(await store.get('site/asset/original')).toBeNull();
    await store.put('site/asset/original', Buffer.from('first'));
    await store.put('site/asset/original', Buffer.from('second'));
    expect((await store.get('site/asset/original'))?.toString()).toBe('second');
    await store.delete('site/asset/original');
    await store.delete('site/asset/original');
    expect(await store.get('site/asset/original')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    const store = make();
    for (const key of ['../escape', 'a/../../b', '/abs', '', 'a//b', 'a/./b', 'a\\b', '.hidden/x']) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid blob key/);
      await expect(store.get(key), key).rejects.toThrow(/Invalid blob key/);
    }
  });
});

describe('file blob store', () => {
  it('leaves no partial files behind', async () => {
    const dir = join(root, 'partials');
    const store = createFileBlobStore(dir);
    await Promise.all(Array.from({ length: 5 }, (_, i) => store.put('k/v', Buffer.from(`value ${i}`))));
    expect(readdirSync(join(dir, 'k'))).toEqual(['v']);
    expect((await store.get('k/v'))?.toString()).toMatch(/^value \d$/);
  });
});
