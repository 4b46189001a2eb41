// Which brotli quality for the precompressed copies (plugins/deploy/precompress.mjs): for the
// text files of a finished build, total brotli bytes and compression time at quality 7, 9, 10
// and 11 (with the build's window, brotliWindowBits), by kind of file, with the search index
// apart (its head and shards) and the files no page loads (OFF_PAGE_EXTENSIONS) apart.
// Time is CPU time of this process (process.cpuUsage), steadier than wall time on a busy machine;
// files are compressed one after another, as one zlib thread does.
// Usage: npm run bench:precompress [-- --dir=<build dir>] (default: build/, else the scale
// bench's ×1 build). Prints the table and what the current setting (brotliFormSync) costs, and
// how many pages need more round trips of slow start at it than at quality 10.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

import {
  OFF_PAGE_EXTENSIONS,
  brotliFormSync,
  brotliParams,
  isPage,
  shouldCompress,
} from '../../plugins/deploy/precompress.mjs';
import { BENCH_DIR, ROOT, isMain, parseArgs, printTable } from './lib.mjs';
import { PAGE_ANSWER_OVERHEAD_BYTES, pageAnswerRounds } from '../../plugins/deploy/slowStart.mjs';
import { filesUnder } from '../../plugins/shared/files.mjs';

const QUALITIES = [7, 9, 10, 11];

function kindOf(file) {
  // The head (search-index*.json) and its shards (assets/search, plugins/search/indexShards.ts).
  if (/(^|\/)(search-index[^/]*|assets\/search\/[^/]+)\.json$/.test(file)) return 'search index';
  const extension = path.extname(file);
  if (OFF_PAGE_EXTENSIONS.has(extension)) return `off the pages (${[...OFF_PAGE_EXTENSIONS]})`;
  return ['.html', '.js', '.css', '.json'].includes(extension)
    ? extension.slice(1)
    : 'other (svg…)';
}

function brotli(file, content, quality) {
  const before = process.cpuUsage();
  const compressed = brotliCompressSync(content, {
    params: brotliParams(file, content.length, quality),
  });
  const cpu = process.cpuUsage(before);
  return { bytes: Math.min(compressed.length, content.length), ms: (cpu.user + cpu.system) / 1000 };
}

/** Per kind and quality: files, raw bytes, brotli bytes, CPU ms; plus the current setting. */
export function measurePrecompress(dir) {
  const files = filesUnder(dir).filter((file) => !/\.(br|gz)$/.test(file));
  const kinds = new Map();
  for (const file of files) {
    const content = readFileSync(path.join(dir, file));
    if (!shouldCompress(file, content.length)) continue;
    const kind = kindOf(file);
    const entry = kinds.get(kind) ?? { files: 0, raw: 0, q: {}, current: { bytes: 0, ms: 0 } };
    entry.files += 1;
    entry.raw += content.length;
    const sizes = {};
    for (const quality of QUALITIES) {
      const { bytes, ms } = brotli(file, content, quality);
      sizes[quality] = bytes;
      entry.q[quality] ??= { bytes: 0, ms: 0 };
      entry.q[quality].bytes += bytes;
      entry.q[quality].ms += ms;
    }
    const before = process.cpuUsage();
    const current = Math.min(brotliFormSync(content, file).length, content.length);
    const cpu = process.cpuUsage(before);
    entry.current.bytes += current;
    entry.current.ms += (cpu.user + cpu.system) / 1000;
    // A page whose answer needs more round trips of slow start than at quality 10.
    if (isPage(file)) {
      entry.moreRounds =
        (entry.moreRounds ?? 0) + (pageAnswerRounds(current) > pageAnswerRounds(sizes[10]) ? 1 : 0);
    }
    kinds.set(kind, entry);
  }
  return kinds;
}

export function printPrecompress(kinds) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const rows = [
    [
      'kind',
      'files',
      'raw KB',
      ...QUALITIES.map((q) => `q${q}: KB / CPU ms`),
      'current setting: KB / CPU ms',
    ],
  ];
  const total = { files: 0, raw: 0, q: {}, current: { bytes: 0, ms: 0 } };
  for (const [kind, entry] of [...kinds].sort()) {
    rows.push([
      kind,
      entry.files,
      kb(entry.raw),
      ...QUALITIES.map((q) => `${kb(entry.q[q].bytes)} / ${Math.round(entry.q[q].ms)}`),
      `${kb(entry.current.bytes)} / ${Math.round(entry.current.ms)}`,
    ]);
    total.files += entry.files;
    total.raw += entry.raw;
    for (const q of QUALITIES) {
      total.q[q] ??= { bytes: 0, ms: 0 };
      total.q[q].bytes += entry.q[q].bytes;
      total.q[q].ms += entry.q[q].ms;
    }
    total.current.bytes += entry.current.bytes;
    total.current.ms += entry.current.ms;
  }
  rows.push([
    'all',
    total.files,
    kb(total.raw),
    ...QUALITIES.map((q) => `${kb(total.q[q].bytes)} / ${Math.round(total.q[q].ms)}`),
    `${kb(total.current.bytes)} / ${Math.round(total.current.ms)}`,
  ]);
  printTable(rows);
  for (const [kind, entry] of kinds) {
    if (entry.moreRounds === undefined) continue;
    console.log(
      `\n${kind}: ${entry.moreRounds} of ${entry.files} need more round trips of slow start at` +
        ` the current setting than at quality 10 (answer overhead ${PAGE_ANSWER_OVERHEAD_BYTES} B).`,
    );
  }
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const fallback = [path.join(ROOT, 'build'), path.join(BENCH_DIR, 'scale', 'x1', 'build')].find(
    (dir) => existsSync(path.join(dir, 'index.html')),
  );
  const dir = path.resolve(args.value('dir', fallback ?? 'build'));
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`No site build in ${dir}`);
  console.log(`Brotli quality on ${path.relative(ROOT, dir) || dir} (CPU time, one thread):\n`);
  printPrecompress(measurePrecompress(dir));
}
