import React, { useEffect, useRef } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';

import { repairSearchAria } from './aria';
import { SEARCH_INPUT_LABEL } from './shortcut';

type Props = WrapperProps<typeof SearchBarType>;

/** How long after focus leaves the search box a focus that nobody asked for is undone. */
const FOCUS_GUARD_MS = 5000;

/**
 * The plugin focuses its input again once the index has loaded, even when the visitor has
 * tabbed on meanwhile, pulling focus back. A focus on the search box that no key press or
 * pointer caused, soon after focus had left it, is undone: focus returns to where it had gone.
 */
function guardFocus(container: HTMLElement): () => void {
  let userGesture = false;
  let visited = false;
  let elsewhere: { element: HTMLElement; since: number } | null = null;
  const onGesture = () => {
    userGesture = true;
    window.setTimeout(() => {
      userGesture = false;
    });
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    if (!container.contains(target)) {
      // Focus left the search box, or moved on from where it went after leaving it.
      if (visited || elsewhere)
        elsewhere = { element: target, since: elsewhere?.since ?? Date.now() };
      visited = false;
      return;
    }
    const back = elsewhere;
    elsewhere = null;
    visited = true;
    if (
      back &&
      !userGesture &&
      back.element.isConnected &&
      Date.now() - back.since < FOCUS_GUARD_MS
    ) {
      visited = false;
      elsewhere = back;
      back.element.focus();
    }
  };
  document.addEventListener('keydown', onGesture, true);
  document.addEventListener('pointerdown', onGesture, true);
  document.addEventListener('focusin', onFocusIn, true);
  return () => {
    document.removeEventListener('keydown', onGesture, true);
    document.removeEventListener('pointerdown', onGesture, true);
    document.removeEventListener('focusin', onFocusIn, true);
  };
}

/**
 * Repairs the accessibility of the plugin's search box (see ./aria.ts): a Russian name for the
 * input (it hard-codes aria-label="Search"), a name for the clear button, a valid combobox and
 * listbox; and it keeps the plugin from pulling focus back (guardFocus). The Ctrl/Cmd+K
 * shortcut lives in src/clientModules/searchShortcut.ts.
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
    const stopGuard = guardFocus(container);
    return () => {
      observer.disconnect();
      stopGuard();
    };
  }, []);

  return (
    <div ref={containerRef} style={{ display: 'contents' }}>
      <SearchBar {...props} />
    </div>
  );
}
