// Precompressed copies of the build's text files (x.gz, x.br next to x), served as they are by
// nginx's gzip_static and brotli_static: strong compression once at build time instead of a
// fast, weaker one on every request (brotli's quality: see brotliQuality below).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

import { filesUnder } from '../shared/files.mjs';
import {
  INITIAL_WINDOW_BYTES,
  PAGE_ANSWER_OVERHEAD_BYTES,
  pageAnswerRounds,
  slowStartRounds,
} from './slowStart.mjs';

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

/** @param {string} filePath its extension, lower case, with the dot */
const extensionOf = (filePath) => filePath.slice(filePath.lastIndexOf('.')).toLowerCase();

/**
 * @param {string} filePath
 * @param {number} size
 */
export function shouldCompress(filePath, size) {
  return size >= MIN_SIZE_BYTES && COMPRESSIBLE_EXTENSIONS.has(extensionOf(filePath));
}

/**
 * Brotli quality by kind and size of file, chosen by measurement (npm run bench:precompress:
 * total brotli bytes and CPU time by quality for the files of a build, by kind, the search index
 * apart; re-measure after a change of the site's output or of Node's brotli).
 * What it showed on the 66-page build: quality 10 gives within 1 % of quality 11's bytes on the
 * pages, scripts and styles (within 4 % on the search index) in less than half its CPU time;
 * quality 9 is 8–10 % larger for an eighth of quality 10's time. So 10 for what readers
 * download, except:
 *  - the pages themselves (PAGE_EXTENSIONS): 9, and 10 only where it saves a round trip
 *    (see PAGE_EXTENSIONS below);
 *  - files of LARGE_FILE_BYTES and more (only the search index of a site many times this size;
 *    measured on the index of `npm run bench:scale -- --scale=10`): on them quality 10 is one
 *    long task that no other thread can share, 6–9× slower than quality 9 for 10–12 % fewer
 *    bytes, and such an index is far too large for a first query at any quality;
 *  - files no page loads (OFF_PAGE_EXTENSIONS): quality 7, 11 % larger than 10 on the 66-page
 *    build and 13× faster; at 2 000 pages (48 MB) about 4 s of CPU instead of about 20 s.
 */
export const BROTLI_QUALITY = 10;
export const LARGE_FILE_BYTES = 8 * 1024 * 1024;
export const BROTLI_QUALITY_LARGE = 9;
export const BROTLI_QUALITY_OFF_PAGE = 7;

/**
 * Files that no page loads: the Markdown copies (fetched only by «Скопировать как Markdown»
 * and by tools), llms.txt and llms-full.txt, sitemap.xml: read by tools and crawlers, once.
 */
export const OFF_PAGE_EXTENSIONS = new Set(['.md', '.txt', '.xml']);

/**
 * The pages: quality 9, and 10 only where it brings the answer into an earlier round trip.
 * A page is the first answer on a new connection, and TCP's slow start sends it in rounds: the
 * initial window, then twice as much a round trip later, and so on (slowStartRounds). Its bytes
 * cost the reader time in whole round trips (150 ms on Lighthouse's slow 4G), and in bandwidth
 * only a few milliseconds: on the 66-page build quality 10 makes the 78 pages 768 KB instead of
 * 829 (a median page 10.2 KB instead of 11.0, 4 ms at slow 4G's 1.6 Mbit/s), for 1.3 s of CPU
 * instead of 0.16, most of the build's compression after SSG. So quality 10 is tried only on a
 * page whose quality-9 answer ends just past a round's end (within QUALITY_10_GAIN_AT_MOST of
 * its size) and kept where it ends before. On that build 28 pages were tried and 19 kept: 814 KB
 * for 0.69 s of CPU, and no page needs more rounds than at quality 10 (npm run bench:precompress
 * counts them). Most pages are near the first round's end: the headers take 3 KB of it.
 */
export const PAGE_EXTENSIONS = new Set(['.html']);
export const BROTLI_QUALITY_PAGE = 9;

