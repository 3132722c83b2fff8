import { defineConfig } from 'vitest/config'

// `npm run drill`: reliability drills against the production build under faults (kill -9, SMTP and
// database outages, two processes, fuzzing). Not part of `npm test`: one file after another, each drill
// bounded in time, and one table of results printed at the end. DRILL_DATABASE_URL (or TEST_DATABASE_URL)
// enables the drills that need a server PostgreSQL; DRILL_DEBUG=1 prints server output and failing inputs.
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
