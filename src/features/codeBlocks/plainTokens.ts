/**
 * Which code tokens need no element of their own in the server's lean lines: those drawn in the
 * block's own text colour in every colour theme of the site. In our themes punctuation, operators
 * and namespaces are (about half of all tokens on the long guide).
 */
import type { PrismTheme } from 'prism-react-renderer';

type Style = Record<string, unknown>;

/**
 * The style prism-react-renderer 2.x gives a token of these types (its `themeToDict` and
 * `getTokenProps`: theme entries merged per type, a token's types merged in order). Entries
 * limited to some languages count for every language, so a type styled anywhere stays styled.
 */
export function tokenStyle(types: readonly string[], theme: PrismTheme): Style {
  const byType = stylesByType(theme);
  const plain: Style = { ...theme.plain, backgroundColor: undefined };
  return Object.assign({}, ...types.map((type) => (type === 'plain' ? plain : byType.get(type))));
}

/** Each theme's entries merged per type, built once per theme (SSG asks for every token). */
const byTypeOf = new WeakMap<PrismTheme, Map<string, Style>>();

function stylesByType(theme: PrismTheme): Map<string, Style> {
  let byType = byTypeOf.get(theme);
  if (!byType) {
    byType = new Map();
    for (const entry of theme.styles) {
      for (const type of entry.types) byType.set(type, { ...byType.get(type), ...entry.style });
    }
    byTypeOf.set(theme, byType);
  }
  return byType;
}

/** Per theme: a token's types (joined) → drawn in the block's text colour. */
const plainInTheme = new WeakMap<PrismTheme, Map<string, boolean>>();

function isPlainIn(types: readonly string[], theme: PrismTheme): boolean {
  let known = plainInTheme.get(theme);
  if (!known) plainInTheme.set(theme, (known = new Map()));
  const key = types.join(' ');
  let plain = known.get(key);
  if (plain === undefined) {
    plain = Object.entries(tokenStyle(types, theme)).every(
      ([property, value]) =>
        value === undefined || (property === 'color' && value === theme.plain.color),
    );
    known.set(key, plain);
  }
  return plain;
}

/** True when, in every theme, the token's style is at most the block's own text colour. */
export function drawsAsPlainText(types: readonly string[], themes: readonly PrismTheme[]): boolean {
  return themes.every((theme) => isPlainIn(types, theme));
}
