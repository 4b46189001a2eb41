/**
 * [magistral] eject: @docusaurus/theme-classic@3.10.2, src/theme/DocItem/Layout/index.tsx
 *
 * Why: upstream renders the desktop table of contents on the server and removes it on phones
 * right after hydration (useWindowSize); that removal was part of the longest task of a doc
 * page's load on a phone. Here it stays rendered at every window size: below the mobile
 * breakpoint the theme's CSS hides its column, as it did before hydration, and a page that starts
 * on a phone does not hydrate it until the window is desktop-wide (src/components/DesktopOnly).
 * A wrap cannot do it: the decision is inside the private useDocTOC hook. See src/theme/README.md.
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
// [magistral] begin: no useWindowSize, the desktop TOC does not depend on the window size
import DesktopOnly from '@site/src/components/DesktopOnly';
// [magistral] end
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/DocItem/Layout';

import styles from './styles.module.css';

/**
 * Decide if the toc should be rendered, on mobile or desktop viewports
 */
function useDocTOC() {
  const {frontMatter, toc} = useDoc();
  // [magistral] begin: no `const windowSize = useWindowSize();` (see the header)
  // [magistral] end

  const hidden = frontMatter.hide_table_of_contents;
  const canRender = !hidden && toc.length > 0;

  const mobile = canRender ? <DocItemTOCMobile /> : undefined;

  const desktop =
    // [magistral] begin: at every window size; on phones the theme's CSS hides it
    canRender ? (
      <DesktopOnly>
        <DocItemTOCDesktop />
      </DesktopOnly>
    ) : undefined;
    // [magistral] end

  return {
    hidden,
    mobile,
    desktop,
  };
}

export default function DocItemLayout({children}: Props): ReactNode {
  const docTOC = useDocTOC();
  const {metadata} = useDoc();
  return (
    <div className="row">
      <div className={clsx('col', !docTOC.hidden && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            {docTOC.mobile}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {docTOC.desktop && <div className="col col--3">{docTOC.desktop}</div>}
    </div>
  );
}
