import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  MANIFEST,
  checkEject,
  checkEntry,
  findFences,
  installedVersion,
  readManifest,
  splitHeader,
} from './ejects-diff.mjs';

const ROOT = path.resolve(__dirname, '..');
const entries = readManifest();

describe('ejected theme files (src/theme/ejected.json)', () => {
  it.each(entries.map((entry) => [entry.file, entry] as const))(
    '%s differs from upstream only by its header and fenced blocks',
    (_file, entry) => {
      const { missing, result } = checkEntry(entry);
      expect(missing).toBeUndefined();
      expect(result?.problems, result?.diff).toEqual([]);
      expect(result?.header).toContain('npm run ejects:diff');
    },
  );

  it.each(entries.map((entry) => [entry.file, entry] as const))(
    '%s was taken from the installed version',
    (_file, entry) => {
      // After an upgrade: npm run ejects:diff, re-apply where upstream changed, then record the
      // new version in src/theme/ejected.json and in the file's header.
      expect(installedVersion(entry.package), `${entry.package} (${MANIFEST})`).toBe(entry.version);
    },
  );

  it('keeps every ejected file out of Prettier', () => {
    const ignored = fs.readFileSync(path.join(ROOT, '.prettierignore'), 'utf8').split('\n');
    for (const { file } of entries) expect(ignored, file).toContain(file);
  });

  it('lists every file under src/theme that has an eject header', () => {
    const listed = new Set(entries.map((entry) => entry.file));
    const theme = path.join(ROOT, 'src/theme');
    const withHeader = fs
      .readdirSync(theme, { recursive: true, encoding: 'utf8' })
      .map((name) => path.join('src/theme', name).split(path.sep).join('/'))
      .filter((file) => /\.(tsx?|css)$/.test(file))
      .filter((file) => splitHeader(fs.readFileSync(path.join(ROOT, file), 'utf8')).header);
    expect(withHeader.sort()).toEqual([...listed].sort());
  });
});

// A planted case: a small "upstream" file and ejects of it, fenced or not.
const UPSTREAM = `/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 */

import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

export default function Thing(): React.ReactNode {
  const isBrowser = useIsBrowser();
  return <div key={String(isBrowser)}>thing</div>;
}
`;

const HEADER = `/**
 * [magistral] eject: @docusaurus/theme-classic@3.10.2, src/theme/Thing/index.tsx
 *
 * Why: a test. Re-check on upgrade: npm run ejects:diff
 */
`;

const FENCED = `${HEADER}/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 */

import React from 'react';
// [magistral] begin: no useIsBrowser
// [magistral] end

export default function Thing(): React.ReactNode {
  // [magistral] begin: no remount after hydration
  return <div>thing</div>;
  // [magistral] end
}
`;

describe('checkEject', () => {
  it('accepts changes that all lie between begin/end markers', () => {
    const result = checkEject(UPSTREAM, FENCED);
    expect(result.problems).toEqual([]);
    expect(result.fences.map((fence) => fence.why)).toEqual([
      'no useIsBrowser',
      'no remount after hydration',
    ]);
    expect([result.added, result.removed]).toEqual([5, 3]);
  });

  it('accepts an unchanged copy with a header', () => {
    expect(checkEject(UPSTREAM, HEADER + UPSTREAM).problems).toEqual([]);
  });

  it('reports a line changed outside the markers', () => {
    const planted = FENCED.replace('thing</div>', 'thing!</div>').replace(
      "import React from 'react';",
      "import React, {useState} from 'react';",
    );
    // The fenced removal of useIsBrowser shares the hunk: with an unfenced line now between it
    // and its block, it is reported too, so the whole change is in view.
    expect(checkEject(UPSTREAM, planted).problems).toEqual([
      "removed outside [magistral] markers, line 5: import React from 'react';",
      "removed outside [magistral] markers, line 5: import useIsBrowser from '@docusaurus/useIsBrowser';",
      "added outside [magistral] markers, line 5: import React, {useState} from 'react';",
    ]);
  });

  it('reports an upstream line removed away from any fenced block', () => {
    const planted = FENCED.replace(' * Copyright (c) Facebook, Inc. and its affiliates.\n', '');
    expect(checkEject(UPSTREAM, planted).problems).toEqual([
      'removed outside [magistral] markers, line 2: * Copyright (c) Facebook, Inc. and its affiliates.',
    ]);
  });

  it('reports an upstream change under an unchanged eject', () => {
    const newUpstream = UPSTREAM.replace('<div key', '<section key').replace(
      '</div>',
      '</section>',
    );
    expect(checkEject(newUpstream, HEADER + UPSTREAM).problems).toHaveLength(2);
  });

  it('reports a missing header', () => {
    expect(checkEject(UPSTREAM, UPSTREAM).problems).toEqual([
      'no header comment with `[magistral] eject:` at the top',
    ]);
  });
});

describe('findFences', () => {
  it('reads line and JSX markers and their reasons', () => {
    const text =
      'a\n// [magistral] begin: why one\nb\n{/* [magistral] end */}\n{/* [magistral] begin: why two */}\n// [magistral] end\n';
    expect(findFences(text)).toEqual({
      fences: [
        { begin: 2, end: 4, why: 'why one' },
        { begin: 5, end: 6, why: 'why two' },
      ],
      problems: [],
    });
  });

  it('reports unbalanced markers and a begin without a reason', () => {
    const text = '// [magistral] end\n// [magistral] begin\n// [magistral] begin: x\n';
    expect(findFences(text).problems).toEqual([
      'line 1: end without a begin',
      'line 2: begin without a reason (`[magistral] begin: <why>`)',
      'line 3: begin inside the block opened on line 2',
      'line 3: begin without an end',
    ]);
  });
});
