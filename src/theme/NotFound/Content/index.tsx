import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';

import { PRODUCT_NAME } from '@site/src/config/constants';

/**
 * Replaces (not wraps) the not-found content: the stock one has no way home, and a wrap could
 * only add it outside the stock <main>. Texts stay in i18n/ru/code.json under the theme's ids
 * (the product name comes in as `{productName}`).
 */
export default function NotFoundContent({ className }: Props): React.ReactElement {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title">Page Not Found</Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" values={{ productName: PRODUCT_NAME }}>
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2">Please go back to the home page.</Translate>
          </p>
          <p>
            <Link className="button button--primary" to="/">
              <Translate id="magistral.NotFound.home">На главную</Translate>
            </Link>{' '}
            <Link className="button button--secondary" to="/docs/introduction">
              <Translate id="magistral.NotFound.docs">К документации</Translate>
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
