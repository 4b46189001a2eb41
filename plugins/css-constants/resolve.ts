/**
 * Replaces the build-time constants of src/config/cssConstants.ts in CSS text: custom media
 * `(--name)` in `@media` parameters and `env(--name)` in declaration values. An unknown name is
 * a build error, not CSS that silently never matches.
 */
import type { CssConstants } from '../../src/config/cssConstants';

function lookup(table: Record<string, string>, name: string, what: string): string {
  const value = table[name];
  if (value === undefined) {
    throw new Error(
      `css-constants: unknown ${what} "--${name}" (known: ${Object.keys(table).join(', ')})`,
    );
  }
  return value;
}

/** `screen and (--mobile)` → `screen and (max-width: 996px)`. */
export function resolveMediaParams(params: string, constants: CssConstants): string {
  return params.replace(/\(\s*--([\w-]+)\s*\)/g, (_match, name: string) =>
    lookup(constants.media, name, 'custom media'),
  );
}

/** `opacity env(--demo-close-fade) ease` → `opacity 500ms ease`. */
export function resolveEnv(value: string, constants: CssConstants): string {
  return value.replace(/env\(\s*--([\w-]+)\s*\)/g, (_match, name: string) =>
    lookup(constants.env, name, 'env() constant'),
  );
}
