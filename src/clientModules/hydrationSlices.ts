import type { ClientModule } from '@docusaurus/types';

import { leavingFirstPage } from '@site/src/features/hydration/slices';

/**
 * A move to another page before the first page's sections have all hydrated: stop waiting for
 * them (src/features/hydration/slices.ts), so that `useIsBrowser()` is true before the next page
 * renders. onRouteUpdate runs before the new page is rendered.
 */
const hydrationSlices: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && previousLocation.pathname !== location.pathname) leavingFirstPage();
  },
};

export default hydrationSlices;
