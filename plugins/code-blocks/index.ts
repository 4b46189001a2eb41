/**
 * Code blocks without Prism in the first view (src/features/codeBlocks/, src/theme/CodeBlock):
 *  - the theme registers the extra Prism grammars in a client module, which puts Prism (≈30 KB
 *    compressed) into the main bundle of every page; the code block registers them in its own
 *    lazy chunk instead (src/features/codeBlocks/highlighted.ts), so that client module is
 *    swapped for an empty one;
 *  - the server renders code blocks at once: HighlightedOnDemand.tsx is swapped for
 *    serverCodeBlock.ts in the server bundle.
 * Both swaps are checked after every compilation (plugins/shared/moduleSwaps.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { moduleSwapsConfig, type ModuleSwap } from '../shared/moduleSwaps';

const require = createRequire(import.meta.url);

export function codeBlockSwaps(siteDir: string): ModuleSwap[] {
  const feature = (file: string) => path.join(siteDir, 'src/features/codeBlocks', file);
  return [
    {
      name: 'Prism grammars out of the main bundle',
      upstream: {
        file: require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js'),
      },
      replacement: feature('noPrismClientModule.ts'),
      bundles: ['client'],
      upstreamAbsent: true,
      recheck:
        'getClientModules() of @docusaurus/theme-classic (lib/index.js) and what prism-include-languages registers',
    },
    {
      name: 'code blocks rendered at once on the server',
      upstream: { request: '@site/src/features/codeBlocks/HighlightedOnDemand' },
      importedFrom: (issuer) => issuer === path.join(siteDir, 'src/theme/CodeBlock/index.tsx'),
      replacement: feature('serverCodeBlock.ts'),
      bundles: ['server'],
      recheck: 'the import of HighlightedOnDemand in src/theme/CodeBlock/index.tsx',
    },
  ];
}

export default function codeBlocksOnDemand(context: LoadContext): Plugin {
  const swaps = codeBlockSwaps(context.siteDir);
  return {
    name: 'magistral-code-blocks-on-demand',
    configureWebpack: (_config, isServer, { currentBundler }) =>
      moduleSwapsConfig(
        'magistral-code-blocks-on-demand',
        swaps,
        isServer,
        currentBundler.instance as never,
      ),
  };
}
