import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';

import {
  ANNOUNCEMENT,
  IMAGE_ZOOM,
  MOBILE_BREAKPOINT_PX,
  PRODUCT_NAME,
  SEARCH,
  TABLE_OF_CONTENTS,
  TITLE_DELIMITER,
} from './src/config/constants';
import { readSettings } from './src/config/settings';
import { codeThemeDark, codeThemeLight } from './src/config/codeThemes';
import type { ZoomThemeConfig } from './src/clientModules/zoomOptions';

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
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  searchBarShortcutKeymap: 'mod+k',
} satisfies SearchOptions;

const config: Config = {
  title: PRODUCT_NAME,
  tagline: 'Платформа управления API: реестр, шлюз, порталы для разработчиков и партнёров',
  favicon: 'img/favicon.svg',
  url: settings.siteUrl,
  baseUrl: '/',
  titleDelimiter: TITLE_DELIMITER,
  noIndex: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw' },
    // future.v4 turns MDX 1 compatibility off; explicit heading ids `## Шаги {#steps}` keep
    // anchors stable across edits, so that part stays on.
    mdx1Compat: { headingIds: true },
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
        },
        blog: false,
        pages: {},
        theme: { customCss: './src/css/custom.css' },
        sitemap: { ignorePatterns: ['/docs/tags', '/docs/tags/**'] },
      } satisfies Preset.Options,
    ],
  ],

  themes: [['@easyops-cn/docusaurus-search-local', search]],

  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      // The docs root has no page of its own: it leads to the main doc.
      { redirects: [{ from: '/docs', to: '/docs/introduction' }] },
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      { name: 'keywords', content: 'API, управление API, шлюз API, реестр API, Магистраль' },
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
