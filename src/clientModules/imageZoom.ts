/**
 * Image zoom for article content (medium-zoom). Options come from `themeConfig.zoom`;
 * images are attached a fixed delay after every route update, once each.
 */
import type { ClientModule } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';
import siteConfig from '@generated/docusaurus.config';
import type { Zoom } from 'medium-zoom';

import { colorModeOf, zoomOptionsFor, type ZoomThemeConfig } from './zoomOptions';

const config = siteConfig.themeConfig.zoom as ZoomThemeConfig;

let zoom: Zoom | undefined;
let attachTimer: number | undefined;

function currentOptions() {
  return zoomOptionsFor(config, colorModeOf(document.documentElement), window.innerWidth);
}

async function getZoom(): Promise<Zoom> {
  if (!zoom) {
    const { default: mediumZoom } = await import('medium-zoom');
    zoom = mediumZoom(currentOptions());
    const refresh = () => zoom?.update(currentOptions());
    // Follow a theme switch and a resize while zoomable images exist.
    new MutationObserver(refresh).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    window.addEventListener('resize', refresh, { passive: true });
  }
  return zoom;
}

/** Enter or Space, the keys that press a button. */
function isPress(event: KeyboardEvent): boolean {
  return event.key === 'Enter' || event.key === ' ';
}

/**
 * A zoomable image is a button for the keyboard too: reachable with Tab, opened with Enter or
 * Space (medium-zoom listens to clicks only). While zoomed, focus is on the zoomed copy (the
 * original is hidden, which would drop focus to the page), a button that closes it; Escape
 * closes it as well, and focus comes back to the image.
 */
function makeOperable(image: HTMLImageElement, instance: Zoom): void {
  if (image.dataset.zoomKeyboard) return;
  image.dataset.zoomKeyboard = 'on';
  image.tabIndex = 0;
  image.setAttribute('role', 'button');
  image.setAttribute(
    'aria-label',
    translate(
      {
        id: 'magistral.zoom.open',
        message: 'Увеличить изображение: {alt}',
        description: 'Accessible name of a zoomable image in the docs; {alt} is its description',
      },
      { alt: image.alt },
    ),
  );
  image.addEventListener('keydown', (event) => {
    if (!isPress(event)) return;
    event.preventDefault();
    void instance.open({ target: image });
  });
  image.addEventListener('medium-zoom:open', () => {
    // medium-zoom appends the zoomed copy right after this event.
    window.setTimeout(() => {
      const zoomed = document.querySelector<HTMLImageElement>('.medium-zoom-image--opened');
      if (!zoomed) return;
      zoomed.setAttribute(
        'aria-label',
        translate({
          id: 'magistral.zoom.close',
          message: 'Закрыть увеличенное изображение',
          description: 'Accessible name of a zoomed image; pressing it closes the zoom',
        }),
      );
      zoomed.addEventListener('keydown', (event) => {
        if (!isPress(event)) return;
        event.preventDefault();
        void instance.close();
      });
      zoomed.focus({ preventScroll: true });
    });
  });
  image.addEventListener('medium-zoom:closed', () => {
    const active = document.activeElement;
    if (active === null || active === document.body) image.focus({ preventScroll: true });
  });
}

async function attachImages(): Promise<void> {
  const images = Array.from(document.querySelectorAll<HTMLImageElement>(config.selector));
  if (images.length === 0 && !zoom) return;
  const instance = await getZoom();
  // Images of pages left behind are gone from the document: let them go.
  const stale = instance.getImages().filter((image) => !image.isConnected);
  if (stale.length > 0) instance.detach(...stale);
  // medium-zoom skips images it already holds, so nothing is attached twice.
  instance.attach(...images);
  images.forEach((image) => makeOperable(image, instance));
}

/**
 * A User Timing mark of each route update that schedules the attach: tests/e2e/zoom.spec.ts
 * times the delay from it (the page's own clock, not the test machine's).
 */
export const ROUTE_UPDATE_MARK = 'magistral:image-zoom:route-update';

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    performance.mark(ROUTE_UPDATE_MARK);
    // A zoomed image belongs to the page being left.
    void zoom?.close();
    window.clearTimeout(attachTimer);
    attachTimer = window.setTimeout(() => {
      // The zoom code is loaded on first use; if that fails (offline, a flaky network) the
      // images simply stay as they are, and the next route update tries again.
      attachImages().catch(() => undefined);
    }, config.attachDelayMs);
  },
};

export default clientModule;
