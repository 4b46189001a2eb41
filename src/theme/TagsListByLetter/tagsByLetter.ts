/** The subset of a tag that the list by letter needs (`TagsListItem` of @docusaurus/utils). */
export interface ListedTag {
  label: string;
  permalink: string;
  count: number;
  description?: string;
}

export interface LetterEntry<T extends ListedTag> {
  letter: string;
  tags: T[];
}

/**
 * Groups tags by their first letter and sorts letters and tags in the site's locale. The stock
 * `listTagsByLetters` compares with the runtime's default locale, which differs between the
 * build (Node, usually en) and a Russian browser: Latin and Cyrillic swap places and React's
 * hydration fails (error #418) on /docs/tags.
 */
export function tagsByLetter<T extends ListedTag>(
  tags: readonly T[],
  locale: string,
): LetterEntry<T>[] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toLocaleUpperCase(locale);
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  const compare = (a: string, b: string) => a.localeCompare(b, locale);
  return [...groups.entries()]
    .sort(([a], [b]) => compare(a, b))
    .map(([letter, letterTags]) => ({
      letter,
      tags: [...letterTags].sort((a, b) => compare(a.label, b.label)),
    }));
}
