import { defineConfig } from 'vitest/config'

// `npm run drill`: reliability drills against the production build under faults (kill -9, SMTP and
// database outages, two processes, fuzzing). Not part of `npm test`: one file after another, each drill
// bounded in time, and one table of results printed at the end. DRILL_DATABASE_URL (or TEST_DATABASE_URL)
// enables the drills that need a server PostgreSQL; DRILL_DEBUG=1 prints server output and failing inputs.
// In CI the drills that need a server PostgreSQL must run: without its URL vitest would report them as
// skipped and the run would pass without them.
if (process.env.CI === 'true' && !process.env.DRILL_DATABASE_URL && !process.env.TEST_DATABASE_URL)
  throw new Error('CI=true but DRILL_DATABASE_URL is not set: the PostgreSQL drills would be skipped')

export default defineConfig({
  test: {
    include: ['tests/drills/**/*.drill.ts'],
    environment: 'node',
    // As the servers the drills start (tests/support/server-process.ts, ADR 048).
    execArgv: ['--liftoff-only'],
    globalSetup: ['tests/drills/global-setup.ts'],
    testTimeout: 150_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { concurrent: false },
  },
})
