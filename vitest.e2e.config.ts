import { defineConfig } from 'vitest/config';

// Browser journeys: one file at a time (each starts a server and a browser), generous timeouts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // The pages link the built islands: build them from the current sources first.
    // Every journey's database starts from one migrated dump (test/support/database-snapshot.ts).
    globalSetup: ['e2e/support/build-islands.ts', 'test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for what a real browser shows eventually (a label after a request and the
    // spec's 1 s delay, say) on a loaded CI machine; exact timings are asserted with page.clock.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    fileParallelism: false,
  },
});
