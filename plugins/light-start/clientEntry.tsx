/**
 * [magistral] swap of @docusaurus/core 3.10.2 lib/client/clientEntry.js (production client
 * bundle; see index.ts), the entry of main.js.
 *
 * Why: upstream imports the whole app statically, so running main.js evaluates React DOM, the
 * route table, the theme and the client modules in one task: on a phone the longest task of a doc
 * page's start. Here the same modules are evaluated in slices, one task each, and the browser may
 * paint or handle input between them:
 *  1. main.js itself: this file and React;
 *  2. React DOM;
 *  3. the route table and the helpers behind `window.docusaurus`;
 *  4. the app: client modules; the theme's layout; the rest of the app and the router;
 *  5. the page's route, one matched route per task (upstream's preload, in steps): the docs'
 *     layouts, then the page itself; its chunks are usually loaded already, listed in the page
 *     (plugins/light-start/routeChunks.ts);
 *  then, as upstream, hydration in a transition.
 * The imports are eager (`webpackMode: "eager"`): the modules stay in main.js, no chunk is added,
 * only the moment they are evaluated changes. Everything else is upstream's code; the dev server
 * keeps upstream's entry (hot reload). tests/contracts/upstream.json holds upstream's hash.
 */
import React, { startTransition } from 'react';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Lets the browser run what waits (paint, input, other scripts) before the next slice. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

async function start(): Promise<void> {
  await nextTask();
  const ReactDOM = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{ default: docusaurus }, { default: routes }, { matchRoutes }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
  ]);
  window.docusaurus = docusaurus;
  // The app in three steps, each evaluating what the previous ones have not: the client modules,
  // the theme's layout (navbar, footer, their contexts), the rest of the app.
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@theme/Layout');
  await nextTask();
  const [{ HelmetProvider }, { BrowserRouter, HashRouter }, { default: App }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  ]);
  // Upstream's preload(pathname) (core lib/client/preload.js), one matched route per task: the
  // docs' layouts, then the page (its component and content), each evaluated on its own.
  const { pathname } = window.location;
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) =>
    matchRoutes(routes, path),
  );
  for (const match of matches) {
    await nextTask();
    await match.route.component.preload?.();
  }

  function Router({ children }: { children: React.ReactNode }) {
    return siteConfig.future.experimental_router === 'hash' ? (
      <HashRouter>{children}</HashRouter>
    ) : (
      <BrowserRouter>{children}</BrowserRouter>
    );
  }
  const container = document.getElementById('__docusaurus')!;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    if (hydrate) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, { onRecoverableError });
    } else {
      const root = ReactDOM.createRoot(container, { onRecoverableError });
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  startTransition(renderApp);
}

if (ExecutionEnvironment.canUseDOM) void start();
