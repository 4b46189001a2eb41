// `npm run bench`: both sites — ours and the plain classic template with the same pages — built
// cold, their first-view JS weighed, Lighthouse run on both, and the search measured (quality
// against the plugin's defaults over our pages, first results on a cold page, index size); then
// every figure beside its target and the plain site's. `--runs=N` Lighthouse runs per page (5),
// `--no-baseline` ours only.
import { benchBuild, printBuild } from './build.mjs';
import { benchBundle, printBundle } from './bundle.mjs';
import { benchLighthouse, pageTargets, printLighthouse } from './lighthouse.mjs';
import { benchSearch, buildPluginDefaults, printSearch, searchMisses } from './search.mjs';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  BENCH_DIR,
  PAGES,
  SITES,
  TARGETS,
  parseArgs,
  printMissed,
  targetChecklist,
} from './lib.mjs';

const args = parseArgs();
const runs = Number(args.value('runs', 5));
const sites = args.flags.has('--no-baseline') ? [SITES.ours] : [SITES.ours, SITES.baseline];

const build = await benchBuild(sites);
const bundle = await benchBundle(sites);
const lighthouse = await benchLighthouse(sites, { runs });
const pluginDefaultsDir = path.join(BENCH_DIR, 'search', 'site-default');
console.log('[search] building our pages with the plugin defaults…');
buildPluginDefaults(pluginDefaultsDir);
const search = await benchSearch({
  ours: SITES.ours.outDir,
  defaults: pluginDefaultsDir,
  baseline: sites.includes(SITES.baseline) ? SITES.baseline.outDir : undefined,
});

console.log('\n════ Cold build ════');
printBuild(build);
console.log('\n════ First view of a doc page ════');
printBundle(bundle);
console.log('\n════ Lighthouse ════');
printLighthouse(lighthouse, runs);
console.log('\n════ Search ════');
printSearch(search);

// Every target of ours, met or not, in one list.
const { missed, check } = targetChecklist();
check('cold build, s', Number(build.ours.seconds.toFixed(1)), TARGETS.coldBuildSeconds, 'max');
for (const [name, figures] of Object.entries(bundle.ours)) {
  check(
    `${name} first view JS, KB`,
    Number(figures.gzipKb.toFixed(1)),
    TARGETS.firstViewJsKb,
    'max',
  );
}
for (const page of PAGES) {
  for (const formFactor of ['mobile', 'desktop']) {
    const figures = lighthouse.ours[page.name][formFactor];
    for (const [key, target] of Object.entries(pageTargets(page.name, formFactor))) {
      const direction = /Ms$|^cls$/.test(key) ? 'max' : 'min';
      const value = key === 'cls' ? Number(figures[key].toFixed(3)) : Math.round(figures[key]);
      check(`${page.name} ${formFactor} ${key}`, value, target, direction);
    }
  }
}
searchMisses(search, check);
writeFileSync(
  path.join(BENCH_DIR, 'summary.json'),
  JSON.stringify({ runs, build, bundle, lighthouse, search, missed }, null, 2),
);
printMissed(missed);
