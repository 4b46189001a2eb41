// When a page shows its text and when it is hydrated, on a throttled phone in a real browser
// (issue 17): Lighthouse's mobile preset simulates the load from one fast run (its «lantern»
// model) and reports neither the moment of hydration nor, on our pages, an LCP that follows the
// browser: it counts every request that started before the paint into the LCP, whatever its
// priority. Here Chromium itself is slowed to the preset's figures (DevTools throttling: slow 4G
// as Lighthouse applies it, 4× CPU), with a fresh browser and profile per run, the production
// build (Metrika counter and the local stand-in for its tag), and reports per page:
//  - FCP and LCP as the page's own PerformanceObserver sees them;
//  - hydrated: when the app marks <html data-has-hydrated="true"> (after React's commit);
//  - the median and [min–max] of the runs; runs of the builds compared are interleaved.
// The fresh browser is let settle before the page loads (browserSettle.mjs; `--no-settle`: not).
// `--network=proxy`: instead of DevTools throttling, which adds the preset's 562.5 ms to every
// request (also on an open connection), the servers are reached through throttleProxy.mjs: the
// preset's round trip per connection (handshake, then request and answer), its bandwidth shared by
// all connections, TCP slow start. The CPU is slowed the same way in both.
// Usage: npm run bench:start [-- --runs=5] [--pages=home,long-doc] [--build] [--no-settle]
//        [--network=devtools|proxy]
//        [--compare=before=<dir>,after=<dir>] (builds saved as <dir>/build and <dir>/deploy)
import path from 'node:path';
import { throttling } from 'lighthouse/core/config/constants.js';

import { launchFreshBrowser } from './browserSettle.mjs';
import { startMetrikaStandIn } from './metrikaStandIn.mjs';
import { startCompressedServer } from './server.mjs';
import { createLink, startThrottleProxy } from './throttleProxy.mjs';
import {
  METRIKA_PORT,
  PAGES,
  SITES,
  ensureBuilt,
  isMain,
  median,
  parseArgs,
  printTable,
} from './lib.mjs';

