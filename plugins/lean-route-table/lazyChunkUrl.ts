/**
 * The address `__webpack_require__.gca` gives in the client production bundle
 * (lazyChunkNames.ts): «<map file>#<chunk name>»; read by plugins/light-start/prefetch.ts.
 * Client code: no Node modules here.
 */
export const LAZY_CHUNK_URL = /^(.*\/assets\/js\/chunk-names\.[0-9a-f]{8}\.json)#(.+)$/;
