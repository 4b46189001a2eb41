import type { ClientModule } from '@docusaurus/types';

import { codeBlockTrigger, isPageChange } from '@site/src/features/codeBlocks/loadTrigger';

/**
 * Moving to another page starts loading the code block component, in parallel with the page's
 * own chunks, so blocks on the next page render highlighted rather than plain for a moment.
 */
const codeBlocks: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (isPageChange(previousLocation, location)) codeBlockTrigger.request();
  },
};

export default codeBlocks;
