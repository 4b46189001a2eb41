import { config } from '@rspack/core';
import { describe, expect, it } from 'vitest';

import { searchWorkerVendors } from './workerChunk';

/** Rspack's own defaultVendors group, as its defaults give it to a production build. */
function rspackDefaultVendors(): typeof searchWorkerVendors {
  const options = config.getNormalizedRspackOptions({
    mode: 'production',
    target: 'web', // not the site's browserslist: the split groups do not depend on it
    optimization: { splitChunks: { cacheGroups: {} } },
  });
  config.applyRspackOptionsDefaults(options);
  const { splitChunks } = options.optimization as {
    splitChunks: { cacheGroups: Record<string, typeof searchWorkerVendors> };
  };
  return splitChunks.cacheGroups.defaultVendors;
}

describe('searchWorkerVendors', () => {
  it('is the bundler’s default vendors group in everything but its test', () => {
    const { test: upstreamTest, ...upstream } = rspackDefaultVendors();
    const { test, ...ours } = searchWorkerVendors;
    expect(ours).toEqual(upstream);
    expect(upstreamTest).toBeInstanceOf(RegExp);
    expect(test.flags).toBe(upstreamTest.flags);
    for (const file of [
      '/site/node_modules/react/index.js',
      '/site/node_modules/comlink/dist/esm/comlink.mjs',
      'C:\\site\\node_modules\\prism-react-renderer\\dist\\index.js',
      '/site/src/theme/CodeBlock/index.tsx',
    ])
      expect(test.test(file), file).toBe(upstreamTest.test(file));
  });

  it('leaves lunr and lunr-languages in the worker that imports them', () => {
    const { test: upstreamTest } = rspackDefaultVendors();
    for (const file of [
      '/site/node_modules/lunr/lunr.js',
      '/site/node_modules/lunr-languages/lunr.ru.js',
    ]) {
      expect(upstreamTest.test(file), file).toBe(true);
      expect(searchWorkerVendors.test.test(file), file).toBe(false);
    }
  });
});
