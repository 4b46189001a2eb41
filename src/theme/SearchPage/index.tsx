import React, { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import SearchPage from '@theme-original/SearchPage';

import { useSearchIndexFailed } from '../SearchBar/indexStatus';
import SearchIndexFailure from '../SearchBar/SearchIndexFailure';

/**
 * The search results page, plus «Не удалось загрузить поиск…» under the query field when the
 * index failed to load (the plugin's page would otherwise show its loading ring forever).
 */
export default function SearchPageWrapper(props: Record<string, unknown>): React.ReactElement {
  const failed = useSearchIndexFailed();
  const [content, setContent] = useState<Element | null>(null);

  useEffect(() => {
    // The page's own content column: the container that holds its heading.
    if (failed) setContent(document.querySelector('.main-wrapper h1')?.parentElement ?? null);
  }, [failed]);

  return (
    <>
      <SearchPage {...props} />
      {failed && content && createPortal(<SearchIndexFailure variant="page" />, content)}
    </>
  );
}
