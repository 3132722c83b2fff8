// `node scripts/test-clocks.js [--clock name]… [vitest arguments]`: the clock sweep (ADR 058). Runs the
// given test files (or projects) once under each faked clock below, on libfaketime, and prints one line a
// clock. A test must hold on any day: these are the days on which one that takes today for granted breaks.
//   node scripts/test-clocks.js --project unit
//   node scripts/test-clocks.js --clock dst-spring tests/integration/day-plan.test.ts
//   node scripts/test-clocks.js --at '2027-06-30 20:59:30' --project unit   (any instant, in UTC)
// Needs Debian's libfaketime (`apt-get install -y faketime`); not part of `npm test` or CI (ADR 058). The
// integration tests run on PGlite here: PostgreSQL's clock is its server's, which no preload reaches, so
// TEST_DATABASE_URL is emptied.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, open, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { root } from './build-freshness.js'

/** Instants in UTC; the comment says what they are in Tallinn. */
const clocks = {
  // 23:30 on 31 December: the last half hour of a month and a year.
  'year-end': '2026-12-31 21:30:00',
  // Midnight into 1 February in Tallinn, still 31 January in UTC: a day and a month apart.
  'month-end': '2027-01-31 22:00:00',
  // Sunday 29 November at 14:00: a day without deliveries.
  sunday: '2026-11-29 12:00:00',
  // 02:30 on 28 March: half an hour later the clocks go from 03:00 to 04:00.
  'dst-spring': '2027-03-28 00:30:00',
  // The first 03:30 of 25 October: half an hour later the clocks go back from 04:00 to 03:00.
  'dst-autumn': '2026-10-25 00:30:00',
}

const args = process.argv.slice(2)
const chosen = []
const vitestArgs = []
for (let index = 0; index < args.length; index++) {
  if (args[index] === '--clock') chosen.push(args[++index])
  else if (args[index] === '--at') chosen.push(`at:${args[++index]}`)
  else vitestArgs.push(args[index])
}
const runs = (chosen.length > 0 ? chosen : Object.keys(clocks)).map((name) => {
  if (name.startsWith('at:')) {
    if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(name.slice(3))) {
      console.error(`--at takes an instant in UTC as 'YYYY-MM-DD HH:MM:SS', not '${name.slice(3)}'`)
      process.exit(2)
    }
    return { name: name.slice(3), at: name.slice(3) }
  }
  if (!(name in clocks)) {
    console.error(
      `No clock '${name}'; the clocks are ${Object.keys(clocks).join(', ')}, or --at 'YYYY-MM-DD HH:MM:SS'`,
    )
    process.exit(2)
  }
  return { name, at: clocks[name] }
})
if (vitestArgs.length === 0) {
  console.error('Name the test files or projects to run, e.g. --project unit')
  process.exit(2)
}

// The build under the real clock, once: the test runs' global setups then find it fresh.
for (const script of ['scripts/ensure-build.js']) {
  const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** libfaketime's library, from Debian's `faketime` package. */
const library = ['x86_64-linux-gnu', 'aarch64-linux-gnu']
  .map((arch) => `/usr/lib/${arch}/faketime/libfaketime.so.1`)
  .find((file) => existsSync(file))
if (!library) {
  console.error('libfaketime is missing: install it with `apt-get install -y faketime`')
  process.exit(1)
}

/**
 * The environment of a run that starts at `wanted` (ms). The clock is set as an offset from the real one,
 * fixed when the run starts, so that it runs on and every process that inherits it (the test workers;
 * the servers and commands the tests start, through fakedClockEnv() in tests/support/server-process.ts)
 * reads the same time without sharing state (an '@' start time with FAKETIME_DONT_RESET shares it
 * through a semaphore that every reading of the clock takes).
 * The monotonic clock, which measures durations only, stays real.
 */
function clockEnv(wanted) {
  return {
    ...process.env,
    LD_PRELOAD: library,
    FAKETIME: `${wanted >= Date.now() ? '+' : '-'}${Math.abs(Math.round((wanted - Date.now()) / 1000))}`,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    TEST_DATABASE_URL: '',
    NO_COLOR: '1',
  }
}

function run(command, env, log) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: ['ignore', log, log] })
    child.once('error', () => resolve(127))
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const tallinn = new Intl.DateTimeFormat('et-EE', {
  timeZone: 'Europe/Tallinn',
  dateStyle: 'full',
  timeStyle: 'short',
})
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs')
const dir = await mkdtemp(path.join(tmpdir(), 'karjaar-clocks-'))
const results = []
for (const { name, at } of runs) {
  const wanted = Date.parse(`${at.replace(' ', 'T')}Z`)
  // The clock the tests will read, checked first: a preload that does not take would otherwise make the
  // sweep pass on today's date.
  const probe = spawnSync(process.execPath, ['-e', 'console.log(Date.now())'], {
    env: clockEnv(wanted),
    encoding: 'utf8',
  })
  const seen = Number(probe.stdout?.trim())
  if (probe.status !== 0 || !(Math.abs(seen - wanted) < 60_000)) {
    console.error(`The faked clock does not take: ${probe.error?.message ?? (probe.stderr?.trim() || seen)}`)
    process.exit(1)
  }
  const logPath = path.join(dir, `${name.replace(/[^\w-]/g, '_')}.log`)
  const log = await open(logPath, 'w')
  console.info(`== ${name}: ${at} UTC, in Tallinn ${tallinn.format(wanted)}`)
  const started = Date.now()
  const code = await run([process.execPath, vitest, 'run', ...vitestArgs], clockEnv(wanted), log.fd)
  await log.close()
  // Colours stripped, should a reporter print them all the same.
  const output = stripVTControlCharacters(await readFile(logPath, 'utf8'))
  const failed = [...new Set([...output.matchAll(/^ (?:FAIL|×) .*$/gm)].map((match) => match[0].trim()))]
  const summary = [...output.matchAll(/^\s*Tests\s+(.*)$/gm)].at(-1)?.[1].trim() ?? 'no summary'
  if (code !== 0) process.stdout.write(output.slice(-6000))
  results.push({ name, code, summary, failed, seconds: Math.round((Date.now() - started) / 1000) })
}
await rm(dir, { recursive: true, force: true })

console.info('\nclock          exit  seconds  tests')
for (const result of results) {
  console.info(
    `${result.name.padEnd(14)} ${String(result.code).padEnd(5)} ${String(result.seconds).padEnd(8)} ${result.summary}`,
  )
  for (const line of result.failed) console.info(`    ${line}`)
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0)
