// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built app, once at build
// time and at the strongest settings, so the server sends them as they are (@fastify/static
// `preCompressed`) instead of compressing each request. Source maps are never served, so never compressed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Below this size the encoding header and a second request for the variant cost more than they save. */
const MIN_BYTES = 1024;
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && TEXT.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

async function precompress(file) {
  const raw = await fs.readFile(file);
  if (raw.length < MIN_BYTES) return [0, 0];
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant only where it is smaller; the server falls back to the plain file otherwise.
  if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
  return [raw.length, br.length];
}

const dist =
  process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const sizes = await Promise.all((await filesUnder(dist)).map(precompress));
const [raw, br] = sizes.reduce(([a, b], [x, y]) => [a + x, b + y], [0, 0]);
console.log(
  `precompressed ${sizes.filter(([x]) => x > 0).length} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`,
);