/**
 * At most how much smaller quality 10 makes a page than quality 9: a page whose quality-9 answer
 * ends further past a round's end cannot end a round earlier at quality 10, so it is not tried.
 * Measured (27 November): 6.3–7.6 % on the 78 pages of the site, 6.7–8.7 % on 315 pages of the
 * ×30 scale build that were tried. 0.09 tries 22 pages of the site instead of 28 at 0.12 and
 * keeps the same 19 (0.39 s of CPU instead of 0.5); on the ×30 pages 234 of 315 tries, the same
 * 199 kept. tests/e2e/build-contract.spec.ts checks on the test build that no page needs more
 * round trips than at quality 10 (scripts/deploy/pageRounds.mjs), so a change of the markup or
 * of brotli that makes quality 10 save more is seen.
 */
export const QUALITY_10_GAIN_AT_MOST = 0.09;

/**
 * Whether a better quality could bring a page's answer into an earlier round: its quality-9
 * body of `bytes` ends past a round's end by no more than quality 10 can save.
 * @param {number} bytes
 */
export function mayEndRoundEarlier(bytes) {
  const answer = bytes + PAGE_ANSWER_OVERHEAD_BYTES;
  const rounds = slowStartRounds(answer);
  if (rounds < 2) return false;
  const earlierRoundsEnd = INITIAL_WINDOW_BYTES * (2 ** (rounds - 1) - 1);
  return answer - earlierRoundsEnd <= bytes * QUALITY_10_GAIN_AT_MOST;
}

/**
 * The page's form to keep: the retry only when it ends in an earlier round.
 * @param {Buffer} first quality 9 @param {Buffer} retry quality 10
 */
export function earlierRoundForm(first, retry) {
  return pageAnswerRounds(retry.length) < pageAnswerRounds(first.length) ? retry : first;
}

/** @param {string} filePath a page (PAGE_EXTENSIONS)? */
export const isPage = (filePath) => PAGE_EXTENSIONS.has(extensionOf(filePath));

/** @param {string} filePath @param {number} size */
export function brotliQuality(filePath, size) {
  if (OFF_PAGE_EXTENSIONS.has(extensionOf(filePath))) return BROTLI_QUALITY_OFF_PAGE;
  if (size >= LARGE_FILE_BYTES) return BROTLI_QUALITY_LARGE;
  return isPage(filePath) ? BROTLI_QUALITY_PAGE : BROTLI_QUALITY;
}

/**
 * The brotli parameters to try a file's form again with, or null: a page at quality
 * BROTLI_QUALITY_PAGE whose answer ends just past a round (see PAGE_EXTENSIONS).
 * @param {string} filePath @param {number} size @param {Buffer} first its form at its quality
 */
function retryParams(filePath, size, first) {
  if (brotliQuality(filePath, size) !== BROTLI_QUALITY_PAGE || !mayEndRoundEarlier(first.length))
    return null;
  return brotliParams(filePath, size, BROTLI_QUALITY);
}

/** Brotli's default window (4 MiB) and its smallest (1 KiB), as log2. */
const DEFAULT_WINDOW_BITS = 22;
const MIN_WINDOW_BITS = 10;

/**
 * The smallest window that holds the whole file, at most brotli's default. Below quality 10,
 * brotli sets up hash tables for the whole window whatever the input: with the default window
 * the home page (21 KB) took 75 ms at quality 9 and 10 ms at quality 10; the whole 66-page build
 * at quality 9, 19 s of CPU, and 1.5 s with this window. The window holds (1 << bits) - 16
 * bytes: one that holds the file loses no match.
 * @param {number} size
 */
export function brotliWindowBits(size) {
  return Math.min(DEFAULT_WINDOW_BITS, Math.max(MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))));
}

/**
 * @param {string} filePath the file's path or name (its extension decides the quality)
 * @param {number} size
 * @param {number} [quality] another quality than the build's (for the bench)
 */
export function brotliParams(filePath, size, quality = brotliQuality(filePath, size)) {
  return {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(size),
  };
}

/** Settings of the compressed forms; part of the cache key, so a change recompresses all. */
const FORMS_VERSION =
  `v4-gzip9-brotli${BROTLI_QUALITY}-${BROTLI_QUALITY_LARGE}from${LARGE_FILE_BYTES}` +
  `-${BROTLI_QUALITY_OFF_PAGE}for${[...OFF_PAGE_EXTENSIONS].join('')}` +
  `-${BROTLI_QUALITY_PAGE}for${[...PAGE_EXTENSIONS].join('')}-rounds${INITIAL_WINDOW_BYTES}` +
  `+${PAGE_ANSWER_OVERHEAD_BYTES}within${QUALITY_10_GAIN_AT_MOST}-text-fitted-window`;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Keeps a form only when it is smaller than the file.
 * @param {Buffer} content @param {Buffer} gz @param {Buffer} br
 */
