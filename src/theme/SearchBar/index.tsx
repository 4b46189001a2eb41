import React, { useEffect, useRef } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';

import { SEARCH_INPUT_LABEL } from './shortcut';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Gives the plugin's search input a Russian accessible name (it hard-codes aria-label="Search").
 * The Ctrl/Cmd+K shortcut lives in src/clientModules/searchShortcut.ts.
 */
export default function SearchBarWrapper(props: Props): React.ReactElement {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const label = () => {
      const input = container.querySelector<HTMLInputElement>('input');
      if (input && input.getAttribute('aria-label') !== SEARCH_INPUT_LABEL) {
        input.setAttribute('aria-label', SEARCH_INPUT_LABEL);
      }
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributeFilter: ['aria-label'],
    });
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={containerRef} style={{ display: 'contents' }}>
      <SearchBar {...props} />
    </div>
  );
}
