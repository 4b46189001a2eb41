/**
 * The docs plugin's «active doc» hooks without trying every doc (see ./firstMatch.ts).
 *
 * Upstream (@docusaurus/plugin-content-docs 3.10.2, client/index.ts and client/docsUtils.tsx):
 * `useActiveDocContext` finds the doc of the current path with `find` + `matchPath` over all docs
 * of the active version, and `useLayoutDocsSidebar` gets its versions from
 * `useDocsVersionCandidates`, which calls `useActiveDocContext` only to read the active version.
 * Both run on every page with a doc navbar item or breadcrumbs: in the server render, at
 * hydration and on every navigation. tests/contracts/upstream.json holds the hashes of
 * upstream's files; firstMatch.test.ts holds the lookup to `find` + `matchPath`.
 */
import { useMemo } from 'react';
import { useLocation } from '@docusaurus/router';
import { uniq } from '@docusaurus/theme-common';
import {
  type GlobalDoc,
  type GlobalSidebar,
  type GlobalVersion,
  useActiveVersion,
  useDocsPreferredVersion,
  useLatestVersion,
} from '@docusaurus/plugin-content-docs/client';

import { firstMatch } from './firstMatch';

/** How getActiveDocContext matches a doc's path. */
const docPathOptions = (doc: GlobalDoc) => ({ path: doc.path, exact: true, strict: false });

/** The active doc, as `useActiveDocContext(pluginId).activeDoc`. */
export function useActiveDoc(pluginId: string | undefined): GlobalDoc | undefined {
  const activeVersion = useActiveVersion(pluginId);
  const { pathname } = useLocation();
  return firstMatch(activeVersion?.docs ?? [], pathname, docPathOptions);
}

/** As upstream's useDocsVersionCandidates: the active, preferred and latest versions, once each. */
function useVersionCandidates(pluginId: string | undefined): GlobalVersion[] {
  const activeVersion = useActiveVersion(pluginId);
  const { preferredVersion } = useDocsPreferredVersion(pluginId);
  const latestVersion = useLatestVersion(pluginId);
  return useMemo(
    () =>
      uniq(
        [activeVersion, preferredVersion, latestVersion].filter(
          (version): version is GlobalVersion => !!version,
        ),
      ),
    [activeVersion, preferredVersion, latestVersion],
  );
}

/** As upstream's useLayoutDocsSidebar: the sidebar to link to, from the candidate versions. */
export function useLayoutDocsSidebar(
  sidebarId: string,
  pluginId: string | undefined,
): GlobalSidebar {
  const versions = useVersionCandidates(pluginId);
  return useMemo(() => {
    const allSidebars = versions.flatMap((version) =>
      version.sidebars ? Object.entries(version.sidebars) : [],
    );
    const sidebarEntry = allSidebars.find((sidebar) => sidebar[0] === sidebarId);
    if (!sidebarEntry) {
      throw new Error(
        `Can't find any sidebar with id "${sidebarId}" in version${versions.length > 1 ? 's' : ''} ${versions.map((version) => version.name).join(', ')}".
Available sidebar ids are:
- ${allSidebars.map((entry) => entry[0]).join('\n- ')}`,
      );
    }
    return sidebarEntry[1];
  }, [sidebarId, versions]);
}
