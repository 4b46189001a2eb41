/**
 * Global classes that src/css/custom.css defines and both components and rehype plugins put on
 * elements (a CSS module's class cannot be named from Markdown's build-time plugins).
 */

/** Out of sight on phones (`@media (--phone)`) but still read by screen readers. */
export const VISUALLY_HIDDEN_ON_PHONE_CLASS = 'visually-hidden-on-phone';
