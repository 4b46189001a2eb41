// A small static host for the benchmarks: serves a production build the way a real host does
// (deploy/nginx/site.conf) — clean URLs, 404.html with status 404, brotli or gzip for text
// (compressed once at the highest levels, like brotli_static/gzip_static or a CDN), long
// immutable caching for hashed assets and revalidation for the rest.
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import { compress } from '../../plugins/deploy/precompress.mjs';
import { filesUnder } from '../../plugins/shared/files.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path maps to: exact, `.html`, or the folder's index.html. */
async function resolveFile(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/**
 * The gzip and brotli forms of every text file, made before the first request: the build's own
 * x.gz and x.br where postbuild made them (served as nginx's gzip_static/brotli_static would),
 * otherwise compressed here with the same maximum settings, so that no request waits for it.
 */
async function precompress(root) {
  const files = filesUnder(root).map((file) => path.join(root, file));
  const onDisk = new Set(files);
  const forms = new Map();
  for (const file of files) {
    if (/\.(br|gz)$/.test(file)) continue;
    const type = TYPES[path.extname(file)] ?? '';
    if (!COMPRESSIBLE.test(type)) continue;
    if (onDisk.has(`${file}.br`) || onDisk.has(`${file}.gz`)) {
      forms.set(file, {
        ...(onDisk.has(`${file}.gz`) ? { gzip: await readFile(`${file}.gz`) } : {}),
        ...(onDisk.has(`${file}.br`) ? { brotli: await readFile(`${file}.br`) } : {}),
      });
    } else {
      forms.set(file, await compress(await readFile(file), file));
    }
  }
  return forms;
}

/**
 * Starts the server on 127.0.0.1:port (0: any free port, which `url` names) and resolves to
 * { url, close() }. `headersFile`: the security-headers.json the build derived (plugins/deploy);
 * its headers (CSP and the rest) go with every response, as nginx adds them.
 * @param {string} buildDir
 * @param {number} port
 * @param {{ headersFile?: string }} [options]
 */
export async function startCompressedServer(buildDir, port, { headersFile } = {}) {
  const root = path.resolve(buildDir);
  const securityHeaders = headersFile
    ? JSON.parse(await readFile(headersFile, 'utf8')).headers
    : {};
  const compressed = await precompress(root);
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://bench');
      let file = await resolveFile(root, url.pathname);
      let status = 200;
      if (!file) {
        file = path.join(root, '404.html');
        status = 404;
      }
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const headers = {
        ...securityHeaders,
        'Content-Type': type,
        'Cache-Control': url.pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
        Vary: 'Accept-Encoding',
      };
      let body = await readFile(file);
      const accepted = req.headers['accept-encoding'] ?? '';
      const forms = compressed.get(file) ?? {};
      if (/\bbr\b/.test(accepted) && forms.brotli) {
        body = forms.brotli;
        headers['Content-Encoding'] = 'br';
      } else if (/\bgzip\b/.test(accepted) && forms.gzip) {
        body = forms.gzip;
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  // The port it got: the one asked for, or a free one for port 0.
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
