// The page script links of a built page and the ways bench:variant rewrites them
// (scriptVariants.mjs); apart, so that the build contract (tests/e2e/build-contract.spec.ts) holds
// every built page to the form they rewrite without loading the bench's helpers.

/** A page script's link as the minified build writes it (src/config/ssrTemplate.ts). */
export const PRELOAD_LINK = '<link rel=preload as=script fetchpriority=low href=';

/** Variant name → the link that replaces PRELOAD_LINK. */
export const SCRIPT_VARIANTS = {
  'after-paint': '<link rel=x-later href=',
  prefetch: '<link rel=prefetch as=script href=',
};

/**
 * A page with its script links rewritten for `variant`; a page without page scripts as it is.
 * Throws when a page has page scripts but not in the form this tool knows: the template changed,
 * and a variant that silently kept the preloads would measure the current build.
 * @param {string} html
 * @param {keyof typeof SCRIPT_VARIANTS} variant
 */
export function withScriptVariant(html, variant) {
  const replacement = SCRIPT_VARIANTS[variant];
  if (!replacement)
    throw new Error(`Unknown variant «${variant}»: ${Object.keys(SCRIPT_VARIANTS)}`);
  if (!html.includes('data-page-script')) return html;
  const next = html.replaceAll(PRELOAD_LINK, replacement);
  if (next === html || next.includes('rel=preload as=script'))
    throw new Error(
      `The page scripts are not written as «${PRELOAD_LINK}…»: re-check src/config/ssrTemplate.ts`,
    );
  return next;
}
