import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { installStaticBlocksUnwrap, UPSTREAM_PARSE } from './staticBlocksInIndex';

const require = createRequire(import.meta.url);
type Parse = (
  html: string,
  type: string,
  url: string,
  options: { ignoreCssSelectors: string[]; forceIgnoreNoIndex: boolean },
) => { sections: { title: string; content: string }[] } | null;
const { parse } = require(UPSTREAM_PARSE) as { parse: Parse };

/** A doc page as the build writes it: runs of static blocks around a code block and a table. */
const PAGE = `<html><body><article><div class="markdown">
<header><h1>Ключи API</h1></header>
<div data-static-blocks="0"><p>Ключ открывает доступ к API.</p>
<h2 id="create">Создание<a class="hash-link" href="#create">#</a></h2><p>Откройте консоль.</p></div>
<div class="theme-code-block"><pre><code>curl -X POST</code></pre></div>
<div class="box"><table><tr><td>expiresInDays</td></tr></table></div>
<div data-static-blocks="1"><p>Ключ показывается один раз.</p>
<h2 id="delete">Удаление<a class="hash-link" href="#delete">#</a></h2><p>Удалите ключ.</p></div>
</div></article></body></html>`;

const sectionsOf = () =>
  parse(PAGE, 'docs', '/docs/keys', {
    ignoreCssSelectors: ['.theme-code-block'],
    forceIgnoreNoIndex: false,
  })?.sections.map(({ title, content }) => `${title}: ${content.replace(/\s+/g, ' ').trim()}`);

describe('the search index reads through runs of static blocks', () => {
  it('keeps each section whole, up to the next heading, as without the runs', () => {
    installStaticBlocksUnwrap();
    installStaticBlocksUnwrap(); // a second install changes nothing
    expect(sectionsOf()).toEqual([
      'Ключи API: Ключ открывает доступ к API.',
      'Создание: Откройте консоль. expiresInDays Ключ показывается один раз.',
      'Удаление: Удалите ключ.',
    ]);
  });
});
