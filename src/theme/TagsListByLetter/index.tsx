import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Tag from '@theme/Tag';
import Heading from '@theme/Heading';
import type { Props } from '@theme/TagsListByLetter';

import { tagsByLetter } from './tagsByLetter';
import styles from './styles.module.css';

/**
 * Replaces (not wraps) the tags index list: the same markup as the stock one, sorted in the
 * site's locale so the build and the browser agree (see ./tagsByLetter.ts).
 */
export default function TagsListByLetter({ tags }: Props): React.ReactElement {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return (
    <section className="margin-vert--lg">
      {tagsByLetter(tags, locale).map((entry) => (
        <article key={entry.letter}>
          <Heading as="h2" id={entry.letter}>
            {entry.letter}
          </Heading>
          <ul className="padding--none">
            {entry.tags.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
