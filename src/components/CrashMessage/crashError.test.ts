import { describe, expect, it } from 'vitest';

import { causalChain, isChunkLoadError, technicalDetails } from './crashError';

function chunkError(): Error {
  const error = new Error('Loading chunk 9358 failed.\n(error: http://x/assets/js/9358.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('crash errors', () => {
  it('recognizes a chunk that did not load, also as the cause of another error', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('wrapped', { cause: chunkError() }))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('not an error')).toBe(false);
  });

  it('lists the causes once, even when they loop', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(causalChain(b)).toEqual([b, a]);
  });

  it('gives support every message of the chain', () => {
    expect(technicalDetails(new Error('outer', { cause: new TypeError('inner') }))).toBe(
      'Error: outer\n\nCause:\nTypeError: inner',
    );
    expect(technicalDetails('plain')).toBe('plain');
  });
});
