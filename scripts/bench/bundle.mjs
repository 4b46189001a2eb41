// First view of a doc page: every script the browser requests while the page loads (until the
// network is idle + 0.5 s): its gzipped size (gzip -9 of the script, the measure of the 180 KB
// target), the bytes on the wire as the compressed static host served them (brotli where the
// browser takes it, like our nginx), and its decoded size. Prints the sums beside the target;
// writes .bench/<site>/bundle.json.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

import { startCompressedServer } from './server.mjs';
import {
  BUNDLE_PAGES,
  CHROME_FLAGS,
  CHROMIUM,
  ISSUE_BASELINE,
  TARGETS,
  ensureBuilt,
  isMain,
  parseArgs,
  printTable,
  sitesFromArgs,
  verdict,
  writeReport,
} from './lib.mjs';

const kb = (bytes) => bytes / 1024;

async function firstView(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes();
    const body = await response?.body().catch(() => null);
    scripts.push({
      url: request.url().replace(/^https?:\/\/[^/]+/, ''),
      encoding: response?.headers()['content-encoding'] ?? 'identity',
      wireBytes: sizes.responseBodySize,
      gzipBytes: body ? gzipSync(body, { level: 9 }).length : 0,
      decodedBytes: body?.length ?? 0,
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  return scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export async function benchBundle(sites) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const results = {};
  try {
    for (const site of sites) {
      ensureBuilt(site);
      const server = await startCompressedServer(site.outDir, site.port);
      try {
        results[site.key] = {};
        for (const target of BUNDLE_PAGES) {
          const scripts = await firstView(browser, server.url + encodeURI(target.path));
          results[site.key][target.name] = {
            path: target.path,
            gzipKb: kb(scripts.reduce((sum, s) => sum + s.gzipBytes, 0)),
            wireKb: kb(scripts.reduce((sum, s) => sum + s.wireBytes, 0)),
            decodedKb: kb(scripts.reduce((sum, s) => sum + s.decodedBytes, 0)),
            scripts,
          };
        }
        writeReport(site, 'bundle.json', results[site.key]);
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function printBundle(results) {
  const rows = [
    ['first view JS, gzipped KB', 'Магистраль', 'plain classic', 'target', '', 'issue: plain site'],
  ];
  for (const target of BUNDLE_PAGES) {
    const ours = results.ours?.[target.name];
    const plain = results.baseline?.[target.name];
    rows.push([
      `${target.name} (${ours?.scripts.length ?? plain?.scripts.length ?? 0} scripts)`,
      ours ? ours.gzipKb.toFixed(1) : '—',
      plain ? plain.gzipKb.toFixed(1) : '—',
      `≤ ${TARGETS.firstViewJsKb}`,
      verdict(ours?.gzipKb, TARGETS.firstViewJsKb, 'max'),
      ISSUE_BASELINE.firstViewJsKb,
    ]);
  }
  for (const target of BUNDLE_PAGES) {
    const ours = results.ours?.[target.name];
    const plain = results.baseline?.[target.name];
    rows.push([
      `${target.name}, on the wire (brotli)`,
      ours ? ours.wireKb.toFixed(1) : '—',
      plain ? plain.wireKb.toFixed(1) : '—',
    ]);
  }
  printTable(rows);
  const detail = results.ours?.[BUNDLE_PAGES[0].name] ?? results.baseline?.[BUNDLE_PAGES[0].name];
  if (detail) {
    console.log(`\nScripts of the ${BUNDLE_PAGES[0].name} page (gzipped / wire / decoded KB):`);
    for (const script of detail.scripts) {
      const sizes = [script.gzipBytes, script.wireBytes, script.decodedBytes];
      console.log(`  ${sizes.map((b) => kb(b).toFixed(1).padStart(6)).join(' / ')}  ${script.url}`);
    }
  }
}

if (isMain(import.meta.url)) {
  const results = await benchBundle(sitesFromArgs(parseArgs()));
  console.log();
  printBundle(results);
}
