import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  EmbeddedDatabaseInUse,
  lockEmbeddedDatabase,
  lockPathOf,
} from '#app/server/db/embedded-lock.server.ts'
import { setupServer } from '../support/server-fixture.ts'
import { runNode } from '../support/server-process.ts'

/**
 * One process at a time on the embedded database (ADR 027): with the site running, every command that
 * opens DATA_DIR/db refuses at once with one Estonian line, the site keeps working, and its lock stays.
 */

const site = setupServer()
const scratch: string[] = []

afterAll(async () => {
  for (const dir of scratch) await rm(dir, { recursive: true, force: true })
})

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'karjaar-lock-'))
  scratch.push(dir)
  return dir
}

const lockFile = () => lockPathOf(path.join(site.dataDir, 'db'))

async function lockOwner() {
  return (await readFile(lockFile(), 'utf8')).split('\n')[0]
}

async function siteWorks() {
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200)
  const page = await fetch(`${site.url}/killustik`)
  expect(page.status).toBe(200)
  await page.body?.cancel()
}

describe('commands beside the running site', () => {
  it('each refuses at once in one Estonian line; the site works on and keeps its lock', async () => {
    const serverPid = String(site.server.process.pid)
    expect(await lockOwner()).toBe(serverPid)
    const notAnArchive = path.join(await tempDir(), 'karjaar-20260101-000000.tar.gz')
    await writeFile(notAnArchive, 'x')
    const commands: [string, string[], string][] = [
      ['admin.js', ['create', 'maria'], 'Maria-parool-2026\n'],
      ['admin.js', ['passwd', 'haldur'], 'Uus-parool-karjaar-1\n'],
      ['backup.js', [`${await tempDir()}/`], ''],
      ['restore.js', [notAnArchive, '--force'], ''],
      ['retention.js', [], ''],
    ]
    for (const [script, args, input] of commands) {
      const started = Date.now()
      const result = await runNode([`scripts/${script}`, ...args], { DATA_DIR: site.dataDir }, 60_000, input)
      const what = `${script} ${args.join(' ')}`
      expect([what, result.code]).toEqual([what, 1])
      const lines = result.output.trim().split('\n')
      expect([what, lines.length]).toEqual([what, 1])
      expect(lines[0]).toMatch(
        new RegExp(`^Andmebaas .* on kasutusel \\(protsess ${serverPid}\\): sisseehitatud andmebaasi saab`),
      )
      // At once: before any database is opened (that takes seconds), and without asking for a password.
      expect(Date.now() - started).toBeLessThan(15_000)
      expect(result.output).not.toMatch(/\n\s+at /)
      await siteWorks()
      expect(await lockOwner()).toBe(serverPid)
    }
    // Nothing was created beside the site: no admin, no archive.
    expect(site.server.output()).not.toMatch(/"level":"(error|fatal)"/)
  }, 120_000)
})

describe('the lock itself', () => {
  it('is taken over from a process that is gone, and refused while its process lives', async () => {
    const dbDir = path.join(await tempDir(), 'db')
    // A process that has ended: its pid is free.
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => gone.once('exit', resolve))
    await writeFile(lockPathOf(dbDir), `${gone.pid}\n${hostname()}\n`)
    const release = lockEmbeddedDatabase(dbDir)
    expect(await readFile(lockPathOf(dbDir), 'utf8')).toBe(`${process.pid}\n${hostname()}\n`)
    // This process holds it: a second opening in the same process is refused too.
    expect(() => lockEmbeddedDatabase(dbDir)).toThrow(EmbeddedDatabaseInUse)
    release()
    expect(existsSync(lockPathOf(dbDir))).toBe(false)
    // Our own pid in a lock this process does not hold: a container's pid 1 killed and started again.
    await writeFile(lockPathOf(dbDir), `${process.pid}\n${hostname()}\n`)
    lockEmbeddedDatabase(dbDir)()
    expect(existsSync(lockPathOf(dbDir))).toBe(false)

    const living = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      await writeFile(lockPathOf(dbDir), `${living.pid}\n${hostname()}\n`)
      expect(() => lockEmbeddedDatabase(dbDir)).toThrow(`on kasutusel (protsess ${living.pid})`)
      // A lock of another host cannot be judged from here: it is respected.
      await writeFile(lockPathOf(dbDir), `${gone.pid}\nmuu-masin\n`)
      expect(() => lockEmbeddedDatabase(dbDir)).toThrow(`masinas muu-masin`)
      expect(await readFile(lockPathOf(dbDir), 'utf8')).toBe(`${gone.pid}\nmuu-masin\n`)
    } finally {
      living.kill()
    }
  })

  it('is given back only by its owner', async () => {
    const dbDir = path.join(await tempDir(), 'db')
    const release = lockEmbeddedDatabase(dbDir)
    // Someone else's lock in its place (say, after a restore moved things): releasing ours leaves it.
    const living = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      await writeFile(lockPathOf(dbDir), `${living.pid}\n${hostname()}\n`)
      release()
      expect(await readFile(lockPathOf(dbDir), 'utf8')).toBe(`${living.pid}\n${hostname()}\n`)
    } finally {
      living.kill()
    }
  })
})
