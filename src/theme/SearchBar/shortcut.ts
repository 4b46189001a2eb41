export const SEARCH_INPUT_LABEL = 'Поиск по документации';

export interface ShortcutEvent {
  code: string;
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * Ctrl+K or Cmd+K, by the physical key (`code`) so a Russian layout («л») works too, or by the
 * character «k» for layouts that move it elsewhere.
 */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  return (
    (event.code === 'KeyK' || event.key.toLowerCase() === 'k') &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}
