import React, { useEffect } from 'react';
import SearchPage from '@theme-original/SearchPage';
import type { WrapperProps } from '@docusaurus/types';
import type SearchPageType from '@theme/SearchPage';

import { NeedsMainLandmark } from '@site/src/components/MainLandmark';
import { SEARCH_INPUT_LABEL } from '../SearchBar/shortcut';

type Props = WrapperProps<typeof SearchPageType>;

/**
 * The search plugin's page renders its content without <main> and names its input in English
 * (aria-label="Search"): the page asks the Layout wrap for a main landmark, and the input gets
 * the same Russian name as the navbar's.
 */
export default function SearchPageWrapper(props: Props): React.ReactElement {
  useEffect(() => {
    document
      .querySelector<HTMLInputElement>('main input[type="search"]')
      ?.setAttribute('aria-label', SEARCH_INPUT_LABEL);
  }, []);

  return (
    <NeedsMainLandmark.Provider value>
      <SearchPage {...props} />
    </NeedsMainLandmark.Provider>
  );
}