const PRESET = throttling.mobileSlow4G;
/** DevTools throttling as Lighthouse's `devtools` method applies the slow 4G preset. */
export const NETWORK = {
  offline: false,
  latency: PRESET.requestLatencyMs,
  downloadThroughput: (PRESET.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (PRESET.uploadThroughputKbps * 1024) / 8,
};
const FIRST_PORT = Number(process.env.BENCH_PORT_START ?? 4490);

/** The ports the servers listen on behind the proxies (`--network=proxy`). */
const BEHIND_PROXY_PORT_OFFSET = 100;

/**
 * One load of url in a fresh browser: { fcp, lcp, hydrated } in ms from navigation start.
 * `throttleNetwork`: DevTools throttling (false when a proxy throttles).
 */
async function measure(url, settle = true, throttleNetwork = true) {
  const { context, page, close } = await launchFreshBrowser('magistral-start-', {
    settle,
    hasTouch: true,
  });
  try {
    await page.addInitScript(() => {
      const seen = { lcp: 0, hydrated: 0 };
      Object.defineProperty(window, '__startTimings', { value: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver(() => {
        if (!seen.hydrated && document.documentElement.dataset.hasHydrated === 'true')
          seen.hydrated = performance.now();
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-has-hydrated'],
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (throttleNetwork) await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PRESET.cpuSlowdownMultiplier });
    await page.goto(url);
    await page.waitForFunction(
      () => document.documentElement.dataset.hasHydrated === 'true',
      null,
      {
        timeout: 60_000,
      },
    );
    return await page.evaluate(() => {
      const seen = /** @type {{ lcp: number, hydrated: number }} */ (
        /** @type {any} */ (window).__startTimings
      );
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      return { fcp, lcp: seen.lcp, hydrated: seen.hydrated };
    });
  } finally {
    await close();
  }
}

/**
 * @param {{ label: string, outDir: string, headersFile: string }[]} builds
 * @param {{ runs: number, pages: typeof PAGES, settle?: boolean, network?: 'devtools' | 'proxy' }} options
 */
export async function benchStartTimings(
  builds,
  { runs, pages, settle = true, network = 'devtools' },
) {
  const proxied = network === 'proxy';
  const offset = proxied ? BEHIND_PROXY_PORT_OFFSET : 0;
  // One radio for every origin (the site and the Metrika tag's), as a phone has, with the figures
  // of the preset as Lighthouse's own model (lantern) simulates it: round trip and bandwidth.
  const down = createLink(PRESET.throughputKbps);
  const up = createLink(PRESET.uploadThroughputKbps);
  /** @param {number} port @param {number} behind */
  const proxy = (port, behind) =>
    startThrottleProxy({
      port,
      target: { host: '127.0.0.1', port: behind },
      rttMs: PRESET.rttMs,
      down,
      up,
    });
  const metrika = await startMetrikaStandIn(METRIKA_PORT + offset);
  const proxies = proxied ? [await proxy(METRIKA_PORT, METRIKA_PORT + offset)] : [];
  const servers = [];
  try {
    for (const [i, build] of builds.entries()) {
      const server = await startCompressedServer(build.outDir, FIRST_PORT + i + offset, {
        headersFile: build.headersFile,
      });
      if (!proxied) servers.push(server);
      else {
        const front = await proxy(FIRST_PORT + i, FIRST_PORT + i + offset);
        proxies.push(front);
        servers.push({ url: front.url, close: server.close });
      }
    }
    /** page name → build label → samples */
    const samples = {};
    for (let run = 1; run <= runs; run += 1) {
      // Interleaved, and in turn reversed, so that a busy stretch of the machine hits all builds.
      const order = builds.map((build, i) => ({ build, server: servers[i] }));
      if (run % 2 === 0) order.reverse();
      for (const { build, server } of order)
        for (const page of pages) {
          const found = await measure(server.url + encodeURI(page.path), settle, !proxied);
          console.log(
            `[start] run ${run}/${runs}, ${build.label}, ${page.name}: FCP ${Math.round(found.fcp)}, ` +
              `LCP ${Math.round(found.lcp)}, hydrated ${Math.round(found.hydrated)} ms`,
          );
          ((samples[page.name] ??= {})[build.label] ??= []).push(found);
        }
    }
    return samples;
  } finally {
    await Promise.all(proxies.map((front) => front.close()));
    await Promise.all(servers.map((server) => server.close()));
    await metrika.close();
  }
}

/** «median [min–max]» of a list of ms. */
export function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (v) => Math.round(v);
  return `${round(median(sorted))} [${round(sorted[0])}–${round(sorted.at(-1))}]`;
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const runs = Number(args.value('runs', 5));
  const wanted = args.value('pages', '').split(',').filter(Boolean);
  const pages = (
    wanted.length ? PAGES.filter((page) => wanted.includes(page.name.replace(/\W+/g, '-'))) : PAGES
  ).filter((page) => page.path);
  const compare = args.value('compare', '');
  const builds = compare
    ? compare.split(',').map((pair) => {
        const [label, dir] = pair.split('=');
        return {
          label,
          outDir: path.resolve(dir, 'build'),
          headersFile: path.resolve(dir, 'deploy', 'security-headers.json'),
        };
      })
    : [SITES.ours];
  if (!compare) ensureBuilt(SITES.ours, { rebuild: args.flags.has('--build') });
  const network = args.value('network', 'devtools');
  if (network !== 'devtools' && network !== 'proxy')
    throw new Error(`--network=${network}: devtools or proxy`);
  // `--no-settle`: load the page while the fresh browser still starts (browserSettle.mjs).
  const samples = await benchStartTimings(builds, {
    runs,
    pages,
    settle: !args.flags.has('--no-settle'),
    network,
  });
  const how =
    network === 'proxy'
      ? `through a proxy: ${PRESET.rttMs} ms round trip per connection, TCP slow start, ` +
        `${Math.round(PRESET.throughputKbps)} Kbps down`
      : `DevTools: ${NETWORK.latency} ms per request, ` +
        `${Math.round((NETWORK.downloadThroughput * 8) / 1024)} Kbps down`;
  console.log(
    `\nStart of a page in Chromium, throttled (${how}, CPU ×${PRESET.cpuSlowdownMultiplier}), ` +
      `fresh browser per run: median [min–max] of ${runs} runs, ms`,
  );
  const rows = [['page', 'build', 'FCP', 'LCP', 'hydrated']];
  for (const page of pages)
    for (const build of builds) {
      const list = samples[page.name]?.[build.label] ?? [];
      rows.push([
        page.name,
        build.label,
        spread(list.map((s) => s.fcp)),
        spread(list.map((s) => s.lcp)),
        spread(list.map((s) => s.hydrated)),
      ]);
    }
  printTable(rows);
  process.exit(0);
}
