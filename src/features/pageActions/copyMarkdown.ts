/**
 * «Скопировать как Markdown»: fetches the page's Markdown copy (made at build time, the page's
 * address + `.md`) and puts it in the clipboard.
 */

export interface ClipboardEnv {
  fetch: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'headers' | 'text'>>;
  clipboard?: Pick<Clipboard, 'writeText'> & Partial<Pick<Clipboard, 'write'>>;
  /** `window.ClipboardItem`, where the browser has it. */
  ClipboardItem?: typeof ClipboardItem;
}

export type CopyResult = 'copied' | 'failed';

/** The Markdown copy of a page: `/docs/security` → `/docs/security.md`. */
export { markdownPath as markdownUrl } from '@site/src/utils/url';

/** Loads the Markdown; a missing file, or an HTML page served in its place, is an error. */
export async function fetchMarkdown(
  env: Pick<ClipboardEnv, 'fetch'>,
  url: string,
): Promise<string> {
  const response = await env.fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (/text\/html/i.test(type) || /^\s*<!doctype html/i.test(text)) {
    throw new Error('not Markdown');
  }
  return text;
}

/**
 * Safari allows writing to the clipboard only within the click; a `ClipboardItem` holding a
 * promise keeps that link while the file loads. Elsewhere: load, then `writeText`.
 */
export async function copyMarkdown(env: ClipboardEnv, url: string): Promise<CopyResult> {
  const { clipboard } = env;
  if (!clipboard) return 'failed';
  const text = fetchMarkdown(env, url);
  text.catch(() => undefined); // handled below; keeps the rejection from going unhandled
  if (env.ClipboardItem && clipboard.write) {
    try {
      const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
      await clipboard.write([new env.ClipboardItem({ 'text/plain': blob })]);
      return 'copied';
    } catch {
      // Fall back to writeText (older browsers reject promises in ClipboardItem).
    }
  }
  try {
    await clipboard.writeText(await text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
