// Figures of the sharded search index (plugins/search/indexShards.ts) over a built site, for
// searchOffline.ts --shards: what a cold first query fetches (gzip -9, as the worker would),
// per query and as typed key by key into the dropdown; that the results equal the whole index's;
// the ranking time with everything loaded. Bytes of the worker's own code are the built worker
// script's (bench:scale measures every response after the click in a browser).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import {
  SHARD_SIZES,
  shardIndex,
  type FullGroup,
  type ShardSizes,
} from '../../plugins/search/indexShards';
import { headFiles, type ShardHead } from '../../plugins/search/client/shardFormat';
import { ShardedIndex } from '../../plugins/search/client/shardedIndex';
import { rank, type SearchResult, type WrappedIndex } from '../../plugins/search/client/rank';

/* eslint-disable @typescript-eslint/no-explicit-any -- lunr 2 ships no types */
type Lunr = any;

const gzip9 = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

/**
 * The built search worker's code, gzip -9: its entry (it imports the index address) and the
 * chunk it loads with lunr, its languages and comlink.
 */
function workerScriptGzip(dir: string): { file: string; gzip: number } | null {
  const jsDir = path.join(dir, 'assets/js');
  if (!existsSync(jsDir)) return null;
  const names = readdirSync(jsDir).filter((f) => f.endsWith('.js'));
  const read = (name: string) => readFileSync(path.join(jsDir, name));
  const entry = names.find((name) => read(name).includes('search-index{dir}.json'));
  if (!entry) return null;
  const lunrChunks = names.filter(
    (name) => name !== entry && read(name).includes('Out of order word insertion'),
  );
  return {
    file: [entry, ...lunrChunks].join(' + '),
    gzip: [entry, ...lunrChunks].reduce((n, name) => n + gzip9(read(name)), 0),
  };
}

const sameResults = (a: SearchResult[], b: SearchResult[]) =>
  a.length === b.length &&
  a.every(
    (r, k) =>
      r.document.i === b[k].document.i &&
      r.type === b[k].type &&
      Math.abs(r.score - b[k].score) < 1e-9 &&
      JSON.stringify(r.metadata) === JSON.stringify(b[k].metadata),
  );