const smaller = (content, gz, br) => ({
  ...(gz.length < content.length ? { gzip: gz } : {}),
  ...(br.length < content.length ? { brotli: br } : {}),
});

/**
 * The gzip and brotli forms of a file; a form is left out when it is not smaller than the file.
 * In zlib's thread pool (for the bench server; the build uses compressSync in its workers).
 * @param {Buffer} content
 * @param {string} filePath its path or name (the extension decides brotli's quality)
 * @returns {Promise<{ gzip?: Buffer, brotli?: Buffer }>}
 */
export async function compress(content, filePath) {
  const brotli = async () => {
    const first = await brotliAsync(content, { params: brotliParams(filePath, content.length) });
    const params = retryParams(filePath, content.length, first);
    return params ? earlierRoundForm(first, await brotliAsync(content, { params })) : first;
  };
  const [gz, br] = await Promise.all([gzipAsync(content, { level: 9 }), brotli()]);
  return smaller(content, gz, br);
}

/**
 * The brotli form of a file at its quality (a page retried where that saves a round trip).
 * @param {Buffer} content
 * @param {string} filePath
 */
export function brotliFormSync(content, filePath) {
  const first = brotliCompressSync(content, { params: brotliParams(filePath, content.length) });
  const params = retryParams(filePath, content.length, first);
  return params ? earlierRoundForm(first, brotliCompressSync(content, { params })) : first;
}

/**
 * The same forms as compress, byte for byte, on the calling thread.
 * @param {Buffer} content
 * @param {string} filePath
 * @returns {{ gzip?: Buffer, brotli?: Buffer }}
 */
export function compressSync(content, filePath) {
  return smaller(content, gzipSync(content, { level: 9 }), brotliFormSync(content, filePath));
}

/**
 * The cache key of a file's forms: its content, the settings, and the quality its kind gets.
 * @param {Buffer} content @param {string} filePath
 */
export function formsKey(content, filePath) {
  return createHash('sha256')
    .update(`${FORMS_VERSION}:${brotliQuality(filePath, content.length)}:`)
    .update(content)
    .digest('hex');
}

/**
 * Files below this size are compressed again on every build, not kept in the cache: such a file
 * takes about 1 ms at quality 10, about what writing its cache entry costs. On the 66-page build
 * the search index's 185 shards (most of them 1–4 KB, written last, so the build waits for them)
 * took 0.17–0.19 s of CPU to compress, 0.36–0.7 s with a cache of three files per entry, 0.4 s
 * with one and 0.22–0.33 s with none. Over all 513 files a cold build's compression took
 * 2.5–2.6 s instead of 2.7–2.9 (3.1–3.6 with three files per entry); a rebuild with nothing
 * changed, 0.4–0.47 s instead of 0.12–0.13 (0.15 with one file per entry for all files).
 */
export const CACHED_FROM_BYTES = 4096;

/**
 * A cache entry: one file, `<key>.forms`, with both forms after an 8-byte head (the gzip form's
 * length, then the brotli form's; 0 for a form left out). One file, not one per form and a
 * «done» mark: file creation was most of the cache's cost. An entry cut short (a build stopped
 * while writing it) does not match its head and is written again.
 * @param {{ gzip?: Buffer, brotli?: Buffer }} forms
 */
export function cacheEntry(forms) {
  const head = Buffer.alloc(8);
  head.writeUInt32LE(forms.gzip?.length ?? 0, 0);
  head.writeUInt32LE(forms.brotli?.length ?? 0, 4);
  return Buffer.concat([head, forms.gzip ?? Buffer.alloc(0), forms.brotli ?? Buffer.alloc(0)]);
}

/**
 * The forms of a cache entry, or null when it is cut short or has no head.
 * @param {Buffer} entry
 * @returns {{ gzip?: Buffer, brotli?: Buffer } | null}
 */
