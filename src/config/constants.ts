/**
 * Business constants of the site (timings, limits, breakpoints, fixed strings of the product).
 * Everything that is a number or a fixed string of the product lives here, once.
 */

/** The product name: a rebrand is one edit. */
export const PRODUCT_NAME = 'Магистраль';

/**
 * The mobile breakpoint: widths up to and including this are mobile, as Docusaurus
 * (`useWindowSize`) and Infima (`max-width: 996px`) have it; 997 px and up is desktop. CSS reads
 * it through `@media (--mobile)` and `@media (--desktop)` (src/config/cssConstants.ts).
 */
export const MOBILE_BREAKPOINT_PX = 996;

/**
 * Phones held upright: widths up to and including this. The search plugin folds its box to an
 * icon here (its SearchBar.module.css and SearchBar.jsx; constants.test.ts holds it to ours), and
 * the site's phone layouts follow: the «Демо» button, previous/next cards one above the other,
 * tables as cards. CSS reads it through `@media (--phone)` (src/config/cssConstants.ts).
 */
export const PHONE_MAX_WIDTH_PX = 576;

/**
 * Markdown tables of at least `minColumns` columns show each row as a card (every value under its
 * column's name) on phones (PHONE_MAX_WIDTH_PX). At 390 px every such table was wider than the
 * column and hid its last column (often «Что делать») behind a sideways scroll; at 768 px all but
 * one fit. plugins/tables marks the tables, src/components/ScrollableTable lays them out.
 */
export const STACKED_TABLES = {
  minColumns: 3,
  /**
   * A column whose values are all at most this long (`false`, `1–30 с`, ✓) shows each value on
   * the line of its name: a permissions matrix or a parameters table stays a short card.
   */
  shortValueMaxChars: 24,
} as const;

/**
 * Docusaurus shows its progress bar after this much navigation time. The theme hard-codes it
 * (theme-classic's nprogress.js); constants.test.ts holds it to this value.
 */
export const PROGRESS_BAR_DELAY_MS = 200;

export const DEMO_MODAL = {
  /** The close button fades the modal out over this time. */
  closeFadeMs: 500,
  /** A request with no answer by then ends in the error state, never an endless spinner. */
  requestTimeoutMs: 15_000,
  /** Path on the provider's API host that accepts a demo request. */
  endpointPath: '/send-email/',
  /** The fixed subject of every demo request e-mail. */
  subject: `Запись на демо платформы «${PRODUCT_NAME}»`,
  confirmCloseText: 'Вы уверены, что хотите закрыть окно?',
} as const;

/** Longest accepted value per form field; the form shows the limit as the visitor nears it. */
export const DEMO_FIELD_MAX_LENGTH = {
  name: 100,
  company: 150,
  email: 254,
  phone: 32,
  telegram: 64,
} as const;

/** canvas-confetti options on a successful demo request: 100 particles, spread 80, centred. */
export const CONFETTI = {
  particleCount: 100,
  spread: 80,
  origin: { x: 0.5, y: 0.5 },
} as const;

export const IMAGE_ZOOM = {
  /** Images are attached this long after each route update (content renders first). */
  attachDelayMs: 1000,
  /** A zoomed image closes after the page scrolls this far. */
  scrollOffsetPx: 40,
  /** Margin around the zoomed image on wide screens; none below the mobile breakpoint. */
  marginDesktopPx: 60,
  marginMobilePx: 0,
  backgroundLight: '#ffffff',
  backgroundDark: '#1b1b1d',
  /** Only images inside rendered Markdown are zoomable. */
  selector: '.markdown img',
} as const;

export const SEARCH = {
  languages: ['ru', 'en'],
  resultLimit: 8,
  snippetMaxLength: 50,
  /** English stop words are kept: «API key», «how to» are meaningful here. */
  keepStopWordsFor: ['en'],
} as const;

/**
 * Code blocks render highlighted on the server; their component (Prism, copy and wrap buttons)
 * loads when a block comes this close to the viewport, or on a pointer, focus or navigation.
 */
export const CODE_BLOCK_LOAD_MARGIN_PX = 600;

/**
 * Inline code up to this many characters with a hyphen or slash stays on one line
 * (plugins/inline-code): about 210 px at the code font, well inside a 390 px phone's column.
 */
export const UNBROKEN_INLINE_CODE_MAX_CHARS = 24;

/**
 * From this length a dotted or snake_case name in inline code may break after its separators
 * (plugins/inline-code): at 1280 px `monitoring.retentionDays` (24) and `gw.magistral.example.ru`
 * (23) pushed the configuration table past its column; `values.yaml` stays whole.
 */
export const BREAKABLE_INLINE_CODE_MIN_CHARS = 17;

/** Page scripts wait for the first paint (src/config/ssrTemplate.ts), but never longer than this. */
export const FIRST_PAINT_WAIT_MAX_MS = 3000;

/**
 * Work that waits for an idle main thread after hydration (src/features/idle/idle.ts) runs at
 * the latest this long after it was queued: the phone menu's build (src/theme/Navbar/MobileSidebar)
 * and the prefetching of linked pages (plugins/light-start).
 */
export const IDLE_WORK_TIMEOUT_MS = 4000;

export const TABLE_OF_CONTENTS = { minHeadingLevel: 2, maxHeadingLevel: 5 } as const;

export const TITLE_DELIMITER = '|';

/** Changing the id shows the announcement again to everybody who closed the previous one. */
export const ANNOUNCEMENT = {
  id: 'magistral-2026-11-extranet',
  text: `Новое в платформе «${PRODUCT_NAME}»: экстранет для партнёров и mTLS на внешнем контуре шлюза.`,
  linkText: 'Подробнее',
  linkPath: '/docs/services/extranet',
  /** White on the hero's navy: 16:1, in both themes. */
  backgroundColor: '#0b1f4d',
  textColor: '#ffffff',
} as const;

/**
 * «Была ли страница полезной?» under every doc page. Answers go to Yandex Metrika as goals
 * (create JavaScript-event goals with these identifiers in the counter's settings); the params
 * carry the page path, the answer and the reason code.
 */
export const PAGE_FEEDBACK = {
  goals: { yes: 'docs_feedback_yes', no: 'docs_feedback_no', reason: 'docs_feedback_reason' },
  /** Reason codes sent to Metrika; their Russian labels live in i18n/ru/code.json. */
  reasons: ['no-answer', 'wrong-instructions', 'outdated', 'hard-to-understand'],
  commentMaxLength: 500,
  /** localStorage key prefix; the page path follows it. One answer per page per visitor. */
  storagePrefix: 'magistral.feedback:',
} as const;

/** The image shown when a page is shared (Open Graph, Twitter/X): static/img/social-card.png. */
export const SOCIAL_CARD = {
  width: 1200,
  height: 630,
  alt: `«${PRODUCT_NAME}» — документация платформы управления API`,
} as const;

/**
 * Budget of a doc page's first-view JavaScript (every script it loads before it is idle), in KB
 * of gzip -9: the build contract (tests/e2e/build-contract.spec.ts) and the benchmark hold to it.
 */
export const FIRST_VIEW_JS_BUDGET_KB = 180;
