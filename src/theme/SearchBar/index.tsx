import React, { useEffect, useRef } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';

import { isSearchShortcut, SEARCH_INPUT_LABEL } from './shortcut';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Adds what the plugin's search bar lacks: Ctrl/Cmd+K by physical key, so the shortcut works
 * with a Russian layout too (the key is «л» there), and a Russian accessible name.
 */
export default function SearchBarWrapper(props: Props): React.ReactElement {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const input = () => container.querySelector<HTMLInputElement>('input');
    // The plugin renders its input on its own schedule and hard-codes aria-label="Search".
    const label = () => {
      const field = input();
      if (field && field.getAttribute('aria-label') !== SEARCH_INPUT_LABEL) {
        field.setAttribute('aria-label', SEARCH_INPUT_LABEL);
      }
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributeFilter: ['aria-label'],
    });
    const onKeyDown = (event: KeyboardEvent) => {
      const field = input();
      if (!field || !isSearchShortcut(event)) return;
      event.preventDefault();
      field.focus();
      field.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <div ref={containerRef} style={{ display: 'contents' }}>
      <SearchBar {...props} />
    </div>
  );
}
