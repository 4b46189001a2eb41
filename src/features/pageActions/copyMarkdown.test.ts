import { describe, expect, it } from 'vitest';

import { copyMarkdown, fetchMarkdown, markdownUrl, type ClipboardEnv } from './copyMarkdown';

function response(body: string, { status = 200, type = 'text/markdown; charset=utf-8' } = {}) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': type }),
    text: () => Promise.resolve(body),
  });
}

/** A clipboard that records what was written; `write` can be missing or failing. */
function fakeClipboard(mode: 'write' | 'writeTextOnly' | 'writeFails' | 'allFail' = 'write') {
  const written: string[] = [];
  const clipboard: NonNullable<ClipboardEnv['clipboard']> = {
    writeText: async (text: string) => {
      if (mode === 'allFail') throw new DOMException('denied', 'NotAllowedError');
      written.push(text);
    },
  };
  if (mode !== 'writeTextOnly') {
    clipboard.write = async (items: ClipboardItems) => {
      if (mode === 'writeFails' || mode === 'allFail') throw new TypeError('no promises');
      const blob = await items[0].getType('text/plain');
      written.push(await blob.text());
    };
  }
  return { clipboard, written };
}

/** ClipboardItem is not in Node: a small stand-in that resolves its promised blobs. */
class FakeClipboardItem {
  constructor(private readonly items: Record<string, Blob | Promise<Blob>>) {}
  get types() {
    return Object.keys(this.items);
  }
  getType(type: string) {
    return Promise.resolve(this.items[type]);
  }
}

const ClipboardItemStub = FakeClipboardItem as unknown as typeof ClipboardItem;

describe('markdownUrl', () => {
  it('adds .md to the page address', () => {
    expect(markdownUrl('/docs/security')).toBe('/docs/security.md');
    expect(markdownUrl('/docs/security/')).toBe('/docs/security.md');
    expect(markdownUrl('/')).toBe('/index.md');
  });
});

describe('fetchMarkdown', () => {
  it('refuses a missing file and an HTML page served in its place', async () => {
    await expect(
      fetchMarkdown({ fetch: () => response('', { status: 404 }) }, '/x.md'),
    ).rejects.toThrow('HTTP 404');
    await expect(
      fetchMarkdown(
        { fetch: () => response('<!DOCTYPE html><html>', { type: 'text/html' }) },
        '/x.md',
      ),
    ).rejects.toThrow('not Markdown');
  });
});

describe('copyMarkdown', () => {
  it('writes the Markdown through a ClipboardItem holding the pending file', async () => {
    const { clipboard, written } = fakeClipboard('write');
    const result = await copyMarkdown(
      { fetch: () => response('# Заголовок\n'), clipboard, ClipboardItem: ClipboardItemStub },
      '/docs/security.md',
    );
    expect(result).toBe('copied');
    expect(written).toEqual(['# Заголовок\n']);
  });

  it('falls back to writeText where ClipboardItem is missing or refuses', async () => {
    for (const mode of ['writeTextOnly', 'writeFails'] as const) {
      const { clipboard, written } = fakeClipboard(mode);
      const result = await copyMarkdown(
        { fetch: () => response('# А\n'), clipboard, ClipboardItem: ClipboardItemStub },
        '/a.md',
      );
      expect(result).toBe('copied');
      expect(written).toEqual(['# А\n']);
    }
  });

  it('reports a failure when the file is missing, the clipboard refuses, or there is none', async () => {
    const missing = fakeClipboard('write');
    expect(
      await copyMarkdown(
        {
          fetch: () => response('', { status: 404 }),
          ...missing,
          ClipboardItem: ClipboardItemStub,
        },
        '/a.md',
      ),
    ).toBe('failed');
    expect(missing.written).toEqual([]);
    expect(
      await copyMarkdown({ fetch: () => response('# А'), ...fakeClipboard('allFail') }, '/a.md'),
    ).toBe('failed');
    expect(await copyMarkdown({ fetch: () => response('# А') }, '/a.md')).toBe('failed');
  });
});
