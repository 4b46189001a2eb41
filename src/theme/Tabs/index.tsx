/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (Tabs). One change, marked «Магистраль»: the stock
 * component remounts every tab group right after hydration (`key={String(isBrowser)}`, «temporary
 * fix» for facebook/docusaurus#5653). The tab chosen in an earlier visit is applied by
 * useTabsContextValue in a layout effect anyway, so the remount only threw away the server's DOM
 * of each group and built it again in one synchronous task during load. Without it the groups
 * hydrate like the rest of the page; tests/e2e/tabs.spec.ts checks that the remembered tab still
 * comes back.
 */
import React, { type ReactNode, type KeyboardEvent, type MouseEvent } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/Tabs';

import styles from './styles.module.css';
function TabList({ className }: { className?: string }) {
  const { selectedValue, selectValue, tabValues, block } = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();
  const handleTabChange = (event: KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };
  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;
    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0];
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1];
        break;
      }
      default:
        break;
    }
    focusElement?.focus();
  };
  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}
    >
      {tabValues.map(({ value, label, attributes }) => (
        <li
          // TODO extract TabListItem
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx(
            'tabs__item',
            styles.tabItem,
            attributes?.className as string | undefined,
            {
              'tabs__item--active': selectedValue === value,
            },
          )}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}
function TabContent({ children }: { children: ReactNode }) {
  return <div className="margin-top--md">{children}</div>;
}
function TabsContainer({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}
    >
      <TabList
        // Surprising but historical
        // className is applied on TabList, not on TabsContainer
        className={className}
      />
      <TabContent>{children}</TabContent>
    </div>
  );
}
export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    // «Магистраль»: no `key={String(isBrowser)}` remount after hydration (see the header).
    <TabsProvider value={value}>
      <TabsContainer className={props.className}>
        {sanitizeTabsChildren(props.children)}
      </TabsContainer>
    </TabsProvider>
  );
}