export function formsOfCacheEntry(entry) {
  if (entry.length < 8) return null;
  const gzipLength = entry.readUInt32LE(0);
  const brotliLength = entry.readUInt32LE(4);
  if (entry.length !== 8 + gzipLength + brotliLength) return null;
  return {
    ...(gzipLength > 0 ? { gzip: entry.subarray(8, 8 + gzipLength) } : {}),
    ...(brotliLength > 0 ? { brotli: entry.subarray(8 + gzipLength) } : {}),
  };
}

/**
 * Writes x.gz and x.br next to one file, from the cache by content hash when it has them
 * (written there otherwise; files of CACHED_FROM_BYTES and more). Synchronous: it runs in a
 * worker (precompressWorker.mjs).
 * @param {string} full absolute path of the file
 * @param {string} cacheDir
 * @returns {{ key: string, mtimeMs: number, fromCache: boolean }}
 */
export function precompressFile(full, cacheDir) {
  const content = readFileSync(full);
  const stat = statSync(full);
  const key = formsKey(content, full);
  const cacheFile = path.join(cacheDir, `${key}.forms`);
  const cacheable = content.length >= CACHED_FROM_BYTES;
  const cached =
    cacheable && existsSync(cacheFile) ? formsOfCacheEntry(readFileSync(cacheFile)) : null;
  const fromCache = cached !== null;
  const forms = cached ?? compressSync(content, full);
  if (cacheable && !fromCache) writeFileSync(cacheFile, cacheEntry(forms));
  for (const [suffix, data] of [
    ['.gz', forms.gzip],
    ['.br', forms.brotli],
  ]) {
    if (!data) continue;
    writeFileSync(full + suffix, data);
    // Same modification time: the compressed answer gets the same Last-Modified as the file.
    utimesSync(full + suffix, stat.atime, stat.mtime);
  }
  return { key, mtimeMs: stat.mtimeMs, fromCache };
}

/**
 * The pages of a build whose brotli form (x.br, as the build wrote it) needs more round trips
 * of slow start than the page at quality 10 would.
 * @param {string} dir
 * @returns {{ pages: number, losing: { file: string, rounds: number, atQuality10: number }[] }}
 */
export function pagesLosingRounds(dir) {
  const losing = [];
  let pages = 0;
  for (const file of filesUnder(dir)) {
    if (!isPage(file) || !existsSync(path.join(dir, `${file}.br`))) continue;
    pages += 1;
    const content = readFileSync(path.join(dir, file));
    const built = pageAnswerRounds(statSync(path.join(dir, `${file}.br`)).size);
    const best = pageAnswerRounds(
      brotliCompressSync(content, {
        params: brotliParams(file, content.length, BROTLI_QUALITY),
      }).length,
    );
    if (built > best) losing.push({ file, rounds: built, atQuality10: best });
  }
  return { pages, losing };
}

/** @param {string} dir @returns {string[]} paths inside dir of the files to compress */
export function compressibleFiles(dir) {
  return compressibleAmong(dir, filesUnder(dir));
}

/**
 * Which of these files of dir get compressed forms (shouldCompress).
 * @param {string} dir @param {readonly string[]} files paths inside dir
 */
export function compressibleAmong(dir, files) {
  return files.filter((file) => shouldCompress(file, statSync(path.join(dir, file)).size));
}

export const DEFAULT_CACHE_DIR = path.resolve('node_modules/.cache/magistral-precompress');

/**
 * Precompression that can start before the build is finished: `add` hands files to a pool of
 * worker threads as soon as they are final (the client bundle after Rspack, the pages after
 * SSG), so it runs on the other core while the main thread renders pages and writes the search
 * index; `finish` compresses what is left and whatever changed since it was added (by content
 * hash and modification time), then stops the workers. Worker threads, not zlib's async
 * functions: those share libuv's 4 threads with the file writes of SSG and of the other
 * postBuild steps, which would wait behind long brotli jobs.
 * @param {{ cacheDir?: string, workers?: number }} [options]
 */
