import React, { type ReactNode } from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type { WrapperProps } from '@docusaurus/types';

import KeptServerHtml from '@site/src/components/KeptServerHtml';

import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

/**
 * The footer is links and a line of text: while a page starts it keeps its server HTML, not
 * hydrated (about a hundred React nodes on every page), and its links work through the region's
 * handlers (src/components/KeptServerHtml). After a move to another page it renders as usual.
 */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <KeptServerHtml marker="data-static-region" value="footer" className={styles.contents}>
      <Footer {...props} />
    </KeptServerHtml>
  );
}
