/**
 * Less main-thread work while a page starts, in upstream modules swapped for ours (each
 * replacement's header says why and from which version):
 *  - @docusaurus/core's prefetch helper → prefetch.ts: linked pages' code is prefetched while
 *    the main thread is idle, each file once, never a file the page has already loaded;
 *  - @docusaurus/theme-common's reactUtils → reactUtils.jsx: no ICU collator in the first render
 *    after hydration.
 *  - @docusaurus/core's client entry → clientEntry.tsx (production): main.js's modules are
 *    evaluated in slices, one task each, not in one long task.
 * A few upstream lines are patched as the bundler reads them (plugins/shared/sourcePatches.ts):
 * every state update that follows hydration is a transition: core's `isBrowser`, theme-common's
 * first reading of the window size and of the colour mode choice, and the docs plugin's preferred
 * versions read from storage. Upstream makes them default-priority updates in effects, which
 * React renders together in one synchronous task over every consumer (on a phone that is the
 * navbar, the sidebar, the table of contents and every `isBrowser` reader of the page). As
 * transitions, React renders them in slices of a few milliseconds. The search page rewrote the
 * address from its still empty query before `isBrowser` arrived, dropping `?q=`; it now rewrites
 * it only when the query differs from the address (tests/e2e/a11y.spec.ts opens /search?q=ключ).
 * Our components that keep server HTML during hydration ask `isHydrating()`
 * (src/features/hydration/pageFromServer.ts), not `isBrowser`, which now turns true a little later.
 * The route's own scripts are listed in its page (routeChunks.ts), so main.js finds them loaded.
 * The swaps are checked after every production compilation (plugins/shared/moduleSwaps.ts);
 * tests/contracts/upstream.json holds the upstream files' hashes. The phone menu built when idle
 * is a theme wrap: src/theme/Navbar/MobileSidebar.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { moduleSwapsConfig, type ModuleSwap } from '../shared/moduleSwaps';
import { sourcePatchRules, type SourcePatch } from '../shared/sourcePatches';
import { routeChunksPlugin } from './routeChunks';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
/** A file of an installed package, by its path in the package's lib/ (a moved file throws). */
const libFile = (entry: string, relative: string) =>
  require.resolve(path.join(path.dirname(require.resolve(entry)), relative));

/** The upstream files (a moved file stops the build). */
export const UPSTREAM_PREFETCH = libFile(
  '@docusaurus/core/lib/client/clientEntry.js',
  'prefetch.js',
);
export const UPSTREAM_REACT_UTILS = libFile('@docusaurus/theme-common', 'utils/reactUtils.js');
export const UPSTREAM_CLIENT_ENTRY = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

/** Production only: the dev server keeps upstream's entry and its hot reload. */
export const entrySwap: ModuleSwap = {
  name: 'main.js evaluated in slices',
  upstream: { file: UPSTREAM_CLIENT_ENTRY },
  replacement: path.join(here, 'clientEntry.tsx'),
  bundles: ['client'],
  upstreamAbsent: true,
  recheck:
    '@docusaurus/core lib/client/clientEntry.js: carry its changes into plugins/light-start/clientEntry.tsx',
};

/** Each becomes a transition: same value, same moment, rendered in slices (header above). */
export const afterHydrationPatches: SourcePatch[] = [
  {
    name: 'isBrowser set after hydration in a transition',
    file: require.resolve('@docusaurus/core/lib/client/browserContext.js'),
    replacements: [
      {
        from: `        setIsBrowser(true);`,
        to: `        React.startTransition(() => setIsBrowser(true));`,
      },
    ],
    bundles: ['client'],
    recheck:
      '@docusaurus/core lib/client/browserContext.js: the mount effect of BrowserContextProvider',
  },
  {
    name: 'first window size reading in a transition',
    file: libFile('@docusaurus/theme-common', 'hooks/useWindowSize.js'),
    replacements: [
      {
        from: `import { useEffect, useState } from 'react';`,
        to: `import { startTransition, useEffect, useState } from 'react';`,
      },
      // The first reading only; a resize stays an urgent update.
      {
        from: `        updateWindowSize();
        window.addEventListener('resize', updateWindowSize);`,
        to: `        startTransition(updateWindowSize);
        window.addEventListener('resize', updateWindowSize);`,
      },
    ],
    bundles: ['client'],
    recheck:
      '@docusaurus/theme-common lib/hooks/useWindowSize.js: the mount effect of useWindowSize',
  },
  {
    name: 'search page keeps ?q= until isBrowser arrives',
    file: require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.jsx'),
    replacements: [
      {
        from: `        updateSearchPath(searchQuery);`,
        to: `        if (searchQuery !== searchValue) updateSearchPath(searchQuery);`,
      },
    ],
    bundles: ['client'],
    recheck:
      '@easyops-cn/docusaurus-search-local dist/client/client/theme/SearchPage/SearchPage.jsx: the effect that writes the query into the address',
  },
  {
    name: 'colour mode read from the page in a transition',
    file: libFile('@docusaurus/theme-common', 'contexts/colorMode.js'),
    replacements: [
      {
        from: `        setColorModeState(ColorModeAttribute.get());
        setColorModeChoiceState(ColorModeChoiceAttribute.get());`,
        to: `        React.startTransition(() => {
            setColorModeState(ColorModeAttribute.get());
            setColorModeChoiceState(ColorModeChoiceAttribute.get());
        });`,
      },
    ],
    bundles: ['client'],
    recheck:
      '@docusaurus/theme-common lib/contexts/colorMode.js: the mount effect of useColorModeState',
  },
  {
    name: 'preferred docs versions read from storage in a transition',
    file: require.resolve('@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js'),
    replacements: [
      {
        from: '        setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));',
        to: '        React.startTransition(() => setState(readStorageState({ allDocsData, versionPersistence, pluginIds })));',
      },
    ],
    bundles: ['client'],
    recheck:
      '@docusaurus/plugin-content-docs lib/client/docsPreferredVersion.js: the mount effect of useContextValue',
  },
];

export const lightStartSwaps: ModuleSwap[] = [
  {
    name: 'prefetch of linked pages while idle',
    upstream: { file: UPSTREAM_PREFETCH },
    replacement: path.join(here, 'prefetch.ts'),
    bundles: ['client'],
    upstreamAbsent: true,
    recheck:
      '@docusaurus/core lib/client/prefetch.js and its caller lib/client/docusaurus.js (plugins/light-start/prefetch.ts)',
  },
  {
    name: 'theme-common reactUtils without localeCompare',
    upstream: { file: UPSTREAM_REACT_UTILS },
    replacement: path.join(here, 'reactUtils.jsx'),
    bundles: ['client', 'server'],
    upstreamAbsent: true,
    recheck:
      '@docusaurus/theme-common lib/utils/reactUtils.js: copy it again with the one changed line (plugins/light-start/reactUtils.test.ts)',
  },
];

export default function lightStart(context: LoadContext): Plugin {
  return {
    name: 'light-start',
    configureWebpack: (config, isServer, { currentBundler }) => {
      const production = config.mode === 'production';
      const swaps = {
        ...moduleSwapsConfig(
          'light-start',
          production ? [...lightStartSwaps, entrySwap] : lightStartSwaps,
          isServer,
          currentBundler.instance as never,
        ),
        module: { rules: sourcePatchRules(afterHydrationPatches, isServer) },
      };
      // The client manifest exists in production builds only (core lib/webpack/client.js).
      if (isServer || !production) return swaps;
      return {
        ...swaps,
        plugins: [...(swaps.plugins ?? []), routeChunksPlugin(context.generatedFilesDir)],
      };
    },
  };
}
