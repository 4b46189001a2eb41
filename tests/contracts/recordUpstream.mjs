// npm run upstream:record — after re-checking our code against upgraded dependencies, writes the
// installed versions and hashes into upstream.json (tests/contracts/upstream.test.ts checks them).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { installedFile, sha256 } from './upstreamGuard.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const file = path.join(here, 'upstream.json');
const siteDir = path.resolve(here, '../..');
/** @type {import('./upstreamGuard.mjs').UpstreamEntry[]} */
const entries = JSON.parse(readFileSync(file, 'utf8'));
for (const entry of entries) {
  const installed = installedFile(siteDir, entry.package, entry.file);
  if (sha256(installed.content) !== entry.sha256 || installed.version !== entry.version) {
    console.log(`recorded ${entry.package}@${installed.version} ${entry.file}`);
  }
  entry.version = installed.version;
  entry.sha256 = sha256(installed.content);
}
writeFileSync(file, `${JSON.stringify(entries, null, 2)}\n`);
