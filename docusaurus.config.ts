import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {
  ANNOUNCEMENT,
  IMAGE_ZOOM,
  MOBILE_BREAKPOINT_PX,
  PRODUCT_NAME,
  SOCIAL_CARD,
  TABLE_OF_CONTENTS,
  TITLE_DELIMITER,
} from './src/config/constants';
import { SERVICES } from './src/config/services';
import { SSR_TEMPLATE } from './src/config/ssrTemplate';
import { readSettings } from './src/config/settings';
import { codeThemeByVariables } from './src/config/codeThemes';
import type { ZoomThemeConfig } from './src/clientModules/zoomOptions';
// Local plugins are imported, not named by path: imported, they are build dependencies of the
// bundler's persistent cache, so a change to one of them invalidates it.
import checkLinksInDev from './plugins/check-links';
import codeBlocksOnDemand from './plugins/code-blocks';
import { buildPipeline } from './plugins/deploy/sitePipeline';
import freeBundlingMemory from './plugins/free-bundling-memory';
import imagesAsFiles from './plugins/images-as-files';
import leanDocsMetadata from './plugins/lean-docs-metadata';
import leanRouteTable from './plugins/lean-route-table';
import leanTslib from './plugins/lean-tslib';
import lazyDevPages from './plugins/lazy-dev-pages';
import lightStart from './plugins/light-start';
import markdownExport from './plugins/markdown-export';
import rspack2 from './plugins/rspack-2';
import search from './plugins/search';
import recmaLazyStaticChildren from './plugins/static-article/recmaLazyStaticChildren';
import rehypeStaticBlocks from './plugins/static-article/rehypeStaticBlocks';
import rehypeUnbrokenInlineCode from './plugins/inline-code/rehypeUnbrokenInlineCode';
import rehypeTaskListLabels from './plugins/task-list/rehypeTaskListLabels';
import rehypeStackedTables from './plugins/tables/rehypeStackedTables';
import { SEARCH_OPTIONS } from './plugins/search/options';
import utf8Scripts from './plugins/utf8-scripts';
import cssConstants from './plugins/css-constants';
import { PRESET_PATH as CLASSIC_WITH_FAST_DOC_EDITS } from './plugins/fast-doc-edits/preset';

const settings = readSettings();

const zoom: ZoomThemeConfig = {
  selector: IMAGE_ZOOM.selector,
  attachDelayMs: IMAGE_ZOOM.attachDelayMs,
  scrollOffset: IMAGE_ZOOM.scrollOffsetPx,
  marginDesktop: IMAGE_ZOOM.marginDesktopPx,
  marginMobile: IMAGE_ZOOM.marginMobilePx,
  mobileBreakpoint: MOBILE_BREAKPOINT_PX,
  background: { light: IMAGE_ZOOM.backgroundLight, dark: IMAGE_ZOOM.backgroundDark },
};

