/**
 * The server's highlighted HTML of each code block, kept from hydration. Some theme components
 * remount their content right after hydration (Tabs does, to apply the tab chosen in an earlier
 * visit), and a remounted block has lost its server HTML; with this copy it shows the same
 * highlighted markup again instead of plain text, and the code block component can still wait.
 */
const markupByBlock = new Map<string, string>();

interface BlockProps {
  children?: unknown;
  className?: string;
  metastring?: string;
  language?: string;
  title?: unknown;
  showLineNumbers?: unknown;
}

/**
 * What makes two blocks render the same HTML; null when the content is not plain text (a
 * block built from elements has no stable key).
 */
export function blockKey(props: BlockProps): string | null {
  const code = Array.isArray(props.children)
    ? props.children.every((part) => typeof part === 'string')
      ? props.children.join('')
      : null
    : typeof props.children === 'string'
      ? props.children
      : null;
  if (code === null) return null;
  if (props.title !== undefined && typeof props.title !== 'string') return null;
  return JSON.stringify([
    code,
    props.className ?? '',
    props.metastring ?? '',
    props.language ?? '',
    props.title ?? '',
    String(props.showLineNumbers ?? ''),
  ]);
}

export function rememberServerMarkup(key: string | null, html: string): void {
  if (key !== null && html) markupByBlock.set(key, html);
}

export function serverMarkupOf(key: string | null): string | null {
  return key === null ? null : (markupByBlock.get(key) ?? null);
}
