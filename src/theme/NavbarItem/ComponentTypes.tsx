import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';

import DemoButton from '@site/src/features/demo/DemoButton';

/** Adds the navbar item type `custom-demoButton` (the «Записаться на демо» button). */
export default {
  ...ComponentTypes,
  'custom-demoButton': DemoButton,
};
