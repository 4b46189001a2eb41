/**
 * Replaces @docusaurus/core 3.10.2 lib/client/prefetch.js; swapped in by plugins/light-start.
 *
 * The core prefetches the code of every page a visible link leads to: when a <Link> enters the
 * viewport, `docusaurus.prefetch(route)` asks this helper for each of the route's chunks. The
 * stock helper appends a <link rel="prefetch"> at once, for every chunk of every route, including
 * chunks the current page has already loaded and chunks another link asked for a moment ago
 * (the core skips a repeated route, not a repeated chunk). On the long guide the first
 * intersection callback appended dozens of them in one task, 150 ms at a phone's speed (4× CPU),
 * right after hydration. Here each file is asked for once, files the page has already loaded are
 * skipped, and the elements are appended while the main thread is idle, a few per idle period.
 * The two strategies (link element, or XHR where prefetch is not supported) and the promise that
 * settles when the file arrived or failed are the stock helper's. A route chunk's address may
 * name it by the lazy map of plugins/lean-route-table (lazyChunkNames.ts): the map is loaded
 * once, when idle, and the chunk's file is prefetched as any other.
 */
import { IDLE_WORK_TIMEOUT_MS } from '../../src/config/constants';
import { whenIdle, type IdleDeadlineLike } from '../../src/features/idle/idle';
import { LAZY_CHUNK_URL } from '../lean-route-table/lazyChunkUrl';

/** The bundler's runtime: public path and a chunk id's file (webpack and Rspack alike). */
declare const __webpack_require__: { p: string; u(chunkId: string): string };

function supports(feature: string): boolean {
  try {
    return document.createElement('link').relList.supports(feature);
  } catch {
    return false;
  }
}

function linkPrefetchStrategy(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'prefetch');
    link.setAttribute('href', url);
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(url));
    (document.head ?? document.body).appendChild(link);
  });
}

function xhrPrefetchStrategy(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', url, true);
    request.withCredentials = true;
    request.onload = () => (request.status === 200 ? resolve() : reject(new Error(url)));
    request.onerror = () => reject(new Error(url));
    request.send(null);
  });
}

/**
 * One idle callback appends files for at most this long (and always one): short enough that even
 * on a phone four times slower the callback stays well under a long task (50 ms).
 */
const IDLE_SLICE_MS = 8;

interface Pending {
  url: string;
  settle: () => void;
}

const asked = new Map<string, Promise<void>>();
const queue: Pending[] = [];
let cancelScheduled: (() => void) | null = null;

let strategy: ((url: string) => Promise<void>) | null = null;

/** Files the page has loaded or is loading as scripts or stylesheets: nothing to prefetch. */
function filesOnPage(): Set<string> {
  const files = new Set(Array.from(document.scripts, (script) => script.src));
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[href]'))) {
    if (link.rel !== 'prefetch') files.add(link.href);
  }
  return files;
}

function drain(deadline: IdleDeadlineLike): void {
  cancelScheduled = null;
  strategy ??= supports('prefetch') ? linkPrefetchStrategy : xhrPrefetchStrategy;
  const stopAt = performance.now() + Math.min(deadline.timeRemaining(), IDLE_SLICE_MS);
  const onPage = filesOnPage();
  do {
    const next = queue.shift();
    if (!next) break;
    if (onPage.has(new URL(next.url, document.baseURI).href)) next.settle();
    else strategy(next.url).then(next.settle, next.settle); // 404s are logged by the browser
  } while (queue.length > 0 && performance.now() < stopAt);
  if (queue.length > 0) cancelScheduled = whenIdle(drain, IDLE_WORK_TIMEOUT_MS);
}

const chunkNameMaps = new Map<string, Promise<Record<string, string>>>();

/** The «chunk name → id» map (plugins/lean-route-table/lazyChunkNames.ts), loaded once when idle. */
function chunkIds(mapUrl: string): Promise<Record<string, string>> {
  let map = chunkNameMaps.get(mapUrl);
  if (!map) {
    map = new Promise<void>((resolve) => whenIdle(() => resolve(), IDLE_WORK_TIMEOUT_MS))
      .then(() => fetch(mapUrl))
      .then((response) => (response.ok ? response.json() : {}))
      .catch(() => ({}));
    chunkNameMaps.set(mapUrl, map);
  }
  return map;
}

/** Same contract as the stock helper: resolves when the file arrived, failed or was skipped. */
export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  // A route chunk named by the lazy map (core's `gca` replaced by plugins/lean-route-table).
  const lazy = LAZY_CHUNK_URL.exec(url);
  if (lazy) {
    const [, mapUrl, chunkName] = lazy;
    return chunkIds(mapUrl).then((ids) =>
      ids[chunkName] === undefined
        ? undefined
        : prefetch(__webpack_require__.p + __webpack_require__.u(ids[chunkName])),
    );
  }
  let promise = asked.get(url);
  if (!promise) {
    promise = new Promise<void>((settle) => queue.push({ url, settle }));
    asked.set(url, promise);
    cancelScheduled ??= whenIdle(drain, IDLE_WORK_TIMEOUT_MS);
  }
  return promise;
}
