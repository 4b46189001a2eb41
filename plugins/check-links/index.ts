/**
 * Broken doc links in `npm start`, not only in the full build. Docusaurus checks route links
 * and anchors only in `docusaurus build` (onBrokenLinks, onBrokenAnchors); during `start` a
 * link to a missing page or heading passes silently. This plugin runs the fast checker
 * (scripts/content/checkLinks.mjs, the one of `npm run check:links`) in a child process:
 *  - when `docusaurus start` starts: broken links stop it, with the list;
 *  - after every change of a doc: broken links are printed in red; the server keeps running.
 * The check runs beside the rebuild, not in it, so hot reload does not wait for it: the plugin
 * watches the docs itself rather than through getPathsToWatch, since core reloads a watching
 * plugin on every event, and a plugin reload rebuilds the site's route table and `.docusaurus`
 * files (0.8 s of the main thread at 660 pages, before the edited page's module compiles); the
 * check after an edit runs at the lowest CPU priority, so that it takes the cores the rebuild
 * leaves. In a build the plugin does nothing (Docusaurus's own checker runs there).
 */
import { execFile } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { watchOnce } from '../fast-doc-edits';

const CHECKER = fileURLToPath(new URL('../../scripts/content/checkLinks.mjs', import.meta.url));

export interface CheckLinksOptions {
  /** The docs plugin's folder, relative to the site (default `docs`). */
  docsDir?: string;
}

/** Lowest CPU priority: on a 2-core laptop the check after an edit must not slow the rebuild. */
const IN_BACKGROUND = 19;

function runChecker(
  docsDir: string,
  { background = false } = {},
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CHECKER, `--docs=${docsDir}`],
      (error, stdout, stderr) => resolve({ ok: !error, output: `${stdout}${stderr}`.trim() }),
    );
    if (background && child.pid !== undefined) {
      try {
        setPriority(child.pid, IN_BACKGROUND);
      } catch {
        // not permitted here: the check runs at normal priority
      }
    }
  });
}

export default function checkLinksInDev(context: LoadContext, options: unknown): Plugin | null {
  if (!process.argv.slice(2).includes('start')) return null;
  const { docsDir: relative = 'docs' } = (options ?? {}) as CheckLinksOptions;
  const docsDir = path.resolve(context.siteDir, relative);
  return {
    name: 'magistral-check-links',
    async loadContent() {
      const { ok, output } = await runChecker(docsDir);
      if (!ok) throw new Error(`Битые ссылки в документации (npm run check:links):\n${output}`);
      // After a burst of events (an editor's save, a rename) one check, one at a time.
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<void> = Promise.resolve();
      watchOnce(`check-links:${docsDir}`, [`${docsDir}/**/*.{md,mdx}`], () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          running = running.then(() =>
            runChecker(docsDir, { background: true }).then(({ ok: fine, output: found }) => {
              if (!fine) logger.error(`Битые ссылки в документации:\n${found}`);
            }),
          );
        }, 200);
      });
    },
  };
}
