/**
 * [magistral] eject: @docusaurus/theme-classic@3.10.2, src/theme/DocRoot/index.tsx
 *
 * Why: upstream's useDocRootMetadata (plugin-content-docs 3.10.2, client/docsUtils.tsx) finds
 * the page's route by trying every doc route of the version with matchPath, one regular
 * expression each, then renders all of them through renderRoutes, whose Switch tries them again
 * until the same one matches. At 2,000 pages those two scans took 3.4 s of each SSG thread's
 * 67 s, and they run again at hydration and on every navigation. Here the route is found by
 * src/features/routes/firstMatch.ts (a lookup by path for literal paths, matchPath for the
 * rest, in the same order; its tests hold it to find + matchPath), and renderRoutes gets that
 * one route under the key it has among all (`route.key || index`, as renderRoutes keys it), so
 * the Switch renders the same element. Same result as upstream as long as no doc route is
 * case-sensitive (Docusaurus makes none: the Switch would ignore it, find would not). A wrap
 * cannot do it: the hook is called inside the component.
 *
 * Below is upstream's file verbatim, license header included, except between
 * `[magistral] begin` / `[magistral] end` markers. Listed in src/theme/ejected.json and left
 * out of Prettier so that it diffs cleanly against upstream.
 * Re-check on upgrade: npm run ejects:diff
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
// [magistral] begin: the doc route by a lookup, not by trying every route twice (see the header)
import {useLocation} from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import {
  DocsSidebarProvider,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import {firstMatchIndex} from '@site/src/features/routes/firstMatch';
// [magistral] end
import DocRootLayout from '@theme/DocRoot/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import type {Props} from '@theme/DocRoot';

// [magistral] begin: useDocRootMetadata (plugin-content-docs 3.10.2) with one lookup
function useDocRootMetadata({route}: Props) {
  const location = useLocation();
  const versionMetadata = useDocsVersion();
  const docRoutes = route.routes!;
  const index = firstMatchIndex(docRoutes, location.pathname, (docRoute) => docRoute);
  if (index === -1) {
    return null;
  }
  const currentDocRoute = docRoutes[index]!;
  // For now, the sidebarName is added as route config: not ideal!
  const sidebarName = currentDocRoute.sidebar as string;
  const sidebarItems = sidebarName
    ? versionMetadata.docsSidebars[sidebarName]
    : undefined;
  const docElement = renderRoutes([
    {...currentDocRoute, key: currentDocRoute.key || index},
  ]);
  return {docElement, sidebarName, sidebarItems};
}
// [magistral] end
export default function DocRoot(props: Props): ReactNode {
  const currentDocRouteMetadata = useDocRootMetadata(props);
  if (!currentDocRouteMetadata) {
    // We only render the not found content to avoid a double layout
    // see https://github.com/facebook/docusaurus/pull/7966#pullrequestreview-1077276692
    return <NotFoundContent />;
  }
  const {docElement, sidebarName, sidebarItems} = currentDocRouteMetadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
