import { defineConfig } from 'vitest/config';

// Browser journeys: one file at a time (each starts a server and a browser), generous timeouts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
