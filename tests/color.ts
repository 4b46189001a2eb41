/**
 * WCAG color arithmetic for the contrast tests: parses computed CSS colors, composites
 * translucent layers and computes contrast ratios. Pure functions, no browser.
 */

/** Red, green, blue 0–255 and alpha 0–1. */
export type Rgba = readonly [number, number, number, number];

const WHITE: Rgba = [255, 255, 255, 1];

/** Parses what getComputedStyle returns for a color: `rgb(…)`, `rgba(…)`, `rgb(r g b / a)`. */
export function parseColor(css: string): Rgba | null {
  const match =
    /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(
      css.trim(),
    );
  if (!match) return css.trim() === 'transparent' ? [0, 0, 0, 0] : null;
  const alphaText = match[4];
  const alpha =
    alphaText === undefined
      ? 1
      : alphaText.endsWith('%')
        ? Number(alphaText.slice(0, -1)) / 100
        : Number(alphaText);
  return [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
}

/** Every color named in a computed `background-image` (gradient stops); none for `none`. */
export function colorsInImage(image: string): Rgba[] {
  return [...image.matchAll(/rgba?\([^)]*\)/g)]
    .map((m) => parseColor(m[0]))
    .filter((c): c is Rgba => c !== null);
}

/** `top` painted over `bottom` (source-over). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const alpha = top[3] + bottom[3] * (1 - top[3]);
  if (alpha === 0) return [0, 0, 0, 0];
  const channel = (i: 0 | 1 | 2) =>
    (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / alpha;
  return [channel(0), channel(1), channel(2), alpha];
}

/** Relative luminance (WCAG 2.x). */
export function luminance([r, g, b]: Rgba): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgba, b: Rgba): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/** One painted layer: an element's `background-color` and `background-image`. */
export interface Layer {
  color: string;
  image: string;
}

/**
 * The backgrounds that can sit behind an element, from its own layer outwards to the root,
 * painted over the white canvas. A gradient yields one candidate per stop, so the caller can
 * take the worst case.
 */
export function backgroundsBehind(layersInsideOut: readonly Layer[]): Rgba[] {
  let candidates: Rgba[] = [WHITE];
  for (const layer of [...layersInsideOut].reverse()) {
    const color = parseColor(layer.color);
    if (color && color[3] > 0) candidates = candidates.map((c) => composite(color, c));
    const stops = colorsInImage(layer.image);
    if (stops.length > 0) {
      candidates = stops.flatMap((stop) => candidates.map((c) => composite(stop, c)));
    }
  }
  return candidates;
}

/**
 * Worst contrast of a (possibly translucent) foreground over every candidate background;
 * `opacity` is the element's effective opacity (its own times its ancestors').
 */
export function worstContrast(
  foreground: string,
  layersInsideOut: readonly Layer[],
  opacity = 1,
): number {
  const parsed = parseColor(foreground);
  if (!parsed) throw new Error(`Unparsed color: ${foreground}`);
  const fg: Rgba = [parsed[0], parsed[1], parsed[2], parsed[3] * opacity];
  return Math.min(
    ...backgroundsBehind(layersInsideOut).map((bg) => contrastRatio(composite(fg, bg), bg)),
  );
}
