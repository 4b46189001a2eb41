// Precompressed copies of the build's text files (x.gz, x.br next to x), served as they are by
// nginx's gzip_static and brotli_static: strong compression once at build time instead of a
// fast, weaker one on every request (brotli's quality: see brotliQuality below).
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
import { brotliCompress, constants, gzip } from 'node:zlib';

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
  '.yaml',
  '.yml',
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

/**
 * Brotli quality by file size, chosen by measurement (npm run bench:precompress: total brotli
 * bytes and CPU time at quality 9, 10 and 11 for the files of a build, by kind, the search index
 * apart; re-measure after a change of the site's output or of Node's brotli).
 * What it showed on the 66-page build: quality 10 gives within 1 % of quality 11's bytes on the
 * pages, scripts and styles (within 4 % on the search index) in less than half its CPU time;
 * quality 9 saves little or no time on small files but is 8–10 % larger. So 10 everywhere,
 * except files of LARGE_FILE_BYTES and more (only the search index of a site many times this
 * size; measured on the index of `npm run bench:scale -- --scale=10`): on them quality 10 is one
 * long task that no other thread can share, 6–9× slower than quality 9 for 10–12 % fewer bytes,
 * and such an index is far too large for a first query at any quality.
 */
export const BROTLI_QUALITY = 10;
export const LARGE_FILE_BYTES = 8 * 1024 * 1024;
export const BROTLI_QUALITY_LARGE = 9;

/** @param {number} size */
export function brotliQuality(size) {
  return size >= LARGE_FILE_BYTES ? BROTLI_QUALITY_LARGE : BROTLI_QUALITY;
}

/** @param {number} size */
function brotliParams(size) {
  return {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: brotliQuality(size),
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  };
}

/** Settings of the compressed forms; part of the cache key, so a change recompresses all. */
const FORMS_VERSION = `v2-gzip9-brotli${BROTLI_QUALITY}-${BROTLI_QUALITY_LARGE}from${LARGE_FILE_BYTES}-text`;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The gzip and brotli forms of a file; a form is left out when it is not smaller than the file.
 * Off the main thread (zlib's thread pool), so files are compressed in parallel.
 * @param {Buffer} content
 * @returns {Promise<{ gzip?: Buffer, brotli?: Buffer }>}
 */
export async function compress(content) {
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
      forms = await compress(content);
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
