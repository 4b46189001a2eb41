// cspell:ignore серт
import { describe, expect, it } from 'vitest';

import { NewestSearch, OVERTAKEN, type Overtaken } from './newestSearch';

/** A search in steps: waits for `gate` between them, ranks (counted) unless overtaken. */
function steps(query: string, gate: Promise<void>, ranked: string[]) {
  return async (overtaken: Overtaken) => {
    if (overtaken()) return OVERTAKEN;
    await gate;
    if (overtaken()) return OVERTAKEN;
    ranked.push(query);
    return [`${query}: result`];
  };
}

describe('NewestSearch: only the newest search of a kind runs to the end', () => {
  it('keys typed while the index loads: only the last query is ranked, all answer with it', async () => {
    const newest = new NewestSearch<string[]>();
    let loaded!: () => void;
    const index = new Promise<void>((resolve) => (loaded = resolve));
    const ranked: string[] = [];
    const answers = ['с', 'се', 'сер', 'серт'].map((query) =>
      newest.run('bar', steps(query, index, ranked)),
    );
    loaded();
    expect(await Promise.all(answers)).toEqual(Array(4).fill(['серт: result']));
    expect(ranked).toEqual(['серт']);
  });

  it('a search that finished before the next one started keeps its own answer', async () => {
    const newest = new NewestSearch<string[]>();
    const ranked: string[] = [];
    expect(await newest.run('bar', steps('ключ', Promise.resolve(), ranked))).toEqual([
      'ключ: result',
    ]);
    expect(await newest.run('bar', steps('ключи', Promise.resolve(), ranked))).toEqual([
      'ключи: result',
    ]);
    expect(ranked).toEqual(['ключ', 'ключи']);
  });

  it('kinds apart: the search page’s query does not overtake the bar’s', async () => {
    const newest = new NewestSearch<string[]>();
    let loaded!: () => void;
    const index = new Promise<void>((resolve) => (loaded = resolve));
    const ranked: string[] = [];
    const bar = newest.run('bar', steps('шлюз', index, ranked));
    const page = newest.run('page', steps('ключ', index, ranked));
    loaded();
    expect(await bar).toEqual(['шлюз: result']);
    expect(await page).toEqual(['ключ: result']);
    expect(ranked).toEqual(['шлюз', 'ключ']);
  });

  it('the newest search fails: the ones it overtook fail with it', async () => {
    const newest = new NewestSearch<string[]>();
    let loaded!: () => void;
    const index = new Promise<void>((resolve) => (loaded = resolve));
    const older = newest.run('bar', steps('серт', index, []));
    const failing = newest.run('bar', async () => {
      await index;
      throw new Error('offline');
    });
    loaded();
    await expect(failing).rejects.toThrow('offline');
    await expect(older).rejects.toThrow('offline');
  });
});
