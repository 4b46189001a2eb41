// Whether any page of a build needs more round trips of slow start than at brotli quality 10
// (plugins/deploy/precompress.mjs tries quality 10 only within QUALITY_10_GAIN_AT_MOST of a
// round's end). Prints one line of JSON: { pages, losing: [{ file, rounds, atQuality10 }] }.
// Usage: node scripts/deploy/pageRounds.mjs <build dir>  (tests/e2e/build-contract.spec.ts)
import path from 'node:path';

import { pagesLosingRounds } from '../../plugins/deploy/precompress.mjs';

console.log(JSON.stringify(pagesLosingRounds(path.resolve(process.argv[2] ?? 'build'))));
