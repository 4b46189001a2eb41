/**
 * [magistral] eject: @docusaurus/theme-classic@3.10.2, src/theme/NavbarItem/DocSidebarNavbarItem.tsx
 *
 * Why: upstream finds the active doc with useActiveDocContext, which tries every doc of the
 * version with matchPath, one regular expression each, on every render of the item (server
 * render of every page, hydration, every navigation); its useLayoutDocsSidebar does it once
 * more (useDocsVersionCandidates reads the active version through useActiveDocContext). At
 * 2,000 pages that was most of the 4.9 s each SSG thread spent there, of 67 s. Here both hooks
 * come from src/features/routes/activeDoc.ts: the same doc found by firstMatch (a lookup by
 * path for literal paths, matchPath for the rest, in the same order; its tests hold it to
 * find + matchPath), the same versions from useActiveVersion. A wrap cannot do it: the hooks
 * are called inside the component.
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
// [magistral] begin: the active doc and the sidebar without trying every doc (see the header)
import {
  useActiveDoc,
  useLayoutDocsSidebar,
} from '@site/src/features/routes/activeDoc';
// [magistral] end
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';

export default function DocSidebarNavbarItem({
  sidebarId,
  label,
  docsPluginId,
  ...props
}: Props): ReactNode {
  // [magistral] begin: as useActiveDocContext(docsPluginId).activeDoc (see the header)
  const activeDoc = useActiveDoc(docsPluginId);
  // [magistral] end
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(
      `DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`,
    );
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => activeDoc?.sidebar === sidebarId}
      label={label ?? sidebarLink.label}
      to={sidebarLink.path}
    />
  );
}
