import { describe, expect, it } from 'vitest';
import { createEncodeQueue } from './encode-queue';
import { cleanFilename, formatMegabytes } from './media.mapping';

describe('upload names and sizes', () => {
  it('makes file names URL-safe and gives them the extension of the detected format', () => {
    expect(cleanFilename('Summer Sale (final).JPG', 'jpg')).toBe('Summer-Sale-final.jpg');
    expect(cleanFilename('C:\\Users\\me\\café crème.png', 'png')).toBe('cafe-creme.png');
    expect(cleanFilename('really-a-jpeg.png', 'jpg')).toBe('really-a-jpeg.jpg');
    expect(cleanFilename('../../etc/passwd', 'gif')).toBe('passwd.gif');
    expect(cleanFilename('.hidden', 'webp')).toBe('hidden.webp');
    expect(cleanFilename('日本.avif', 'avif')).toBe('image.avif');
    expect(cleanFilename('x'.repeat(300) + '.png', 'png')).toBe('x'.repeat(80) + '.png');
  });

  it('ADM-57 states sizes in megabytes of 1,000,000 bytes', () => {
    expect(formatMegabytes(20_000_000)).toBe('20 MB');
    expect(formatMegabytes(2_500_000)).toBe('2.5 MB');
    expect(formatMegabytes(1_000_000)).toBe('1 MB');
  });
});

describe('encode queue', () => {
  it('runs at most `limit` jobs at once and shares one job between callers of the same key', async () => {
    const queue = createEncodeQueue(2);
    let running = 0;
    let peak = 0;
    let calls = 0;
    const releases: Array<() => void> = [];
    const job = () => {
      calls++;
      running++;
      peak = Math.max(peak, running);
      return new Promise<string>((resolve) =>
        releases.push(() => {
          running--;
          resolve('done');
        }),
      );
    };
    const shared = [queue.run('same', job), queue.run('same', job)];
    const others = [queue.run(null, job), queue.run(null, job), queue.run('other', job)];
    let settled = 0;
    const all = Promise.all([...shared, ...others].map((p) => p.finally(() => settled++)));
    for (let turn = 0; settled < 5 && turn < 100; turn++) {
      await new Promise((r) => setImmediate(r));
      releases.shift()?.();
    }
    expect(await all).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(calls).toBe(4);
    expect(peak).toBe(2);
  });
});
