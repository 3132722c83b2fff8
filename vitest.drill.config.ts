import { defineConfig } from 'vitest/config'

// `npm run drill`: reliability drills against the production build under faults (kill -9, SMTP and
// database outages, two processes, fuzzing). Not part of `npm test`: one file after another, each drill
// bounded in time, and one table of results printed at the end.
export default defineConfig({
  test: {
    include: ['tests/drills/**/*.drill.ts'],
    environment: 'node',
    globalSetup: ['tests/drills/global-setup.ts'],
    testTimeout: 150_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { concurrent: false },
  },
})
