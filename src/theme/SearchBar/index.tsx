import React, { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { layoutHintText, layoutQueryUsed } from '@site/plugins/search/client/layoutHint';

import { repairSearchAria } from './aria';
import { useSearchIndexFailed } from '@site/plugins/search/client/indexStatus';
import { SearchGoalTracker, type ShownResults } from '@site/plugins/search/client/searchGoals';
import { reachGoal } from '@site/src/clientModules/analytics';
import SearchIndexFailure from './SearchIndexFailure';
import { SEARCH_INPUT_LABEL } from './shortcut';

const HINT_CLASS = 'magistral-search-layout-hint';

/**
 * Adds, updates or removes the «results for …» line at the top of the dropdown when the results
 * answer the query in the other keyboard layout. A disabled option: a listbox holds options only.
 */
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
    hint.setAttribute('role', 'option');
    hint.setAttribute('aria-disabled', 'true');
    list.prepend(hint);
  }
  const text = layoutHintText(used);
  if (hint.textContent !== text) hint.textContent = text;
}

/**
 * What the dropdown shows: «Ничего не найдено», results, or nothing yet; null while it is hidden
 * (it closes as the search ends: what it showed last is what counts).
 */
function shownResults(container: HTMLElement): ShownResults | null {
  const list = container.querySelector<HTMLElement>('[role="listbox"]');
  if (!list || list.style.display === 'none') return null;
  if (/Ничего не найдено|No results/.test(list.textContent ?? '')) return 'none';
  if (list.querySelector(`[role="option"]:not(a):not(.${HINT_CLASS})`)) return 'some';
  return 'pending';
}

/**
 * Reports searches that ended without an answer to Metrika (see searchGoals.ts): feeds the
 * tracker what the box shows, the visitor's choice and the box closing. Nothing without a
 * counter id.
 */
function trackSearchGoals(container: HTMLElement, counterId: number): () => void {
  if (!counterId) return () => undefined;
  const tracker = new SearchGoalTracker(({ goal, params }) =>
    reachGoal(window, counterId, goal, params),
  );
  const input = () => container.querySelector<HTMLInputElement>('input');
  const update = () => {
    const field = input();
    const shown = shownResults(container);
    if (field && shown) tracker.update(field.value, shown);
    else if (field && field.value.trim() === '') tracker.update('', 'pending');
  };
  const observer = new MutationObserver(update);
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  const onInput = () => update();
  const onPointerDown = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('[role="listbox"]')) tracker.choose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && shownResults(container) === 'some') tracker.choose();
    if (event.key === 'Escape') tracker.end();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!container.contains(event.relatedTarget as Node | null)) tracker.end();
  };
  const onPageHide = () => tracker.end();
  container.addEventListener('input', onInput, true);
  container.addEventListener('pointerdown', onPointerDown, true);
  container.addEventListener('keydown', onKeyDown, true);
  container.addEventListener('focusout', onFocusOut);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    observer.disconnect();
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('pointerdown', onPointerDown, true);
    container.removeEventListener('keydown', onKeyDown, true);
    container.removeEventListener('focusout', onFocusOut);
    window.removeEventListener('pagehide', onPageHide);
  };
}

type Props = WrapperProps<typeof SearchBarType>;

/**
 * The plugin focuses its input again once the index has loaded, even when the visitor has
 * tabbed on meanwhile, pulling focus back; on a slow connection or a busy phone that can be many
 * seconds later. A focus on the search box that no key press or pointer caused, after focus had
 * left it, is undone: focus returns to where it had gone, or leaves the box if the visitor had
 * clicked the page. (The visitor's own ways in, a click, a tap, Tab or Ctrl/Cmd+K, all come with
 * a gesture; the plugin's own blur while it wraps the input in its autocomplete does not.)
 */
function guardFocus(container: HTMLElement): () => void {
  let userGesture = false;
  let visited = false;
  /** Where the visitor took focus after the search box: an element, or nowhere ('page'). */
  let elsewhere: HTMLElement | 'page' | null = null;
  /** The last key was Tab without Shift: it moves focus forward in the page, never back. */
  let forwardTab = false;
  const onGesture = (event: Event) => {
    userGesture = true;
    forwardTab = event instanceof KeyboardEvent && event.key === 'Tab' && !event.shiftKey;
    window.setTimeout(() => {
      userGesture = false;
    });
  };
  /**
   * Focus came to the box from an element after it while the last key was a forward Tab: Tab
   * cannot do that, the plugin did it in a task that ran before the gesture's window closed (a
   * busy page delays that timer).
   */
  const cameBackwards = (from: HTMLElement | 'page' | null) =>
    forwardTab &&
    from instanceof HTMLElement &&
    Boolean(container.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING);
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    if (!container.contains(target)) {
      // Focus left the search box, or moved on from where it went after leaving it.
      if (visited || elsewhere) elsewhere = target;
      visited = false;
      return;
    }
    const back = elsewhere;
    elsewhere = null;
    visited = true;
    if (back && (!userGesture || cameBackwards(back)) && (back === 'page' || back.isConnected)) {
      visited = false;
      elsewhere = back;
      if (back === 'page') target.blur();
      else back.focus();
    }
  };
  const onFocusOut = (event: FocusEvent) => {
    // A click on the page (or Tab past the last control) leaves focus nowhere.
    if (event.relatedTarget === null && userGesture && (visited || elsewhere)) {
      elsewhere = 'page';
      visited = false;
    }
  };
  document.addEventListener('keydown', onGesture, true);
  document.addEventListener('pointerdown', onGesture, true);
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
  return () => {
    document.removeEventListener('keydown', onGesture, true);
    document.removeEventListener('pointerdown', onGesture, true);
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('focusout', onFocusOut, true);
  };
}

/**
 * Repairs the accessibility of the plugin's search box (see ./aria.ts): a Russian name for the
 * input (it hard-codes aria-label="Search"), a name for the clear button, a valid combobox and
 * listbox; it keeps the plugin from pulling focus back (guardFocus); it says when results answer
 * the query in the other keyboard layout; it reports searches that ended without an answer to
 * Metrika (trackSearchGoals); and it shows «Не удалось загрузить поиск…» under the
 * input while it has focus if the index failed to load (see searchByWorker.ts). The Ctrl/Cmd+K
 * shortcut lives in src/clientModules/searchShortcut.ts.
 */
export default function SearchBarWrapper(props: Props): React.ReactElement {
  const containerRef = useRef<HTMLDivElement>(null);
  const failed = useSearchIndexFailed();
  const [focused, setFocused] = useState(false);
  const [searchRoot, setSearchRoot] = useState<Element | null>(null);
  const { siteConfig } = useDocusaurusContext();
  const counterId = Number(siteConfig.customFields?.yandexMetrikaId || 0);

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
    const repair = () => {
      repairSearchAria(container, labels);
      updateLayoutHint(container);
    };
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

  useEffect(() => {
    const container = containerRef.current;
    return container ? trackSearchGoals(container, counterId) : undefined;
  }, [counterId]);

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
