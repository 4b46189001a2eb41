import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

import PageFeedback from '@site/src/features/feedback/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** The stock doc footer (tags, «Обновлено: …»), then «Была ли страница полезной?». */
export default function FooterWrapper(props: Props): React.ReactElement {
  const { metadata } = useDoc();
  return (
    <>
      <Footer {...props} />
      <PageFeedback key={metadata.permalink} page={metadata.permalink} />
    </>
  );
}
