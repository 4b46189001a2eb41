// Precompressed copies of the build's text files (x.gz, x.br next to x), served as they are by
// nginx's gzip_static and brotli_static: maximum compression once at build time instead of a
// fast, weaker one on every request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions of text files worth compressing (images other than SVG are compressed already). */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.css',
  '.html',
  '.js',
  '.json',
  '.map',
  '.md',
  '.mjs',
  '.svg',
  '.txt',
  '.webmanifest',
  '.xml',
]);

/** Below this size the headers of a compressed answer outweigh the gain (nginx's default too). */
export const MIN_SIZE_BYTES = 1024;

/**
 * @param {string} filePath
 * @param {number} size
 */
export function shouldCompress(filePath, size) {
  const extension = filePath.slice(filePath.lastIndexOf('.')).toLowerCase();
  return size >= MIN_SIZE_BYTES && COMPRESSIBLE_EXTENSIONS.has(extension);
}

/**
 * The gzip and brotli forms of a file; a form is left out when it is not smaller than the file.
 * @param {Buffer} content
 * @returns {{ gzip?: Buffer, brotli?: Buffer }}
 */
export function compress(content) {
  const gzip = gzipSync(content, { level: 9 });
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  return {
    ...(gzip.length < content.length ? { gzip } : {}),
    ...(brotli.length < content.length ? { brotli } : {}),
  };
}
