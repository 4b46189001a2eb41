import React, { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import SearchPage from '@theme-original/SearchPage';
import type { WrapperProps } from '@docusaurus/types';
import type SearchPageType from '@theme/SearchPage';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';

import { NeedsMainLandmark } from '@site/src/components/MainLandmark';
import { keepFocusInView } from '@site/src/features/focus/keepFocusInView';
import { useSearchIndexFailed } from '@site/plugins/search/client/indexStatus';
import { PRODUCT_NAME } from '@site/src/config/constants';
import SearchIndexFailure from '../SearchBar/SearchIndexFailure';
import { SEARCH_INPUT_LABEL } from '../SearchBar/shortcut';

type Props = WrapperProps<typeof SearchPageType>;

const searchPageDescription = () =>
  translate(
    {
      id: 'magistral.SearchPage.description',
      message:
        'Поиск по документации платформы управления API «{productName}»: реестр API, шлюз, API-платформа, экстранет и модули аудита, логирования, мониторинга и трассировки.',
      description: 'Meta description of the search page (search engines and link previews)',
    },
    { productName: PRODUCT_NAME },
  );

/**
 * The search plugin's page renders its content without <main> and names its input in English
 * (aria-label="Search"): the page asks the Layout wrap for a main landmark, and the input gets
 * the same Russian name as the navbar's. When the index failed to load, «Не удалось загрузить
 * поиск…» stands under the query field (the plugin's page would show its loading ring forever).
 * It also gets the meta description the plugin's page lacks (search engines and link previews).
 * When the results arrive and push a focused control (the footer's links) off screen, it comes
 * back into view (src/features/focus/keepFocusInView.ts).
 */
export default function SearchPageWrapper(props: Props): React.ReactElement {
  const failed = useSearchIndexFailed();
  const [content, setContent] = useState<Element | null>(null);

  useEffect(() => {
    document
      .querySelector<HTMLInputElement>('main input[type="search"]')
      ?.setAttribute('aria-label', SEARCH_INPUT_LABEL);
  }, []);

  useEffect(() => {
    // Results arrive after the page: a control below them that has focus stays in view.
    const main = document.querySelector('main');
    return main ? keepFocusInView(main) : undefined;
  }, []);

  useEffect(() => {
    // The page's own content column: the container that holds its heading.
    if (failed) setContent(document.querySelector('main h1')?.parentElement ?? null);
  }, [failed]);

  return (
    <NeedsMainLandmark.Provider value>
      <Head>
        <meta name="description" content={searchPageDescription()} />
        <meta property="og:description" content={searchPageDescription()} />
      </Head>
      <SearchPage {...props} />
      {failed && content && createPortal(<SearchIndexFailure variant="page" />, content)}
    </NeedsMainLandmark.Provider>
  );
}
