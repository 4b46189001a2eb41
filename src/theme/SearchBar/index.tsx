import React, { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';

import { useSearchIndexFailed } from './indexStatus';
import SearchIndexFailure from './SearchIndexFailure';
import { SEARCH_INPUT_LABEL } from './shortcut';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Gives the plugin's search input a Russian accessible name (it hard-codes aria-label="Search"),
 * and shows «Не удалось загрузить поиск…» under it while it has focus if the index failed to
 * load (see searchByWorker.ts). The Ctrl/Cmd+K shortcut lives in src/clientModules/searchShortcut.ts.
 */
export default function SearchBarWrapper(props: Props): React.ReactElement {
  const containerRef = useRef<HTMLDivElement>(null);
  const failed = useSearchIndexFailed();
  const [focused, setFocused] = useState(false);
  const [searchRoot, setSearchRoot] = useState<Element | null>(null);

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

  useEffect(() => {
    // The message hangs under the input like the plugin's dropdown, inside its positioned box.
    if (failed) setSearchRoot(containerRef.current?.querySelector('.navbar__search') ?? null);
  }, [failed]);

  return (
    <div
      ref={containerRef}
      style={{ display: 'contents' }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <SearchBar {...props} />
      {failed &&
        focused &&
        searchRoot &&
        createPortal(<SearchIndexFailure variant="dropdown" />, searchRoot)}
    </div>
  );
}
