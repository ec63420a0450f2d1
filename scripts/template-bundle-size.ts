/**
 * `npm run size:template`: bundles the template engine for browsers (ES2022, minified, locale
 * packs excluded: they load on demand) and prints its raw and gzipped sizes.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** Bundles the engine and returns its byte sizes. */
export async function measureTemplateBundle(): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    entryPoints: ['src/template-engine/index.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { raw, gzip } = await measureTemplateBundle();
  console.log(`template engine browser bundle: ${(raw / 1024).toFixed(1)} KB minified, ${(gzip / 1024).toFixed(1)} KB gzipped`);
}
