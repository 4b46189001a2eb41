// The build contract: what the production build must and must not contain, checked over the
// build's own files (tests/e2e/build-contract.spec.ts runs it on the test build; the unit test
// beside this file plants each regression and shows it is caught). Each rule guards one of the
// site's performance decisions, which would otherwise be undone silently by a dependency upgrade
// or a careless import.
import { gzipSync } from 'node:zlib';

/**
 * Libraries that must stay out of a doc page's first view, each known by a string its code keeps
 * after minification. The unit test checks each signature against the installed library
 * (`source`), so a signature an upgrade changed cannot make the rule pass vacuously.
 */
export const FIRST_VIEW_FORBIDDEN = [
  // The search engine (the worker loads it).
  { name: 'lunr', signature: 'Cannot load unregistered function', source: 'lunr/lunr.js' },
  // Highlighting of the query on the target page (loads when there is something to mark).
  { name: 'mark.js', signature: 'ignoreJoiners', source: 'mark.js/dist/mark.js' },
  // The worker client (loads with the first search call).
  { name: 'comlink', signature: 'Comlink.proxy', source: 'comlink/dist/esm/comlink.mjs' },
  // The code block highlighter (loads when a block comes near).
  { name: 'Prism', signature: 'languages.extend', source: 'prism-react-renderer/dist/index.js' },
  // All of tslib (the router's utilities need one helper: plugins/lean-tslib).
  {
    name: 'all of tslib',
    signature: 'Private accessor was defined without a getter',
    source: 'tslib/tslib.js',
  },
];

/** gzip -9 size, the measure of the first-view budget. */
export const gzipBytes = (content) => gzipSync(content, { level: 9 }).length;

/**
 * @param {{ file: string, content: Buffer | string }[]} scripts the scripts a page loads
 * @param {number} budgetKb
 * @returns {string[]}
 */
export function firstViewViolations(scripts, budgetKb) {
  const problems = [];
  for (const { name, signature } of FIRST_VIEW_FORBIDDEN) {
    const holders = scripts.filter(({ content }) => content.toString().includes(signature));
    for (const { file } of holders) problems.push(`${name} is in the first view (${file})`);
  }
  const totalKb = scripts.reduce((sum, { content }) => sum + gzipBytes(content), 0) / 1024;
  if (totalKb > budgetKb) {
    problems.push(`first-view JS is ${totalKb.toFixed(1)} KB gzip, over the ${budgetKb} KB budget`);
  }
  return problems;
}

/** Cyrillic written as escapes (plugins/utf8-scripts keeps it as UTF-8). */
const CYRILLIC_ESCAPE = /\\u04[0-9a-f]{2}/i;
/**
 * An image inlined into a page or a script (plugins/images-as-files keeps them files). A tracking
 * pixel of a few dozen characters inside a library is not one of ours.
 */
const INLINE_IMAGE = /data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=]{200}/i;
/** The search worker's entry imports the generated index address. */
const WORKER_MARK = 'search-index{dir}.json';

/**
 * @param {{ file: string, content: Buffer | string }[]} files the build's JS and HTML files
 * @param {{ synonym: string }} expected a phrase of writing/search-synonyms.json
 * @returns {string[]}
 */
export function buildViolations(files, { synonym }) {
  const problems = [];
  const texts = files.map(({ file, content }) => ({ file, text: content.toString() }));
  const scripts = texts.filter(({ file }) => file.endsWith('.js'));
  for (const { file, text } of scripts) {
    if (CYRILLIC_ESCAPE.test(text)) problems.push(`${file} writes Cyrillic as \\u04xx escapes`);
  }
  for (const { file, text } of texts) {
    if (INLINE_IMAGE.test(text)) problems.push(`${file} inlines an image as base64`);
  }
  const worker = scripts.filter(({ text }) => text.includes(WORKER_MARK));
  if (worker.length === 0) {
    problems.push(`no search worker script («${WORKER_MARK}») in the build`);
  } else if (!worker.some(({ text }) => text.includes(synonym))) {
    problems.push(
      `the search worker (${worker[0].file}) does not carry the synonyms («${synonym}»)`,
    );
  }
  return problems;
}
