// `npm test`: the whole suite in two lanes side by side, after the system packages and the production
// build are in place.
// - Lane 1: the unit, integration and (with TEST_DATABASE_URL) integration-postgres projects, two files at
//   a time; its output is printed as it comes.
// - Lane 2: the end-to-end project, one file at a time in Chromium against one shared server. A browser
//   test keeps about one core busy, so run after lane 1 it left the other idle for minutes (ADR 047); its
//   output is printed when both lanes are done.
// With arguments (`npm test -- tests/integration/order-api.test.ts`), one vitest run with them instead.
// At the end it prints each failed test again, name and first lines of its error, so that a log of which
// only the tail is kept still says what failed; with TEST_FAILURES_FILE set it writes that recap there too
// (.ci/run prints it last, after the drills' long table).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { root } from './build-freshness.js'

function runNode(args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', ...options })
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

for (const script of ['scripts/system-packages.js', 'scripts/ensure-build.js']) {
  const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs')
const args = process.argv.slice(2)
if (args.length > 0) process.exit(await runNode([vitest, 'run', ...args]))

// integration-postgres exists only with TEST_DATABASE_URL (vitest.config.ts).
const suiteProjects = [
  'unit',
  'integration',
  ...(process.env.TEST_DATABASE_URL ? ['integration-postgres'] : []),
]
const dir = await mkdtemp(path.join(tmpdir(), 'karjaar-test-'))
const e2eLog = path.join(dir, 'e2e.log')
const e2eFile = await open(e2eLog, 'w')
/** The default reporter as ever, and vitest's JSON report beside it for the recap. */
const reporters = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(dir, `${name}.json`)}`,
]
const lanes = await Promise.all([
  runNode([
    vitest,
    'run',
    ...suiteProjects.flatMap((project) => ['--project', project]),
    ...reporters('suite'),
  ]),
  runNode([vitest, 'run', '--project', 'e2e', ...reporters('e2e')], {
    stdio: ['ignore', e2eFile.fd, e2eFile.fd],
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  }),
])
await e2eFile.close()
console.info(`\n== The end-to-end project (exit status ${lanes[1]}) ==`)
process.stdout.write(await readFile(e2eLog, 'utf8'))
const recap = [
  ...(await failuresIn(path.join(dir, 'suite.json'), lanes[0])),
  ...(await failuresIn(path.join(dir, 'e2e.json'), lanes[1])),
]
await rm(dir, { recursive: true, force: true })
if (lanes.some((status) => status !== 0)) {
  const text = [
    `npm test: the suite exited with ${lanes[0]}, the end-to-end project with ${lanes[1]}`,
    ...(recap.length > 0 ? ['What failed:', ...recap] : []),
  ].join('\n')
  console.error(`\n${text}`)
  if (process.env.TEST_FAILURES_FILE) await writeFile(process.env.TEST_FAILURES_FILE, `${text}\n`)
  process.exit(1)
}

/**
 * The failed files and tests of one lane's JSON report, each with the first lines of its error. A lane
 * that failed without a report (it died before writing one) says so.
 */
async function failuresIn(file, status) {
  let report
  try {
    report = JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return status === 0 ? [] : [`- ${path.basename(file, '.json')}: no report (exit status ${status})`]
  }
  const excerpt = (message) =>
    String(message ?? '')
      .split('\n')
      .slice(0, 12)
      .map((line) => `    ${line}`)
  const lines = []
  for (const result of report.testResults ?? []) {
    const name = path.relative(root, result.name)
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed')
    if (result.status === 'failed' && failed.length === 0)
      lines.push(`- ${name} (the file itself)`, ...excerpt(result.message))
    for (const test of failed)
      lines.push(`- ${name} > ${test.fullName}`, ...excerpt(test.failureMessages?.[0]))
  }
  return lines
}
