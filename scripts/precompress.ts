// Writes `name.br` and `name.gz` next to each compressible file of dist/assets, for the production
// server (server/static.ts, `preCompressed`) to send by Accept-Encoding without compressing per
// request. Only the content-hashed assets: their names change with their content, so a compressed
// copy can never go stale (unlike config.json, which is edited on the host). Run after `vite build`;
// `npm run serve` runs it first and it skips what is already done.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm|xml)$/i;
/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  written: number;
  skipped: number;
}

async function isFresh(target: string, sourceModified: number): Promise<boolean> {
  try {
    return (await stat(target)).mtimeMs >= sourceModified;
  } catch {
    return false;
  }
}

/** Compress every eligible file under `<distDir>/assets`; a copy that would not be smaller is not written. */
export async function precompressAssets(distDir: string): Promise<PrecompressResult> {
  const assets = path.join(distDir, 'assets');
  const names = await readdir(assets, { recursive: true });
  const result: PrecompressResult = { written: 0, skipped: 0 };
  await Promise.all(
    names
      .filter((name) => COMPRESSIBLE.test(name))
      .map(async (name) => {
        const source = path.join(assets, name);
        const info = await stat(source);
        if (!info.isFile() || info.size < MIN_BYTES) return;
        const content = await readFile(source);
        const variants: [string, () => Promise<Buffer>][] = [
          [
            `${source}.br`,
            () =>
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
          ],
          [`${source}.gz`, () => gzipAsync(content, { level: 9 })],
        ];
        for (const [target, compress] of variants) {
          if (await isFresh(target, info.mtimeMs)) {
            result.skipped += 1;
            continue;
          }
          const compressed = await compress();
          if (compressed.length >= content.length) continue;
          await writeFile(target, compressed);
          result.written += 1;
        }
      }),
  );
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = path.resolve(
    process.argv[2] ?? (process.env.DIST_DIR || fileURLToPath(new URL('../dist', import.meta.url))),
  );
  try {
    const { written, skipped } = await precompressAssets(distDir);
    console.log(`precompress: ${written} files written, ${skipped} already done (${distDir}/assets)`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT') {
      console.error(`precompress: no ${distDir}/assets — run \`npm run build\` first`);
      process.exitCode = 1;
    } else if (code === 'EACCES' || code === 'EROFS' || code === 'EPERM') {
      // A read-only deployment still serves, uncompressed.
      console.warn(`precompress: cannot write into ${distDir} (${code}); assets will be sent uncompressed`);
    } else {
      throw error;
    }
  }
}
