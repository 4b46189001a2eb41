// cspell:disable -- wrong-layout queries are gibberish by design
import { describe, expect, it } from 'vitest';

import { layoutHintText, layoutQueryUsed } from './layoutHint';

describe('layoutQueryUsed', () => {
  it('names the converted query when the results highlight it', () => {
    expect(layoutQueryUsed('cthnbabrfn', ['сертификат', 'Сертификаты'])).toBe('сертификат');
  });

  it('says nothing when the query as typed matched', () => {
    expect(layoutQueryUsed('move', ['MOVE', 'ьщму'])).toBeNull();
    expect(layoutQueryUsed('сертификат', ['сертификат'])).toBeNull();
  });

  it('says nothing without results or for mixed input', () => {
    expect(layoutQueryUsed('cthnbabrfn', [])).toBeNull();
    expect(layoutQueryUsed('x-api-key 42', ['ключ'])).toBeNull();
  });

  it('reads well', () => {
    expect(layoutHintText('политика')).toBe('Показаны результаты по запросу «политика»');
  });
});
