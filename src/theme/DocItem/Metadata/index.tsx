import React from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

import { markdownUrl } from '@site/src/features/pageActions/copyMarkdown';
import { withoutTrailingSlash } from '@site/src/utils/url';

type Props = WrapperProps<typeof MetadataType>;

/**
 * The stock doc metadata (title, description, og:title, og:description, keywords, image) plus
 * what sharing and AI tools also read: the Twitter/X title and description, og:type article,
 * the date of the last change, and the page's Markdown copy as an alternate.
 */
export default function MetadataWrapper(props: Props): React.ReactElement {
  const { siteConfig } = useDocusaurusContext();
  const { metadata } = useDoc();
  const title = `${metadata.title} ${siteConfig.titleDelimiter} ${siteConfig.title}`;
  const siteUrl = withoutTrailingSlash(siteConfig.url);
  return (
    <>
      <Metadata {...props} />
      <Head>
        <meta property="og:type" content="article" />
        <meta name="twitter:title" content={title} />
        {metadata.description && <meta name="twitter:description" content={metadata.description} />}
        {metadata.lastUpdatedAt && (
          <meta
            property="article:modified_time"
            content={new Date(metadata.lastUpdatedAt).toISOString()}
          />
        )}
        <link
          rel="alternate"
          type="text/markdown"
          href={`${siteUrl}${markdownUrl(metadata.permalink)}`}
        />
      </Head>
    </>
  );
}
