// Precompressed copies of the build's text files (x.gz, x.br next to x), served as they are by
// nginx's gzip_static and brotli_static: maximum compression once at build time instead of a
// fast, weaker one on every request.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** Extensions of text files worth compressing (images other than SVG are compressed already). */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.css',
  '.html',
  '.js',
  '.json',
  '.map',
  '.md',
  '.mjs',
  '.svg',
  '.txt',
  '.webmanifest',
  '.xml',
]);

/** Below this size the headers of a compressed answer outweigh the gain (nginx's default too). */
export const MIN_SIZE_BYTES = 1024;

/**
 * @param {string} filePath
 * @param {number} size
 */
export function shouldCompress(filePath, size) {
  const extension = filePath.slice(filePath.lastIndexOf('.')).toLowerCase();
  return size >= MIN_SIZE_BYTES && COMPRESSIBLE_EXTENSIONS.has(extension);
}

/** @param {number} size */
function brotliParams(size) {
  return {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  };
}

/**
 * The gzip and brotli forms of a file; a form is left out when it is not smaller than the file.
 * @param {Buffer} content
 * @returns {{ gzip?: Buffer, brotli?: Buffer }}
 */
export function compress(content) {
  const gzip = gzipSync(content, { level: 9 });
  const brotli = brotliCompressSync(content, { params: brotliParams(content.length) });
  return {
    ...(gzip.length < content.length ? { gzip } : {}),
    ...(brotli.length < content.length ? { brotli } : {}),
  };
}

/** Settings of the compressed forms; part of the cache key, so a change recompresses all. */
const FORMS_VERSION = `gzip9-brotli${constants.BROTLI_MAX_QUALITY}-text`;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * compress() off the main thread (zlib's thread pool), so files are compressed in parallel.
 * @param {Buffer} content
 * @returns {Promise<{ gzip?: Buffer, brotli?: Buffer }>}
 */
export async function compressAsync(content) {
  const [gz, br] = await Promise.all([
    gzipAsync(content, { level: 9 }),
    brotliAsync(content, { params: brotliParams(content.length) }),
  ]);
  return {
    ...(gz.length < content.length ? { gzip: gz } : {}),
    ...(br.length < content.length ? { brotli: br } : {}),
  };
}

/** @param {string} dir @returns {string[]} */
function listFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

export const DEFAULT_CACHE_DIR = path.resolve('node_modules/.cache/magistral-precompress');

/**
 * Writes x.gz and x.br next to every compressible file of a build, in parallel. The forms are
 * kept in a cache by content hash: a file whose content did not change since an earlier build
 * (most of them, between two builds) is not compressed again.
 * @param {string} dir
 * @param {{ cacheDir?: string, concurrency?: number }} [options]
 */
export async function precompressDirectory(dir, options = {}) {
  const started = performance.now();
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  mkdirSync(cacheDir, { recursive: true });
  const queue = listFiles(dir).filter((file) =>
    shouldCompress(file, statSync(path.join(dir, file)).size),
  );
  let fromCache = 0;
  const one = async (file) => {
    const full = path.join(dir, file);
    const content = readFileSync(full);
    const key = createHash('sha256').update(FORMS_VERSION).update(content).digest('hex');
    const cached = (suffix) => path.join(cacheDir, `${key}${suffix}`);
    let forms;
    if (existsSync(cached('.done'))) {
      forms = {
        gzip: existsSync(cached('.gz')) ? readFileSync(cached('.gz')) : undefined,
        brotli: existsSync(cached('.br')) ? readFileSync(cached('.br')) : undefined,
      };
      fromCache += 1;
    } else {
      forms = await compressAsync(content);
      if (forms.gzip) writeFileSync(cached('.gz'), forms.gzip);
      if (forms.brotli) writeFileSync(cached('.br'), forms.brotli);
      writeFileSync(cached('.done'), '');
    }
    const stat = statSync(full);
    for (const [suffix, data] of [
      ['.gz', forms.gzip],
      ['.br', forms.brotli],
    ]) {
      if (!data) continue;
      writeFileSync(full + suffix, data);
      // Same modification time: the compressed answer gets the same Last-Modified as the file.
      utimesSync(full + suffix, stat.atime, stat.mtime);
    }
  };
  // zlib's pool has UV_THREADPOOL_SIZE (4) threads; more at once only queues.
  const concurrency = options.concurrency ?? Math.max(2, availableParallelism());
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      while (next < queue.length) await one(queue[next++]);
    }),
  );
  return { files: queue.length, fromCache, ms: Math.round(performance.now() - started) };
}
