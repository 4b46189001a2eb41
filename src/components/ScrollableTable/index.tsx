import React, { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';

import KeptServerHtml from '@site/src/components/KeptServerHtml';
import { asStaticChildren } from '@site/src/components/KeptServerHtml/staticChildren';

import styles from './styles.module.css';

const isHeading = (node: Element) => /^H[2-6]$/.test(node.tagName);

/**
 * The text of the nearest heading before the table's frame in the article, if any. A heading may
 * sit inside a run of static blocks (src/components/StaticBlocks), a wrapper without a box.
 */
function sectionOf(frame: Element): string | null {
  for (let node = frame.previousElementSibling; node; node = node.previousElementSibling) {
    const heading = node.hasAttribute('data-static-blocks')
      ? Array.from(node.children).reverse().find(isHeading)
      : isHeading(node) && node;
    if (heading) return heading.textContent?.replace(/[\u200B#]/g, '').trim() || null;
  }
  return null;
}

/**
 * «Таблица, прокручивается по горизонтали: Параметры политики — Параметр, Тип, По умолчанию».
 * Landmarks must be distinguishable: pages hold several tables with the same columns, so the
 * section the table stands in comes first. `frame` holds the table; headings are its siblings.
 */
function regionLabel(frame: Element): string {
  const base = translate({
    id: 'magistral.table.scrollRegion',
    message: 'Таблица, прокручивается по горизонтали',
    description: 'Accessible name of a table box that scrolls sideways on narrow screens',
  });
  const headers = Array.from(frame.querySelectorAll('thead th'))
    .map((th) => th.textContent?.trim())
    .filter(Boolean)
    .join(', ');
  const section = sectionOf(frame);
  const what = [section, headers].filter(Boolean).join(' — ');
  return what ? `${base}: ${what}` : base;
}

/** Marks the frame's edges behind which part of the table is out of sight (see styles). */
function markHiddenEdges(frame: HTMLElement, box: HTMLElement): void {
  const hiddenRight = box.scrollWidth - box.clientWidth - box.scrollLeft;
  frame.toggleAttribute('data-more-left', box.scrollLeft > 1);
  frame.toggleAttribute('data-more-right', hiddenRight > 1);
}

/**
 * A Markdown table in a box that scrolls sideways when the table is wider than the column
 * (phones). Only then is the box a focusable region, named by the table's column headers, so
 * keyboard users can scroll it with the arrow keys; a table that fits adds no tab stop. A shade
 * on an edge shows that columns hide behind it: a cut-off table otherwise looks complete.
 */
export default function ScrollableTable({
  'data-static-table': staticTable,
  renderChildren,
  ...props
}: ComponentProps<'table'> & {
  'data-static-table'?: string;
  /** A plain table's rows, built only when rendered (plugins/static-article). */
  renderChildren?: () => ReactNode;
}): React.ReactElement {
  const frameRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [label, setLabel] = useState<string | null>(null);

  useEffect(() => {
    const frame = frameRef.current;
    const box = boxRef.current;
    if (!frame || !box) return undefined;
    // Attributes, not state: scrolling must not re-render the table.
    const edges = () => markHiddenEdges(frame, box);
    const measure = () => {
      setLabel(box.scrollWidth > box.clientWidth + 1 ? regionLabel(frame) : null);
      edges();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    box.addEventListener('scroll', edges, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', edges);
    };
  }, []);

  const region = label ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  return (
    <div ref={frameRef} className={styles.frame}>
      <div ref={boxRef} className={styles.box} {...region}>
        {staticTable === undefined ? (
          <table {...props} />
        ) : (
          // A plain table (plugins/static-article): its rows keep their server HTML while the
          // page starts, not hydrated; links in its cells work through the region's handlers.
          <KeptServerHtml
            marker="data-static-table"
            value={staticTable}
            className={styles.rows}
            renderChildren={() => (
              <table {...props}>{asStaticChildren(renderChildren?.()) ?? props.children}</table>
            )}
          />
        )}
      </div>
    </div>
  );
}
