/**
 * Hydration of long pages in slices (issue 17). Each doc page's article is split into sections
 * that are Suspense boundaries (rehypeSlices.ts, given to the docs in docusaurus.config.ts): React
 * hydrates the page's frame, then each section as a separate piece of low-priority
 * work that yields to the browser, instead of the whole article in one long task. The server bundle renders with
 * renderToHtml.js in place of Docusaurus's own, so that the sections stay in place in the HTML
 * (never outlined into streamed segments). The swap is checked after every compilation
 * (plugins/shared/moduleSwaps.ts); tests/contracts/upstream.json holds the upstream file's hash.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { moduleSwapsConfig, type ModuleSwap } from '../shared/moduleSwaps';

const require = createRequire(import.meta.url);

export function slicedHydrationSwaps(siteDir: string): ModuleSwap[] {
  return [
    {
      name: 'Suspense boundaries written in place in the server HTML',
      upstream: { file: require.resolve('@docusaurus/core/lib/client/renderToHtml.js') },
      replacement: path.join(siteDir, 'plugins/sliced-hydration/renderToHtml.js'),
      bundles: ['server'],
      upstreamAbsent: true,
      recheck:
        'renderToHtml in @docusaurus/core/lib/client/renderToHtml.js and its import in serverEntry.js',
    },
    {
      name: 'useIsBrowser() true once the sections have hydrated',
      upstream: { file: require.resolve('@docusaurus/core/lib/client/browserContext.js') },
      replacement: path.join(siteDir, 'plugins/sliced-hydration/browserContext.tsx'),
      bundles: ['client'],
      upstreamAbsent: true,
      recheck:
        'BrowserContextProvider and Context in @docusaurus/core/lib/client/browserContext.js, imported by App.js and useIsBrowser.js',
    },
  ];
}

export default function slicedHydration(context: LoadContext): Plugin {
  const swaps = slicedHydrationSwaps(context.siteDir);
  return {
    name: 'magistral-sliced-hydration',
    configureWebpack: (_config, isServer, { currentBundler }) =>
      moduleSwapsConfig(
        'magistral-sliced-hydration',
        swaps,
        isServer,
        currentBundler.instance as never,
      ),
  };
}
