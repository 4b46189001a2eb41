import React, { useEffect, useRef } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';

import { repairSearchAria } from './aria';
import { SEARCH_INPUT_LABEL } from './shortcut';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Repairs the accessibility of the plugin's search box (see ./aria.ts): a Russian name for the
 * input (it hard-codes aria-label="Search"), a name for the clear button, a valid combobox and
 * listbox. The Ctrl/Cmd+K shortcut lives in src/clientModules/searchShortcut.ts.
 */
export default function SearchBarWrapper(props: Props): React.ReactElement {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const labels = {
      input: SEARCH_INPUT_LABEL,
      clear: translate({
        id: 'magistral.search.clear',
        message: 'Очистить поиск',
        description: 'Accessible name of the button that clears the search box',
      }),
    };
    const repair = () => repairSearchAria(container, labels);
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributeFilter: ['aria-label', 'aria-owns'],
    });
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={containerRef} style={{ display: 'contents' }}>
      <SearchBar {...props} />
    </div>
  );
}
