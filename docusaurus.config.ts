import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Config, Plugin } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';

import {
  ANNOUNCEMENT,
  IMAGE_ZOOM,
  MOBILE_BREAKPOINT_PX,
  PRODUCT_NAME,
  SEARCH,
  SOCIAL_CARD,
  TABLE_OF_CONTENTS,
  TITLE_DELIMITER,
} from './src/config/constants';
import { SSR_TEMPLATE } from './src/config/ssrTemplate';
import { readSettings } from './src/config/settings';
import { codeThemeDark, codeThemeLight } from './src/config/codeThemes';
import type { ZoomThemeConfig } from './src/clientModules/zoomOptions';
import markdownExport from './plugins/markdown-export';
// Local plugins are imported, not named by path: imported, they are build dependencies of the
// bundler's persistent cache, so a change to one of them invalidates it.
import imagesAsFiles from './plugins/images-as-files';
import leanTslib from './plugins/lean-tslib';
import searchLeanClient from './plugins/search-lean-client';
import searchQueryRewrite from './plugins/search-query-rewrite';
import utf8Scripts from './plugins/utf8-scripts';
import cssConstants from './plugins/css-constants';

const settings = readSettings();

/**
 * The search plugin loads its index through this module and has no error path: a missing or
 * broken index leaves an endless loading ring. Its importers get src/theme/SearchBar/
 * searchByWorker.ts instead, which wraps the original and reports the failure (the alias matches
 * only the plugin's own extension-less import, so the wrapper still reaches the original).
 */
const searchWorkerClient = createRequire(import.meta.url).resolve(
  '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js',
);
function searchIndexFailurePlugin(): Plugin {
  return {
    name: 'magistral-search-index-failure',
    configureWebpack: () => ({
      resolve: {
        alias: {
          [searchWorkerClient.replace(/\.js$/, '')]: fileURLToPath(
            new URL('./src/theme/SearchBar/searchByWorker.ts', import.meta.url),
          ),
        },
      },
    }),
  };
}

/**
 * The theme registers the extra Prism grammars in a client module, which puts Prism (≈30 KB
 * compressed) into the main bundle of every page. The code block registers them in its own lazy
 * chunk instead (src/features/codeBlocks/highlighted.ts), so that module is swapped for an empty one.
 */
const prismClientModule = createRequire(import.meta.url).resolve(
  '@docusaurus/theme-classic/lib/prism-include-languages.js',
);
function codeBlocksOnDemandPlugin(): Plugin {
  const codeBlocks = (file: string) =>
    fileURLToPath(new URL(`./src/features/codeBlocks/${file}`, import.meta.url));
  return {
    name: 'magistral-code-blocks-on-demand',
    configureWebpack: (_config, isServer, { currentBundler }) => ({
      // The server renders code blocks at once (see HighlightedOnDemand.tsx).
      plugins: isServer
        ? [
            new currentBundler.instance.NormalModuleReplacementPlugin(
              /codeBlocks\/HighlightedOnDemand$/,
              codeBlocks('serverCodeBlock.ts'),
            ),
          ]
        : [],
      resolve: {
        // The theme lists it without the extension; both spellings, in case that changes.
        alias: {
          ...Object.fromEntries(
            [prismClientModule, prismClientModule.replace(/\.js$/, '')].map((request) => [
              request,
              codeBlocks('noPrismClientModule.ts'),
            ]),
          ),
        },
      },
    }),
  };
}

const zoom: ZoomThemeConfig = {
  selector: IMAGE_ZOOM.selector,
  attachDelayMs: IMAGE_ZOOM.attachDelayMs,
  scrollOffset: IMAGE_ZOOM.scrollOffsetPx,
  marginDesktop: IMAGE_ZOOM.marginDesktopPx,
  marginMobile: IMAGE_ZOOM.marginMobilePx,
  mobileBreakpoint: MOBILE_BREAKPOINT_PX,
  background: { light: IMAGE_ZOOM.backgroundLight, dark: IMAGE_ZOOM.backgroundDark },
};

const search = {
  language: [...SEARCH.languages],
  hashed: true,
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: '/docs',
  searchResultLimits: SEARCH.resultLimit,
  searchResultContextMaxLength: SEARCH.snippetMaxLength,
  removeDefaultStopWordFilter: [...SEARCH.keepStopWordsFor],
  // Off here so that the plugin's generated module does not bundle mark.js; the highlighting of
  // the query on the page a result opens is back through plugins/search-lean-client, which loads
  // mark.js only when there is something to mark.
  highlightSearchTermsOnTargetPage: false,
  searchBarShortcutKeymap: 'mod+k',
  // Code blocks stay out of the index: their keys and commands are explained in the prose around
  // them, and the index on the wire drops from 357 to 323 KB (brotli) with better rankings
  // (npm run bench:search: top-3 0.96 → 0.98, MRR 0.90 → 0.92).
  ignoreCssSelectors: ['.theme-code-block'],
} satisfies SearchOptions;

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
      'classic',
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
        },
        blog: false,
        pages: {},
        theme: { customCss: './src/css/custom.css' },
        sitemap: { ignorePatterns: ['/docs/tags', '/docs/tags/**'] },
      } satisfies Preset.Options,
    ],
  ],

  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      // The search benchmark builds a second site with the plugin as it comes (only the
      // languages set) to print both side by side.
      settings.searchPluginDefaults ? { language: [...SEARCH.languages], hashed: true } : search,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      // The docs root has no page of its own: it leads to the main doc.
      { redirects: [{ from: '/docs', to: '/docs/introduction' }] },
    ],
    // Our query tokenizer and builder for the search worker: ё, punctuation, synonyms, layout.
    ...(settings.searchPluginDefaults ? [] : [searchQueryRewrite]),
    // The search bar without lunr and mark.js in the main bundle; highlighting loads on demand.
    ...(settings.searchPluginDefaults ? [] : [searchLeanClient]),
    // Every doc page as Markdown at its address + .md, /llms.txt and /llms-full.txt.
    markdownExport,
    searchIndexFailurePlugin,
    codeBlocksOnDemandPlugin,
    // Cyrillic in scripts as UTF-8, not \uXXXX escapes.
    utf8Scripts,
    // Markdown images as cached files, not base64 copies in the HTML and the page's script.
    imagesAsFiles,
    // The one tslib helper the router's utilities call, not all of tslib, in main.js.
    leanTslib,
    // Breakpoint and modal fade in CSS from src/config (`@media (--mobile)`, `env(--…)`).
    cssConstants,
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
          items: [
            { label: 'Реестр API', to: '/docs/services/api-registry/description' },
            { label: 'Управление API', to: '/docs/services/api-management/description' },
            { label: 'API-платформа', to: '/docs/services/api-platform' },
            { label: 'Экстранет', to: '/docs/services/extranet' },
          ],
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
      theme: codeThemeLight,
      darkTheme: codeThemeDark,
      // json and yaml come with prism-react-renderer's own Prism: adding them again would ship
      // their grammars twice in the main bundle.
      additionalLanguages: ['bash', 'http'],
    },
    zoom,
  } satisfies Preset.ThemeConfig & { zoom: ZoomThemeConfig },
};

export default config;
