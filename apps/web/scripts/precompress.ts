import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its extra header costs. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes `file.br` and `file.gz` beside `file`, unless it is too small to gain from them. */
export async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((br) =>
      writeFile(`${file}.br`, br),
    ),
    gzipAsync(content, { level: 9 }).then((gz) => writeFile(`${file}.gz`, gz)),
  ]);
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the build, at maximum
 * compression, so the server sends them as they are (`@fastify/static`'s preCompressed) instead of
 * compressing on every request, or not at all.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'chuck:precompress',
    // Not for the server renderer's build (dist/ssr), which no browser downloads.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const writes: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (COMPRESSIBLE.test(file)) writes.push(compressFile(file));
      }
      await Promise.all(writes);
    },
  };
}
