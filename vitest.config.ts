import { defineConfig } from 'vitest/config';

export default defineConfig({
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