export async function shardFigures(options: {
  lunr: Lunr;
  dir: string;
  file: string;
  groups: WrappedIndex[];
  queries: string[];
  sizes: ShardSizes | null;
  /** Only the ranking times (no bytes, no typing key by key). */
  timingOnly?: boolean;
}): Promise<void> {
  const { lunr, dir, file, groups, queries, timingOnly = false } = options;
  let head: ShardHead;
  let read: (name: string) => string;
  if (options.sizes) {
    const full = groups.map(({ documents, index }) => ({
      documents,
      index: index.toJSON(),
    })) as unknown as FullGroup[];
    const split = shardIndex(full, options.sizes);
    head = split.head;
    read = (name) => split.files.get(name) as string;
  } else {
    head = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ShardHead;
    read = (name) => readFileSync(path.join(dir, name), 'utf8');
  }
  const sizes = options.sizes ?? SHARD_SIZES;
  const gzipOf = new Map<string, number>();
  const gzipSize = (name: string) => {
    let size = gzipOf.get(name);
    if (size === undefined) {
      size = gzip9(read(name));
      gzipOf.set(name, size);
    }
    return size;
  };
  const parsed = new Map<string, unknown>();
  const loader = () =>
    new ShardedIndex(lunr, head, async (name) => {
      if (!parsed.has(name)) parsed.set(name, JSON.parse(read(name)));
      return parsed.get(name);
    });
  const headGzip = gzip9(JSON.stringify(head));
  const names = headFiles(head);
  const all = [...names.terms, ...names.docs];
  const worker = workerScriptGzip(dir);
  const workerGzip = worker?.gzip ?? 0;

  const cold: { query: string; bytes: number; files: number; ms: number }[] = [];
  const typed: { query: string; bytes: number }[] = [];
  const whole: number[] = [];
  let differ = 0;
  for (const query of queries) {
    const index = loader();
    const started = performance.now();
    const results = await index.search(query, 8);
    const ms = performance.now() - started;
    if (!sameResults(results, rank(lunr, groups, query, 8))) differ += 1;
    const bytes = timingOnly ? 0 : index.fetched.reduce((n, name) => n + gzipSize(name), headGzip);
    cold.push({ query, bytes, files: index.fetched.length, ms });
  }
  // The whole index, loaded (its own loop: the cold loaders' garbage stays out of it).
  for (const query of queries) {
    const started = performance.now();
    rank(lunr, groups, query, 8);
    whole.push(performance.now() - started);
  }
  const coldMs = cold.map((c) => c.ms).sort((a, b) => a - b);
  whole.sort((a, b) => a - b);
  const ms = (sorted: number[]) =>
    `p50 ${quantile(sorted, 0.5).toFixed(1)}, p95 ${quantile(sorted, 0.95).toFixed(1)}, max ${sorted[sorted.length - 1].toFixed(1)}`;
  /** Each query's time with every part loaded (one loader), sorted. */
  const loadedTimes = async () => {
    const loaded = loader();
    await loaded.loadAll();
    const times: number[] = [];
    for (const query of queries) {
      const started = performance.now();
      await loaded.search(query, 8);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  };
  if (timingOnly) {
    const times = await loadedTimes();
    console.log(
      `\nRanking time, ms, ${queries.length} queries, limit 8 (${head.pages.t.length} pages):`,
    );
    console.log(`  whole index, loaded: ${ms(whole)}`);
    console.log(`  sharded, everything loaded: ${ms(times)}`);
    console.log(`  sharded, cold (a new loader per query, fetches in memory): ${ms(coldMs)}`);
    console.log(
      `  results as the whole index's: ${queries.length - differ} of ${queries.length} queries${differ ? ` — ${differ} DIFFER` : ''}`,
    );
    return;
  }
  // Key by key, as the dropdown asks (every prefix, one worker): the 20 heaviest queries and
  // bench:scale's «сертификат».
  const heaviest = [...cold].sort((a, b) => b.bytes - a.bytes).slice(0, 20);
  for (const query of [...heaviest.map((c) => c.query), 'сертификат']) {
    const keyed = loader();
    for (let end = 1; end <= query.length; end += 1) await keyed.search(query.slice(0, end), 8);
    typed.push({ query, bytes: keyed.fetched.reduce((n, name) => n + gzipSize(name), headGzip) });
  }
  const times = await loadedTimes();

  const byBytes = [...cold].sort((a, b) => a.bytes - b.bytes);
  const typedSorted = [...typed].sort((a, b) => a.bytes - b.bytes);
  const worst = byBytes[byBytes.length - 1];
  const worstTyped = typedSorted[typedSorted.length - 1];
  const pages = head.pages.t.length;
  console.log(
    `\nSharded index (${pages} pages; shards of ~${sizes.termShardBytes} B, document buckets of ~${sizes.docBucketBytes} B of JSON)`,
  );
  console.log(
    `  files: head ${kb(headGzip)} KB gzip (vocabulary ${head.vocabulary.length} terms), ${names.terms.length} term shards, ${names.docs.length} document buckets; all ${kb(all.reduce((n, f) => n + gzipSize(f), headGzip))} KB gzip`,
  );
  console.log(
    `  worker script: ${worker ? `${worker.file} ${kb(workerGzip)} KB gzip` : `not found in ${dir} (--dir=build gives it)`}`,
  );
  console.log(
    `  cold first query, index data KB gzip: median ${kb(
      quantile(
        byBytes.map((c) => c.bytes),
        0.5,
      ),
    )}, p95 ${kb(
      quantile(
        byBytes.map((c) => c.bytes),
        0.95,
      ),
    )}, max ${kb(worst.bytes)} («${worst.query}», ${worst.files} files)`,
  );
  console.log(
    `  typed key by key (every prefix; the 20 heaviest and «сертификат»): «сертификат» ${kb(typed[typed.length - 1].bytes)}, max ${kb(worstTyped.bytes)} («${worstTyped.query}»)`,
  );
  console.log(
    `  worst with the worker script: ${kb(worst.bytes + workerGzip)} KB (one query), ${kb(worstTyped.bytes + workerGzip)} KB (typed)`,
  );
  console.log(
    `  results as the whole index's: ${queries.length - differ} of ${queries.length} queries${differ ? ` — ${differ} DIFFER` : ''}`,
  );
  console.log(
    `  ranking, ms: cold (fetches in memory) p95 ${quantile(coldMs, 0.95).toFixed(1)}; everything loaded p50 ${quantile(times, 0.5).toFixed(1)}, p95 ${quantile(times, 0.95).toFixed(1)}; whole index loaded ${ms(whole)}`,
  );
}
