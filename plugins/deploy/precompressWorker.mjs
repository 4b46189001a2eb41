// A worker of createPrecompressor (precompress.mjs): compresses one file per message.
import { parentPort } from 'node:worker_threads';

import { precompressFile } from './precompress.mjs';

parentPort.on('message', ({ id, full, cacheDir }) => {
  try {
    parentPort.postMessage({ id, result: precompressFile(full, cacheDir) });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
