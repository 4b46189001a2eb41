import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // As in Docusaurus: `@site/…` is the site's root, so tests import modules as the site does.
    alias: { '@site': fileURLToPath(new URL('.', import.meta.url)) },
  },
  test: {
    include: [
      'src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'plugins/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    environment: 'node',
  },
});
