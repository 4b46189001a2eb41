import path from 'node:path';

/**
 * What the local plugins read of the docs plugin's loaded content
 * (@docusaurus/plugin-content-docs 3.10: `loadedVersions`, each with its docs and sidebars):
 * markdown-export in postBuild, the search index in allContentLoaded.
 */
export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export interface SidebarItemLike {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItemLike[];
  link?: { type: string; id?: string };
}

export interface LoadedDocLike {
  id: string;
  title: string;
  description: string;
  permalink: string;
  /** `@site/docs/…`: the source file inside the site folder. */
  source: string;
  unlisted?: boolean;
  frontMatter?: Record<string, unknown>;
}

export interface LoadedVersionLike {
  contentPath: string;
  isLast: boolean;
  docs: LoadedDocLike[];
  sidebars: Record<string, SidebarItemLike[]>;
}

/** The version a reader sees by default: the last one, or the only one. */
export function currentDocsVersion(content: unknown): LoadedVersionLike | undefined {
  const versions = (content as { loadedVersions?: LoadedVersionLike[] } | undefined)
    ?.loadedVersions;
  return versions?.find((version) => version.isLast) ?? versions?.[0];
}

/** The source file of a loaded doc (its `source` is `@site/docs/…`). */
export const sourceFile = (siteDir: string, doc: Pick<LoadedDocLike, 'source'>): string =>
  path.join(siteDir, doc.source.replace(/^@site\//, ''));
