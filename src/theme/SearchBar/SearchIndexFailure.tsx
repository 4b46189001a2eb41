import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';

import styles from './styles.module.css';

/** The visitor-facing message for a search index that did not load. */
export default function SearchIndexFailure({
  variant,
}: {
  variant: 'dropdown' | 'page';
}): React.ReactElement {
  return (
    <p
      role="alert"
      className={clsx(styles.indexFailure, variant === 'dropdown' && styles.indexFailureDropdown)}
    >
      <Translate id="magistral.SearchBar.indexFailed">
        Не удалось загрузить поиск. Обновите страницу или попробуйте позже.
      </Translate>
    </p>
  );
}