export function createPrecompressor(options = {}) {
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  mkdirSync(cacheDir, { recursive: true });
  const size = Math.max(1, options.workers ?? Math.min(2, availableParallelism()));
  /** Absolute path → its job (resolves to what precompressFile returned). */
  const jobs = new Map();
  /** Message id → the job's file, size, worker and settling functions. */
  const pending = new Map();
  /** @type {{ worker: Worker, bytes: number, jobs: number }[]} */
  const pool = [];
  let nextId = 0;
  let stopped = false;

  const startWorker = () => {
    const slot = {
      worker: new Worker(new URL('./precompressWorker.mjs', import.meta.url)),
      bytes: 0,
      jobs: 0,
    };
    slot.worker.on('message', ({ id, result, error }) => {
      const job = pending.get(id);
      pending.delete(id);
      slot.bytes -= job.size;
      slot.jobs -= 1;
      // A busy worker keeps the process alive; an idle one must not (a build that fails
      // before postBuild still exits).
      if (slot.jobs === 0) slot.worker.unref();
      if (error) job.reject(new Error(`precompress ${job.full}: ${error}`));
      else job.resolve(result);
    });
    slot.worker.on('error', (error) => {
      for (const [id, job] of pending) {
        if (job.slot !== slot) continue;
        pending.delete(id);
        job.reject(error);
      }
      pool.splice(pool.indexOf(slot), 1);
    });
    pool.push(slot);
  };

  /**
   * Hands a file at once to the worker with the fewest bytes waiting. A worker works through
   * its messages on its own: handing out the next file only when the main thread heard of the
   * last one left the workers idle during its long tasks (SSG, the search index), measured.
   * @param {string} full @param {number} bytes
   */
  const run = (full, bytes) =>
    new Promise((resolve, reject) => {
      if (pool.length < size) startWorker();
      const slot = pool.reduce((least, other) => (other.bytes < least.bytes ? other : least));
      const id = nextId++;
      pending.set(id, { full, size: bytes, slot, resolve, reject });
      slot.bytes += bytes;
      slot.jobs += 1;
      slot.worker.ref();
      slot.worker.postMessage({ id, full, cacheDir });
    });

  /** @param {string} full */
  const sizeOf = (full) => (existsSync(full) ? statSync(full).size : 0);

  /**
   * Starts compressing files of dir that are final already; not awaited (finish reports a
   * failure). A file added twice is compressed once.
   * @param {string} dir @param {string[]} files paths inside dir
   */
  function add(dir, files) {
    if (stopped) throw new Error('precompress: add after finish');
    const fresh = files
      .map((file) => path.join(dir, file))
      .filter((full) => !jobs.has(full))
      .map((full) => ({ full, bytes: sizeOf(full) }))
      // Largest first, so that the workers end together.
      .sort((a, b) => b.bytes - a.bytes);
    for (const { full, bytes } of fresh) {
      const job = run(full, bytes);
      // Seen by finish; not an unhandled rejection before it.
      job.catch(() => undefined);
      jobs.set(full, job);
    }
  }

  /**
   * Every compressible file of dir has its forms once this resolves; `early` of them were
   * added before finish was called and were not compressed again.
   * @param {string} dir
   */
  async function finish(dir) {
    const started = performance.now();
    const early = new Set(jobs.keys());
    const files = compressibleFiles(dir);
    // What the other steps wrote is final now: to the workers at once, beside the early jobs.
    add(dir, files);
    try {
      const [results] = await Promise.all([
        Promise.all(
          files.map(async (file) => {
            const full = path.join(dir, file);
            const result = await jobs.get(full);
            if (!early.has(full)) return { ...result, early: false };
            // Added early, then written again (the search index): compressed again.
            const current = statSync(full);
            if (
              current.mtimeMs === result.mtimeMs &&
              formsKey(readFileSync(full), full) === result.key
            )
              return { ...result, early: true };
            return { ...(await run(full, current.size)), early: false };
          }),
        ),
        // Any failure fails the build, also for a file that is gone since.
        Promise.all([...early].map((full) => jobs.get(full))),
      ]);
      return {
        files: files.length,
        fromCache: results.filter((result) => result.fromCache).length,
        early: results.filter((result) => result.early).length,
        ms: Math.round(performance.now() - started),
      };
    } finally {
      stopped = true;
      await Promise.all(pool.map((slot) => slot.worker.terminate()));
    }
  }

  return { add, finish };
}

/**
 * Writes x.gz and x.br next to every compressible file of a build, in worker threads. The forms
 * are kept in a cache by content hash: a file whose content did not change since an earlier
 * build (most of them, between two builds) is not compressed again.
 * @param {string} dir
 * @param {{ cacheDir?: string, workers?: number }} [options]
 */
export async function precompressDirectory(dir, options = {}) {
  return createPrecompressor(options).finish(dir);
}
