/**
 * Environment-driven settings, read once at build time (Node side) and handed to the browser
 * through `customFields`. Nothing here is a secret: everything ends up in the static site.
 */
import { withoutTrailingSlash } from '../utils/url';
import { DEMO_MODAL } from './constants';

export interface SiteSettings {
  /** Public address of the site, used for canonical URLs and the sitemap. */
  siteUrl: string;
  /** Base URL of the provider's API host; the demo form posts to `<demoApiUrl>/send-email/`. */
  demoApiUrl: string;
  /** Yandex Metrika counter id; empty means no analytics script and nothing sent. */
  yandexMetrikaId: string;
  /** Address of Metrika's tag script (overridable for a mirror or a test receiver). */
  yandexMetrikaTagUrl: string;
  /** Mailbox shown to visitors when a demo request fails. */
  supportEmail: string;
  /** How long the demo request may take before it is treated as failed. */
  demoRequestTimeoutMs: number;
  /**
   * Where the build writes the server configuration it derives (CSP, redirects): the folder the
   * nginx config includes. Benchmarks point it at their own folder.
   */
  deployGeneratedDir: string;
}

type Env = Record<string, string | undefined>;

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive integer (milliseconds), got "${value}"`);
  }
  return parsed;
}

function url(value: string | undefined, fallback: string, name: string): string {
  const raw = value && value.trim() !== '' ? value.trim() : fallback;
  try {
    new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  return withoutTrailingSlash(raw);
}

export function readSettings(env: Env = process.env): SiteSettings {
  const metrikaId = (env.YANDEX_METRIKA_ID ?? '').trim();
  if (metrikaId !== '' && !/^\d+$/.test(metrikaId)) {
    throw new Error(`YANDEX_METRIKA_ID must be digits only, got "${metrikaId}"`);
  }
  return {
    siteUrl: url(env.SITE_URL, 'https://docs.magistral.example.ru', 'SITE_URL'),
    demoApiUrl: url(env.DEMO_API_URL, 'https://api.magistral.example.ru', 'DEMO_API_URL'),
    yandexMetrikaId: metrikaId,
    yandexMetrikaTagUrl: url(
      env.YANDEX_METRIKA_TAG_URL,
      'https://mc.yandex.ru/metrika/tag.js',
      'YANDEX_METRIKA_TAG_URL',
    ),
    supportEmail: (env.SUPPORT_EMAIL ?? '').trim() || 'support@magistral.example.ru',
    demoRequestTimeoutMs: positiveInt(
      env.DEMO_REQUEST_TIMEOUT_MS,
      DEMO_MODAL.requestTimeoutMs,
      'DEMO_REQUEST_TIMEOUT_MS',
    ),
    deployGeneratedDir: (env.DEPLOY_GENERATED_DIR ?? '').trim() || 'deploy/generated',
  };
}
