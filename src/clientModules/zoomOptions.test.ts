import { describe, expect, it } from 'vitest';

import { IMAGE_ZOOM, MOBILE_BREAKPOINT_PX } from '../config/constants';
import { zoomOptionsFor, type ZoomThemeConfig } from './zoomOptions';

const config: ZoomThemeConfig = {
  selector: IMAGE_ZOOM.selector,
  attachDelayMs: IMAGE_ZOOM.attachDelayMs,
  scrollOffset: IMAGE_ZOOM.scrollOffsetPx,
  marginDesktop: IMAGE_ZOOM.marginDesktopPx,
  marginMobile: IMAGE_ZOOM.marginMobilePx,
  mobileBreakpoint: MOBILE_BREAKPOINT_PX,
  background: { light: IMAGE_ZOOM.backgroundLight, dark: IMAGE_ZOOM.backgroundDark },
};

describe('zoomOptionsFor', () => {
  it('60 px margin above the 996 px breakpoint, none at 996 px and below (as Docusaurus)', () => {
    expect(zoomOptionsFor(config, 'light', 1440).margin).toBe(60);
    expect(zoomOptionsFor(config, 'light', 997).margin).toBe(60);
    expect(zoomOptionsFor(config, 'light', 996).margin).toBe(0);
    expect(zoomOptionsFor(config, 'light', 995).margin).toBe(0);
    expect(zoomOptionsFor(config, 'light', 390).margin).toBe(0);
  });

  it('white background in light mode, dark grey in dark mode', () => {
    expect(zoomOptionsFor(config, 'light', 1440).background).toBe('#ffffff');
    expect(zoomOptionsFor(config, 'dark', 1440).background).toBe('#1b1b1d');
  });

  it('closes after a 40 px scroll', () => {
    expect(zoomOptionsFor(config, 'dark', 390).scrollOffset).toBe(40);
  });
});
