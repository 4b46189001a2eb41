import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { afterHydrationPatches } from '../light-start/index';
import { SOURCE_PATCH_LOADER, sourcePatchRules, type SourcePatch } from './sourcePatches';

const require = createRequire(import.meta.url);
const loader = require(SOURCE_PATCH_LOADER) as (this: unknown, source: string) => string;

/** Runs the loader as the bundler would, on a source text, with a patch's options. */
function runLoader(patch: SourcePatch, source: string): string {
  const context = {
    resourcePath: patch.file,
    getOptions: () => ({
      name: patch.name,
      replacements: patch.replacements,
      recheck: patch.recheck,
    }),
  };
  return loader.call(context, source);
}

const patch: SourcePatch = {
  name: 'test patch',
  file: '/upstream/file.js',
  replacements: [{ from: 'setIsBrowser(true);', to: 'startTransition(() => setIsBrowser(true));' }],
  bundles: ['client'],
  recheck: 'the test file',
};

describe('source patch loader', () => {
  it('replaces each snippet', () => {
    expect(runLoader(patch, 'a();\nsetIsBrowser(true);\nb();')).toBe(
      'a();\nstartTransition(() => setIsBrowser(true));\nb();',
    );
  });

  it('fails the build, naming the patch, when a snippet is gone or repeated', () => {
    expect(() => runLoader(patch, 'setIsBrowser(!0);')).toThrow(
      /test patch.*\n[\s\S]*the test file/,
    );
    expect(() => runLoader(patch, 'setIsBrowser(true);setIsBrowser(true);')).toThrow(
      /exactly once/,
    );
  });

  it('makes one rule per patch of the bundle, keyed by the patch content', () => {
    const [rule] = sourcePatchRules([patch], false);
    expect(sourcePatchRules([patch], true)).toEqual([]);
    const test = rule?.test as (resource: string) => boolean;
    expect(test('/upstream/file.js')).toBe(true);
    expect(test('/upstream/file.jsx')).toBe(false);
    const changed = { ...patch, replacements: [{ from: 'x', to: 'y' }] };
    const ident = (p: SourcePatch) =>
      (sourcePatchRules([p], false)[0]?.use as { ident: string }[])[0]?.ident;
    expect(ident(changed)).not.toBe(ident(patch));
  });
});

describe('the patches after hydration, against the installed upstream files', () => {
  for (const upstream of afterHydrationPatches) {
    it(`${upstream.name}: applies to ${upstream.file.split('node_modules/')[1]}`, () => {
      const source = readFileSync(upstream.file, 'utf8');
      const patched = runLoader(upstream, source);
      for (const { to } of upstream.replacements) expect(patched).toContain(to);
      // The patched line calls startTransition: React's default export or the named import.
      expect(patched).toMatch(/^import React\b|^import \{[^}]*\bstartTransition\b/m);
    });
  }
});
