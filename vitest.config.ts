import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowSuitesFirst from './test/support/slow-suites-first';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'forks',
    // One more worker than cores: most files spend much of their time waiting on PostgreSQL,
    // child processes or timers (Vitest's default, cores - 1, is one worker on 2 cores).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: SlowSuitesFirst },
    globalSetup: ['test/support/global-setup.ts'],
  },
});
