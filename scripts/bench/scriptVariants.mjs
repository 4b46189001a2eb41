// Other ways to start the page scripts, for measuring them beside the current one (issue 17;
// engineering/performance.md, the eleventh and twelfth measurements). Takes a finished bench build
// (<from>/build and <from>/deploy, as bench:start and bench:lighthouse read them), copies it to
// .bench/variants/<name>/ and rewrites the script links of every page, then precompresses the
// changed pages again (the bench server serves the .br/.gz next to a page, as nginx does).
// The loader (src/config/ssrTemplate.ts) is not touched, so the CSP hashes of the build still
// hold; it reads `link[data-page-script]` whatever the link's rel.
//   after-paint  no early request at all: the loader requests the scripts once the first paint is
//                reported (the links become rel=x-later, which no browser fetches);
//   prefetch     rel=prefetch: downloaded early into the HTTP cache, compiled only when the
//                loader adds the scripts.
// Usage: npm run bench:variant -- --variant=after-paint [--from=.bench/ours]
// Then, e.g.: npm run bench:lighthouse -- --out=.bench/variants/after-paint --pages=long-doc
//             npm run bench:start -- --network=proxy --compare=now=.bench/ours,after-paint=.bench/variants/after-paint
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { precompressFile } from '../../plugins/deploy/precompress.mjs';
import { filesUnder } from '../../plugins/shared/files.mjs';
import { BENCH_DIR, isMain, parseArgs } from './lib.mjs';
import { SCRIPT_VARIANTS, withScriptVariant } from './scriptLinks.mjs';

/**
 * Copies the bench build in `from` to `to` with every page rewritten and precompressed again.
 * @returns {number} pages rewritten
 */
export function writeVariantBuild(from, to, variant) {
  for (const part of ['build', 'deploy'])
    if (!existsSync(path.join(from, part)))
      throw new Error(`No ${part}/ in ${from}: build it with npm run bench:lighthouse -- --build`);
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  cpSync(path.join(from, 'build'), path.join(to, 'build'), { recursive: true });
  cpSync(path.join(from, 'deploy'), path.join(to, 'deploy'), { recursive: true });
  const cacheDir = path.join(to, '.precompress-cache');
  mkdirSync(cacheDir);
  const buildDir = path.join(to, 'build');
  let pages = 0;
  for (const file of filesUnder(buildDir).filter((name) => name.endsWith('.html'))) {
    const full = path.join(buildDir, file);
    const html = readFileSync(full, 'utf8');
    const next = withScriptVariant(html, variant);
    if (next === html) continue;
    writeFileSync(full, next);
    precompressFile(full, cacheDir);
    pages++;
  }
  rmSync(cacheDir, { recursive: true, force: true });
  return pages;
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const variant = args.value('variant', '');
  if (!(variant in SCRIPT_VARIANTS)) {
    console.error(
      `Give --variant=${Object.keys(SCRIPT_VARIANTS).join('|')} (and --from=<bench build folder>)`,
    );
    process.exit(2);
  }
  const from = path.resolve(args.value('from', path.join(BENCH_DIR, 'ours')));
  const to = path.join(BENCH_DIR, 'variants', variant);
  const pages = writeVariantBuild(from, to, variant);
  console.log(`${variant}: ${pages} pages rewritten → ${path.relative(process.cwd(), to)}`);
}
