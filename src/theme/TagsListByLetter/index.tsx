/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (TagsListByLetter), changed only where marked
 * «Магистраль»: tags are grouped and sorted in Russian collation, explicitly. The theme's
 * listTagsByLetters compares with the runtime's default locale, which is the build machine's on
 * the server and the visitor's in the browser: a Russian browser ordered «Безопасность» before
 * «API management», the server after, and React reported a hydration mismatch on /docs/tags.
 */
import React, { type ReactNode } from 'react';
import type { TagLetterEntry } from '@docusaurus/theme-common';
import Tag from '@theme/Tag';
import type { Props } from '@theme/TagsListByLetter';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** «Магистраль»: the same order on the server and in every browser. */
const COLLATION_LOCALE = 'ru';

/** «Магистраль»: listTagsByLetters of @docusaurus/theme-common with an explicit locale. */
export function listTagsByLettersInRussian(tags: Props['tags']): TagLetterEntry[] {
  const groups: Record<string, Props['tags'][number][]> = {};
  for (const tag of Object.values(tags)) {
    const letter = tag.label.charAt(0).toUpperCase();
    (groups[letter] ??= []).push(tag);
  }
  return Object.entries(groups)
    .sort(([a], [b]) => a.localeCompare(b, COLLATION_LOCALE))
    .map(([letter, letterTags]) => ({
      letter,
      tags: letterTags.sort((a, b) => a.label.localeCompare(b.label, COLLATION_LOCALE)),
    }));
}

function TagLetterEntryItem({ letterEntry }: { letterEntry: TagLetterEntry }) {
  return (
    <article>
      <Heading as="h2" id={letterEntry.letter}>
        {letterEntry.letter}
      </Heading>
      <ul className="padding--none">
        {letterEntry.tags.map((tag) => (
          <li key={tag.permalink} className={styles.tag}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
      <hr />
    </article>
  );
}

export default function TagsListByLetter({ tags }: Props): ReactNode {
  const letterList = listTagsByLettersInRussian(tags);
  return (
    <section className="margin-vert--lg">
      {letterList.map((letterEntry) => (
        <TagLetterEntryItem key={letterEntry.letter} letterEntry={letterEntry} />
      ))}
    </section>
  );
}
