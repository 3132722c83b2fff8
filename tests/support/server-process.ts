import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../scripts/free-port.js'

/** The production build, started as `node server.js` the way `npm start` runs it. */
export const projectRoot = path.resolve(import.meta.dirname, '..', '..')

export { freePort }

/**
 * V8 flags of every server and command the tests start. `--liftoff-only`: PGlite's WebAssembly (the
 * PostgreSQL engine) is compiled by V8's baseline compiler alone. By default V8 compiles its hot
 * functions again with the optimising compiler on background threads, about a CPU-second a start
 * (measured: 2.8 against 1.9 CPU-s to the first /healthz) that a test server living a few seconds never
 * earns back, on a machine whose two cores are CI's budget. What runs is the same WebAssembly either way
 * (ADR 048); production (`npm start`) keeps V8's defaults.
 */
export const testNodeFlags = ['--liftoff-only']

/**
 * libfaketime's variables, when the tests run under a faked clock (scripts/test-clocks.js): the servers
 * and commands below start with a bare environment, and without these they would read the real clock
 * while the test that started them reads the faked one.
 */
export function fakedClockEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && (entry[0] === 'LD_PRELOAD' || entry[0].startsWith('FAKETIME')),
    ),
  )
}

/**
 * The outbox ids of the mails whose delivery the server logged as failed (an attempt to retry, or for
 * good) for a reason that matches `reason`. The log line is written after the job's row.
 */
export function loggedMailFailures(output: string, reason: RegExp): Set<number> {
  const failed = new Set<number>()
  for (const line of output.split('\n')) {
    const match = /Mail (\d+) \([^)]*\) (?:attempt \d+ failed, will retry|failed for good): /.exec(line)
    if (match && reason.test(line)) failed.add(Number(match[1]))
  }
  return failed
}

export interface RunningServer {
  url: string
  port: number
  dataDir: string
  process: ChildProcess
  output: () => string
  /** Sends SIGTERM and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
  /** Stops the server and removes a data directory it created. */
  dispose: () => Promise<void>
}

export async function startServer(
  options: {
    env?: Record<string, string | undefined>
    dataDir?: string
    timeoutMs?: number
    /**
     * A database template (tests/support/database-template.ts, `inject('databaseTemplate')`) whose
     * database is copied into the data directory this creates, so that the server does not create its embedded database itself
     * (initdb and every migration, most of a start). Unused with `dataDir` or a DATABASE_URL.
     */
    template?: string
    /** Where the port to try comes from: freePort, unless a test chooses. */
    choosePort?: () => Promise<number>
  } = {},
): Promise<RunningServer> {
  if (!existsSync(path.join(projectRoot, 'build', 'server', 'index.js')))
    throw new Error('The production build is missing: run `npm run build`')
  const ownDataDir = !options.dataDir
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'karjaar-test-')))
  if (ownDataDir && options.template && !options.env?.DATABASE_URL)
    await cp(path.join(options.template, 'db'), path.join(dataDir, 'db'), { recursive: true })
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  // freePort lets its port go before the server takes it, seconds later on a busy machine: a peer of
  // another test file may listen there first. The server then ends saying EADDRINUSE before it answered,
  // and starts again on another port.
  let launched: Launched | undefined
  for (let attempt = 1; !launched; attempt += 1) {
    try {
      launched = await launch(await (options.choosePort ?? freePort)(), dataDir, options.env, deadline)
    } catch (error) {
      const taken = error instanceof ServerExited && /EADDRINUSE/.test(error.output)
      if (!taken || attempt >= 3) {
        if (ownDataDir) await rm(dataDir, { recursive: true, force: true })
        throw error
      }
    }
  }
  const { child, port, url, exited, output } = launched
  let stopping = false
  // A server that dies while a test uses it leaves only refused connections behind: its last words say
  // why. (One that ends before it answers /healthz is reported with its output by launch.)
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `The server on port ${port} ended without stop() (code ${code}, signal ${signal}); its last output:\n${output().slice(-4000)}`,
      )
  })
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    stopping = true
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    return exited
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output,
    stop,
    dispose: async () => {
      await stop()
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

class ServerExited extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`The server exited (${code}):\n${output}`)
  }
}

interface Launched {
  child: ChildProcess
  port: number
  url: string
  output: () => string
  exited: Promise<number | null>
}

/** Starts `node server.js` on `port` and waits for its first /healthz 200 until `deadline`. */
async function launch(
  port: number,
  dataDir: string,
  env: Record<string, string | undefined> | undefined,
  deadline: number,
): Promise<Launched> {
  const child = spawn(process.execPath, [...testNodeFlags, 'server.js'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      ...fakedClockEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      GEO_PROVIDER: 'builtin',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new ServerExited(child.exitCode, output)
    try {
      // Bounded: whatever else may listen on the port must not hold the start.
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) })
      if (response.ok && child.exitCode === null) return { child, port, url, output: () => output, exited }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      await exited
      throw new Error(`The server did not answer /healthz in time:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Runs `node <args>` in the project (a script of scripts/, or server.js) as production does, to its end;
 * resolves with its exit code and everything it wrote. Killed after `timeoutMs`. `input` is typed into
 * its standard input, as a person at the terminal would.
 */
export function runNode(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
  input?: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...testNodeFlags, ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, ...fakedClockEnv(), NODE_ENV: 'production', ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    })
    if (input !== undefined) child.stdin?.end(input)
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

/** Runs `node server.js` expecting it to refuse to start; resolves with its exit code and output. */
export function runServerExpectingExit(env: Record<string, string>) {
  return runNode(['server.js'], env, 30_000)
}
