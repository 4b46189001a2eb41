import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { startCompressedServer } from './server.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('startCompressedServer', () => {
  it('on port 0 names the port it got, and serves a page brotli-compressed', async () => {
    const page = `<!doctype html><p>${'Ключ API передают в заголовке X-API-Key. '.repeat(50)}</p>`;
    writeFileSync(path.join(dir, 'index.html'), page);
    const server = await startCompressedServer(dir, 0);
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
      const response = await fetch(new URL('/', server.url), {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      // (fetch decodes brotli.)
      expect(await response.text()).toBe(page);
    } finally {
      await server.close();
    }
  });
});
