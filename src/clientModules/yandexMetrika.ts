/** Route hook for Yandex Metrika. Without YANDEX_METRIKA_ID nothing is loaded and nothing is sent. */
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';

import { installMetrika, metrikaCounterId, sendHit, shouldSendHit } from './analytics';

const counterId = metrikaCounterId(siteConfig.customFields);
const tagUrl = String(siteConfig.customFields?.yandexMetrikaTagUrl ?? '');
/** react-helmet-async sets a new page's title a few frames after the route update. */
const TITLE_WAIT_FRAMES = 30;

let installed = false;
// The server-rendered title is right before hydration; helmet may pass through the site's
// bare title while it hydrates, so the first hit uses this one.
let lastTitle = typeof document === 'undefined' ? '' : document.title;

/** Calls back with the new page's title once it differs from the previous one (or gives up). */
function whenTitleChanges(previous: string, callback: (title: string) => void): void {
  let frames = 0;
  const check = () => {
    frames += 1;
    if (document.title !== previous || frames >= TITLE_WAIT_FRAMES) callback(document.title);
    else window.requestAnimationFrame(check);
  };
  window.requestAnimationFrame(check);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!counterId || typeof window === 'undefined') return;
    if (!shouldSendHit(location, previousLocation)) return;
    if (!installed) {
      installMetrika(window, counterId, tagUrl);
      installed = true;
    }
    const url = location.pathname + location.search + location.hash;
    if (!previousLocation) {
      sendHit(window, counterId, url, lastTitle);
      return;
    }
    whenTitleChanges(lastTitle, (title) => {
      lastTitle = title;
      sendHit(window, counterId, url, title);
    });
  },
};

export default clientModule;
