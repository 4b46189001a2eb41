/** URL rules shared by the browser code, the config and the build plugins. */

/** An absolute address without its trailing slashes: `https://x.ru/` → `https://x.ru`. */
export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The Markdown copy of a page (made at build time): `/docs/security` → `/docs/security.md`. */
export function markdownPath(permalink: string): string {
  return `${withoutTrailingSlash(permalink) || '/index'}.md`;
}
