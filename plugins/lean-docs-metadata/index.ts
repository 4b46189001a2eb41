/**
 * The docs' version metadata, which every doc page loads in its first view, carries the
 * description of every doc (@docusaurus/plugin-content-docs 3.10.2, lib/props.js,
 * toVersionDocsProp): about 3 KB gzip here, growing with every page. The theme reads those
 * descriptions only for doc cards (DocCard, DocCardList: category index pages), which this site
 * does not have; index.test.ts fails if a page starts using them. Each doc page's own
 * description stays in its page data and meta tags.
 */
import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';

// Imported, the loader is a build dependency of the bundler's persistent cache like this file.
import './loader.cjs';

const require = createRequire(import.meta.url);

/** The version metadata props the docs plugin writes (not the tag list props, docs-tags-*). */
export const VERSION_METADATA_PROP =
  /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/]docs-(?!tags-)[^\\/]*\.json$/;

export default function leanDocsMetadata(): Plugin {
  return {
    name: 'lean-docs-metadata',
    configureWebpack: () => ({
      module: {
        rules: [{ test: VERSION_METADATA_PROP, use: [require.resolve('./loader.cjs')] }],
      },
    }),
  };
}
