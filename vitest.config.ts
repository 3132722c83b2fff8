import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

/**
 * Files that run at once in the unit and integration projects. Each integration file has servers, data
 * directories and peers of its own, and with TEST_DATABASE_URL each worker its own PostgreSQL database
 * (tests/support/worker-database.ts), so two run side by side on two cores.
 */
const workers = 2

/**
 * The integration files whose database changes with TEST_DATABASE_URL: they open the test database
 * (directly or through its fixture), start a server or call the route modules in this process (both
 * fixtures give each site a PostgreSQL database of its own, tests/support/site-database.ts) or read the
 * variable. The others would only
 * repeat their PGlite run.
 */
const onceOnly = new Set([
  // The embedded database's own lock: nothing of it exists on PostgreSQL. The page cache's memory bound is
  // the process's, whatever its database (4 000 requests, once is enough).
  'embedded-lock',
  'page-cache-bound',
  // Files whose subject is what the HTTP layer, the markup or a third party's protocol does with a request,
  // whatever the database under the server: headers, markup, static files, protocol answers, limits,
  // logs, the S3 and chat-completions peers. They start a server and so matched above; on PostgreSQL they
  // would repeat their PGlite run at 150 s of a worker's time a CI run (ADR 047).
  'security-headers',
  'account-caching',
  'public-markup',
  'static-assets',
  'protocol-answers',
  'request-limits',
  'unread-body',
  // Bodies that are not forms, sent to every page that takes a post: answered by the body parsing before
  // any query, with no rows to look at afterwards.
  'malformed-forms',
  'log-levels',
  'logging',
  'privacy-page',
  'media-s3',
  'chat-ai',
  'chat-adviser',
  'adviser-questions',
  'blog-draft-ai',
  'blog-pages',
  'site-languages',
  'site-languages-forms',
  'site-languages-calculator',
  'site-languages-pages',
  // The account's pages and mails in Russian and English: their queries are the Estonian pages' own, which
  // business-accounts and account-ordering run on PostgreSQL.
  'account-languages',
])

const postgresFiles = readdirSync('tests/integration')
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/integration/${name}`)
  .filter((file) =>
    /database-fixture|test-database|server-fixture|in-process-site|TEST_DATABASE_URL/.test(
      readFileSync(file, 'utf8'),
    ),
  )
  .filter((file) => !onceOnly.has(file.slice('tests/integration/'.length, -'.test.ts'.length)))

// In CI the suite must meet PostgreSQL: without its URL the integration-postgres project would simply
// not exist and the run would pass on PGlite alone (.ci/run installs and starts the cluster).
if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL)
  throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL project would be skipped')

const integration = {
  environment: 'node' as const,
  // The embedded databases these workers open themselves: WebAssembly on V8's baseline compiler, as the
  // servers the tests start (testNodeFlags in tests/support/server-process.ts, ADR 048).
  execArgv: ['--liftoff-only'],
  // A worker runs its files one after another in one module graph instead of importing the site's modules
  // again for each file (ADR 064): each file still opens its own database, server or runtime.
  isolate: false,
  globalSetup: ['tests/integration/global-setup.ts'],
  setupFiles: ['tests/support/worker-database.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  maxWorkers: workers,
}

// Three projects: pure rules (fast, no I/O), integration against a real database and protocol peers,
// and end-to-end in Chromium against the production build. With TEST_DATABASE_URL set, a fourth runs
// the database files of the integration project again against that PostgreSQL, while the integration
// project stays on PGlite. Unit and integration files run two at a time; the browser tests share one
// server and run after them, one file at a time: Chromium alone keeps two cores busy.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
          environment: 'node',
          isolate: false,
          maxWorkers: workers,
        },
      },
      {
        test: {
          ...integration,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          env: { TEST_DATABASE_URL: '' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...integration,
                name: 'integration-postgres',
                include: postgresFiles,
                env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The browser tests stay on PGlite: they test what a visitor sees, which the database does not change.
          env: { TEST_DATABASE_URL: '' },
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One module graph for the run's files, as in the integration projects (ADR 064): each file still
          // launches its own Chromium.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
