import React, { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';

import { layoutHintText, layoutQueryUsed } from '@site/src/search/layoutHint';

import { useSearchIndexFailed } from './indexStatus';
import SearchIndexFailure from './SearchIndexFailure';
import { SEARCH_INPUT_LABEL } from './shortcut';

const HINT_CLASS = 'magistral-search-layout-hint';

/** Adds, updates or removes the «results for …» line at the top of the dropdown. */
function updateLayoutHint(container: HTMLElement): void {
  const list = container.querySelector<HTMLElement>('[role="listbox"]');
  const input = container.querySelector<HTMLInputElement>('input');
  if (!list || !input) return;
  const marks = Array.from(
    list.querySelectorAll('[role="option"] mark'),
    (m) => m.textContent ?? '',
  );
  const used = layoutQueryUsed(input.value, marks);
  let hint = list.querySelector<HTMLElement>(`.${HINT_CLASS}`);
  if (!used) {
    hint?.remove();
    return;
  }
  if (!hint) {
    hint = document.createElement('div');
    hint.className = HINT_CLASS;
    hint.setAttribute('role', 'status');
    list.prepend(hint);
  }
  const text = layoutHintText(used);
  if (hint.textContent !== text) hint.textContent = text;
}

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Gives the plugin's search input a Russian accessible name (it hard-codes aria-label="Search"),
 * tells the visitor when the results answer the query in the other keyboard layout, and shows
 * «Не удалось загрузить поиск…» under it while it has focus if the index failed to load (see
 * searchByWorker.ts). The Ctrl/Cmd+K shortcut lives in src/clientModules/searchShortcut.ts.
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
      updateLayoutHint(container);
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
