/**
 * Values of src/config/constants.ts that CSS needs, resolved at build time by
 * plugins/css-constants: CSS never repeats a number the code also knows.
 *
 * - `@media (--mobile)` and `@media (--desktop)`: custom media queries (Media Queries level 5
 *   syntax), the mobile breakpoint as Docusaurus and Infima have it (≤ 996 px is mobile);
 *   `@media (--phone)`: phones held upright (≤ 576 px), as the search box has it.
 * - `env(--demo-close-fade)`: a build-time constant in a declaration value (the syntax of
 *   postcss-env-function); unlike a custom property it also reaches `::backdrop`, which does not
 *   inherit in every browser.
 * - `env(--code-light-keyword)`, `env(--code-dark-keyword)`, …: the code block palettes of
 *   src/config/codeThemes.ts, for the variables custom.css sets per colour theme.
 */
import { PALETTE_SLOTS, codePaletteDark, codePaletteLight } from './codeThemes';
import { DEMO_MODAL, MOBILE_BREAKPOINT_PX, PHONE_MAX_WIDTH_PX } from './constants';

export interface CssConstants {
  /** Custom media names (without `--`) and the media query each stands for. */
  media: Record<string, string>;
  /** `env(--name)` names (without `--`) and their values. */
  env: Record<string, string>;
}

export const CSS_CONSTANTS: CssConstants = {
  media: {
    mobile: `(max-width: ${MOBILE_BREAKPOINT_PX}px)`,
    desktop: `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`,
    phone: `(max-width: ${PHONE_MAX_WIDTH_PX}px)`,
  },
  env: {
    'demo-close-fade': `${DEMO_MODAL.closeFadeMs}ms`,
    ...Object.fromEntries(
      PALETTE_SLOTS.flatMap((slot) => [
        [`code-light-${slot}`, codePaletteLight[slot]],
        [`code-dark-${slot}`, codePaletteDark[slot]],
      ]),
    ),
  },
};
