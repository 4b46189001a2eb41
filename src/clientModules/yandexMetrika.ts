/** Route hook for Yandex Metrika. Without YANDEX_METRIKA_ID nothing is loaded and nothing is sent. */
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';

import { installMetrika, sendHit, shouldSendHit } from './analytics';

const counterId = Number(siteConfig.customFields?.yandexMetrikaId || 0);
const tagUrl = String(siteConfig.customFields?.yandexMetrikaTagUrl ?? '');

let installed = false;

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!counterId || typeof window === 'undefined') return;
    if (!shouldSendHit(location, previousLocation)) return;
    if (!installed) {
      installMetrika(window, counterId, tagUrl);
      installed = true;
    }
    const url = location.pathname + location.search + location.hash;
    // react-helmet-async sets the new page's title on the next tick (facebook/docusaurus#7420).
    window.setTimeout(() => sendHit(window, counterId, url, document.title));
  },
};

export default clientModule;
