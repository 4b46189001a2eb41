/**
 * Image zoom for article content (medium-zoom). Options come from `themeConfig.zoom`;
 * images are attached a fixed delay after every route update, once each.
 */
import type { ClientModule } from '@docusaurus/types';
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

async function attachImages(): Promise<void> {
  const images = Array.from(document.querySelectorAll<HTMLImageElement>(config.selector));
  if (images.length === 0 && !zoom) return;
  const instance = await getZoom();
  // Images of pages left behind are gone from the document: let them go.
  const stale = instance.getImages().filter((image) => !image.isConnected);
  if (stale.length > 0) instance.detach(...stale);
  // medium-zoom skips images it already holds, so nothing is attached twice.
  instance.attach(...images);
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
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
