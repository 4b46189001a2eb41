import React from 'react';
import Translate from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/LastUpdated';

import { formatLastUpdated, isoDay } from '@site/src/features/freshness/lastUpdated';

/**
 * Replaces (not wraps) the theme's «last updated» line: the stock one formats the date with an
 * abbreviated month name and the format is not configurable. This one writes
 * «Обновлено: 22 ноября 2026 г.»; the words stay in i18n/ru/code.json under the theme's ids.
 */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): React.ReactElement {
  const atDate = lastUpdatedAt ? (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={isoDay(lastUpdatedAt)} itemProp="dateModified">
              {formatLastUpdated(lastUpdatedAt)}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  ) : (
    ''
  );
  const byUser = lastUpdatedBy ? (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{ user: <b>{lastUpdatedBy}</b> }}
    >
      {' by {user}'}
    </Translate>
  ) : (
    ''
  );
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{ atDate, byUser }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
