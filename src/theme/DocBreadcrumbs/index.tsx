import React from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';

import PageActions from '@site/src/features/pageActions/PageActions';
import { useActiveDoc } from '@site/src/features/routes/activeDoc';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * The breadcrumbs, with the page actions («Скопировать как Markdown», «Открыть как Markdown»)
 * on the same line. Only doc pages get them: a category's generated index (its id is a slug
 * starting with «/») has no Markdown copy. The active doc comes from useActiveDoc, which finds
 * it without trying every doc (src/features/routes/activeDoc.ts).
 */
export default function DocBreadcrumbsWrapper(props: Props): React.ReactElement {
  const activeDoc = useActiveDoc(undefined);
  if (!activeDoc || activeDoc.id.startsWith('/')) return <DocBreadcrumbs {...props} />;
  return (
    <div className={styles.bar}>
      <DocBreadcrumbs {...props} />
      <PageActions key={activeDoc.path} permalink={activeDoc.path} />
    </div>
  );
}