const config: Config = {
  title: PRODUCT_NAME,
  tagline: 'Платформа управления API: реестр, шлюз, порталы для разработчиков и партнёров',
  favicon: 'img/favicon.svg',
  url: settings.siteUrl,
  baseUrl: '/',
  titleDelimiter: TITLE_DELIMITER,
  noIndex: false,
  // Scripts run one frame after the first paint (src/config/ssrTemplate.ts).
  ssrTemplate: SSR_TEMPLATE,
  // Its check («did the scripts run by DOMContentLoaded?») no longer holds: they run after it.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw' },
    // future.v4 turns MDX 1 compatibility off; explicit heading ids `## Шаги {#steps}` keep
    // anchors stable across edits, so that part stays on. So does the admonition title syntax
    // of the style guide (`:::warning Ключ показывается один раз`): without it such a block is
    // printed as plain text.
    mdx1Compat: { headingIds: true, admonitions: true },
  },

  future: { v4: true, faster: true },

  i18n: {
    defaultLocale: 'ru',
    locales: ['ru'],
    localeConfigs: { ru: { label: 'Русский', htmlLang: 'ru-RU' } },
  },

  customFields: {
    demoApiUrl: settings.demoApiUrl,
    supportEmail: settings.supportEmail,
    yandexMetrikaId: settings.yandexMetrikaId,
    yandexMetrikaTagUrl: settings.yandexMetrikaTagUrl,
    demoRequestTimeoutMs: settings.demoRequestTimeoutMs,
  },

  clientModules: [
    './src/clientModules/imageZoom.ts',
    './src/clientModules/yandexMetrika.ts',
    './src/clientModules/searchShortcut.ts',
    './src/clientModules/earlyInput.ts',
    './src/clientModules/codeBlocks.ts',
  ],

  presets: [
    [
      // The classic preset; in `docusaurus start` a doc edit that cannot change the docs
      // plugin's content does not reload it (plugins/fast-doc-edits).
      CLASSIC_WITH_FAST_DOC_EDITS,
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          lastVersion: 'current',
          versions: { current: { label: 'Next' } },
          breadcrumbs: true,
          // «Обновлено: …» from the last commit of each page (needs the full git history).
          showLastUpdateTime: true,
          // Short code names stay on one line; each checklist box is named by its item; wide tables
          // can show their rows as cards on a phone; runs of plain blocks keep their server HTML
          // while a page hydrates, and their content is built only when rendered.
          rehypePlugins: [
            rehypeUnbrokenInlineCode,
            rehypeTaskListLabels,
            rehypeStackedTables,
            rehypeStaticBlocks,
          ],
          recmaPlugins: [recmaLazyStaticChildren],
        },
        blog: false,
        pages: {},
        theme: { customCss: './src/css/custom.css' },
        // Declared below through the build pipeline, which waits for the file it writes.
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  themes: [
    // @easyops-cn/docusaurus-search-local with our query layer and index rewrite (plugins/search).
    [buildPipeline.ordered(search), SEARCH_OPTIONS],
  ],

  // `docusaurus build` is the whole build: the plugins that write files after it are `ordered`,
  // and the deploy step (CSP, redirects, precompression: plugins/deploy) waits for them.
  plugins: [
    [
      buildPipeline.ordered('@docusaurus/plugin-client-redirects'),
      // The docs root has no page of its own: it leads to the main doc.
      { redirects: [{ from: '/docs', to: '/docs/introduction' }] },
    ],
    [
      buildPipeline.ordered('@docusaurus/plugin-sitemap'),
      { ignorePatterns: ['/docs/tags', '/docs/tags/**'] },
    ],
    // Every doc page as Markdown at its address + .md, /llms.txt and /llms-full.txt.
    buildPipeline.ordered(markdownExport),
    // Code blocks highlighted on the server, Prism loaded in the browser only when needed.
    codeBlocksOnDemand,
    // Docusaurus 3.10's Rspack 1 options in Rspack 2's form (the server bundle's export, the cache).
    rspack2,
    // Bundling's memory let go before SSG and postBuild (the compilers, the loaders' garbage).
    freeBundlingMemory,
    // Cyrillic in scripts as UTF-8, not \uXXXX escapes.
    utf8Scripts,
    // `npm start` stops on broken doc links and anchors, and prints them after each edit.
    checkLinksInDev,
    // `npm start` compiles a page when a browser first opens it, not every page at start.
    lazyDevPages,
    // Markdown images as cached files, not base64 copies in the HTML and the page's script.
    imagesAsFiles,
    // The one tslib helper the router's utilities call, not all of tslib, in main.js.
    leanTslib,
    // Less work while a page starts: prefetching when idle, no ICU collator after hydration.
    lightStart,
    // No doc descriptions in the docs metadata every doc page loads (no doc cards here).
    leanDocsMetadata,
    // Less route table in main.js and runtime~main: no module paths, no chunk names in file names.
    leanRouteTable,
    // Breakpoint and modal fade in CSS from src/config (`@media (--mobile)`, `env(--…)`).
    cssConstants,
    // Last: server configuration and precompressed files from the finished build.
    buildPipeline.plugin,
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      { name: 'keywords', content: `API, управление API, шлюз API, реестр API, ${PRODUCT_NAME}` },
      // The social card (static/img/social-card.png, made by scripts/build-social-card.mjs).
      { property: 'og:site_name', content: PRODUCT_NAME },
      { property: 'og:type', content: 'website' },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(SOCIAL_CARD.width) },
      { property: 'og:image:height', content: String(SOCIAL_CARD.height) },
      { property: 'og:image:alt', content: SOCIAL_CARD.alt },
      { name: 'twitter:image:alt', content: SOCIAL_CARD.alt },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: `${ANNOUNCEMENT.text} <a href="${ANNOUNCEMENT.linkPath}">${ANNOUNCEMENT.linkText}</a>`,
      backgroundColor: ANNOUNCEMENT.backgroundColor,
      textColor: ANNOUNCEMENT.textColor,
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: true },
    },
    tableOfContents: TABLE_OF_CONTENTS,
    navbar: {
      title: PRODUCT_NAME,
      logo: { alt: `${PRODUCT_NAME} — на главную`, src: 'img/logo.svg', width: 32, height: 32 },
      hideOnScroll: false,
      items: [
        { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Документация' },
        { type: 'localeDropdown', position: 'right' },
        { type: 'search', position: 'right' },
        { type: 'custom-demoButton', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Сервисы',
          items: SERVICES.map(({ title, to }) => ({ label: title, to })),
        },
        {
          title: 'Начало работы',
          items: [
            { label: 'Введение', to: '/docs/introduction' },
            {
              label: 'Как добавить API и подключиться к нему',
              to: '/docs/services/api-management/guides/how-to-add-api-and-connect-to-it',
            },
            { label: 'Безопасность', to: '/docs/security' },
          ],
        },
        {
          title: 'Поддержка',
          items: [
            { label: settings.supportEmail, href: `mailto:${settings.supportEmail}` },
            { label: 'Теги документации', to: '/docs/tags' },
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} ${PRODUCT_NAME}`,
    },
    prism: {
      // One theme of CSS variables for both modes (src/config/codeThemes.ts): a block's server
      // HTML is right in the dark theme too; switching themes changes only the variables' values.
      theme: codeThemeByVariables,
      darkTheme: codeThemeByVariables,
      // json and yaml come with prism-react-renderer's own Prism: adding them again would ship
      // their grammars twice in the main bundle.
      additionalLanguages: ['bash', 'http'],
    },
    zoom,
  } satisfies Preset.ThemeConfig & { zoom: ZoomThemeConfig },
};

export default config;
