/**
 * The docs' version metadata, which every doc page loads in its first view, carries the
 * description of every doc (@docusaurus/plugin-content-docs 3.10.2, lib/props.js,
 * toVersionDocsProp): about 3 KB gzip here, growing with every page. The theme reads those
 * descriptions only for doc cards (DocCard, DocCardList: category index pages), which this site
 * does not have; index.test.ts fails if a page starts using them. Each doc page's own
 * description stays in its page data and meta tags.
 *
 * The docs plugin's global data (lib/globalData.js), in main.js whatever page is open, lists every
 * doc as `{ id, path, sidebar }`; the path is the version's path and the id for every doc without
 * a slug of its own. In the client production bundle that list is built from the ids
 * (globalDataLoader.cjs): about 3.5 B gzip less per doc. The server bundle and the dev server keep
 * upstream's JSON; index.test.ts compares the two values.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

// Imported, the loaders are build dependencies of the bundler's persistent cache like this file.
import './loader.cjs';
import './globalDataLoader.cjs';

const require = createRequire(import.meta.url);

/** The version metadata props the docs plugin writes (not the tag list props, docs-tags-*). */
export const VERSION_METADATA_PROP =
  /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/]docs-(?!tags-)[^\\/]*\.json$/;

export default function leanDocsMetadata(context: LoadContext): Plugin {
  const globalDataFile = path.join(context.generatedFilesDir, 'globalData.json');
  return {
    name: 'lean-docs-metadata',
    configureWebpack: (config, isServer) => ({
      module: {
        rules: [
          { test: VERSION_METADATA_PROP, use: [require.resolve('./loader.cjs')] },
          ...(isServer || config.mode !== 'production'
            ? []
            : [
                {
                  test: (file: string) => file === globalDataFile,
                  // A module that builds the value, in place of the JSON.
                  type: 'javascript/auto',
                  use: [require.resolve('./globalDataLoader.cjs')],
                },
              ]),
        ],
      },
    }),
  };
}
