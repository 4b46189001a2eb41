/** Zoom settings as they live in `themeConfig.zoom`, and the options they give per theme and width. */

export type ColorMode = 'light' | 'dark';

export interface ZoomThemeConfig {
  selector: string;
  attachDelayMs: number;
  scrollOffset: number;
  marginDesktop: number;
  marginMobile: number;
  mobileBreakpoint: number;
  background: Record<ColorMode, string>;
}

export interface ZoomOptions {
  margin: number;
  background: string;
  scrollOffset: number;
}

/**
 * Desktop margin above the mobile breakpoint, none at or below it: 996 px is mobile, as for
 * Docusaurus and Infima (`MOBILE_BREAKPOINT_PX`).
 */
export function zoomOptionsFor(
  config: ZoomThemeConfig,
  colorMode: ColorMode,
  viewportWidth: number,
): ZoomOptions {
  return {
    margin: viewportWidth <= config.mobileBreakpoint ? config.marginMobile : config.marginDesktop,
    background: config.background[colorMode],
    scrollOffset: config.scrollOffset,
  };
}

export function colorModeOf(root: Element): ColorMode {
  return root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}
