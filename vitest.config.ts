import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // As in Docusaurus: `@site/…` is the site's root, so tests import modules as the site does.
    alias: {
      '@site': fileURLToPath(new URL('.', import.meta.url)),
      // Docusaurus's webpack alias for the router its client code imports.
      '@docusaurus/router': '@docusaurus/core/lib/client/exports/router.js',
    },
  },
  test: {
    include: [
      'src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'plugins/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    environment: 'node',
    // Some content checks run every snippet of the docs through bash, python3 and node: seconds
    // on a busy 2-core machine, over vitest's 5 s default.
    testTimeout: 30_000,
  },
});
