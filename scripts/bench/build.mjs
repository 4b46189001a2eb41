// Cold production build time: `docusaurus build` after removing the output, `.docusaurus` and
// the bundler cache. `--runs=N` builds N times and takes the median; `--baseline` adds the
// plain classic site. Prints seconds beside the target; logs go to .bench/<site>/build.log.
import { prepareBaseline } from './baseline.mjs';
import {
  ISSUE_BASELINE,
  TARGETS,
  buildSite,
  isMain,
  median,
  parseArgs,
  printTable,
  sitesFromArgs,
  verdict,
  writeReport,
} from './lib.mjs';

export async function benchBuild(sites, { runs = 1 } = {}) {
  const results = {};
  for (const site of sites) {
    if (site.key === 'baseline') prepareBaseline();
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      console.log(`[build] ${site.label}: cold build ${i + 1}/${runs}…`);
      times.push(buildSite(site, { cold: true }));
    }
    results[site.key] = { seconds: median(times), runs: times };
    writeReport(site, 'build.json', { coldBuildSeconds: median(times), runs: times });
  }
  return results;
}

export function printBuild(results) {
  const rows = [['cold build', 'Магистраль', 'plain classic', 'target', '', 'issue: plain site']];
  const ours = results.ours?.seconds;
  const plain = results.baseline?.seconds;
  rows.push([
    'seconds (2 cores)',
    ours?.toFixed(1) ?? '—',
    plain?.toFixed(1) ?? '—',
    `≤ ${TARGETS.coldBuildSeconds}`,
    verdict(ours, TARGETS.coldBuildSeconds, 'max'),
    ISSUE_BASELINE.coldBuildSeconds,
  ]);
  printTable(rows);
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const results = await benchBuild(sitesFromArgs(args), { runs: Number(args.value('runs', 1)) });
  console.log();
  printBuild(results);
}
