/**
 * Replaces Docusaurus's own crash page: @docusaurus/core 3.10.2, lib/client/theme-fallback/Error
 * (the fallback of the app's outermost error boundary, for crashes outside the page content: the
 * navbar, the footer, Root and the demo modal host). The stock one is English and untranslatable
 * («This page crashed», «Try again», <title>Page Error</title>). Same structure: the message in the
 * layout, inside its own error boundary whose fallback is the bare message, because the layout
 * itself may be what crashed (a navbar component); and the same artificial route context.
 */
import React, { useEffect, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { translate } from '@docusaurus/Translate';
// Not a public export: the same module the core's own Error imports (`../../routeContext`), so
// that the theme's layout finds a route context here too (facebook/docusaurus#9852).
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import Layout from '@theme/Layout';
import type { Props } from '@theme/Error';

import CrashMessage from '@site/src/components/CrashMessage';
import { PRODUCT_NAME, TITLE_DELIMITER } from '@site/src/config/constants';

const pageTitle = () =>
  `${translate({
    id: 'magistral.Error.pageTitle',
    message: 'Сбой на странице',
    description: 'The <title> of the page shown when the site crashed outside the page content',
  })} ${TITLE_DELIMITER} ${PRODUCT_NAME}`;

/** The bare message: no layout, so its own <main> and its own document title. */
function BareCrash({ error, tryAgain }: Props): React.ReactElement {
  useEffect(() => {
    document.title = pageTitle();
  }, []);
  return (
    <main>
      <CrashMessage error={error} tryAgain={tryAgain} />
    </main>
  );
}

export default function Error({ error, tryAgain }: Props): ReactNode {
  return (
    <RouteContextProvider
      value={{ plugin: { name: 'docusaurus-core-error-boundary', id: 'default' } }}
    >
      <ErrorBoundary
        // As in the stock one: the original error is shown, not the one this boundary caught.
        fallback={() => <BareCrash error={error} tryAgain={tryAgain} />}
      >
        <Head>
          <title>{pageTitle()}</title>
        </Head>
        <Layout>
          <main className="container margin-vert--xl">
            <CrashMessage error={error} tryAgain={tryAgain} />
          </main>
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
