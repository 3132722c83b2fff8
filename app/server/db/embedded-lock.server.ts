import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

/**
 * One process at a time on an embedded database directory (ADR 027). PGlite is single-process: two
 * processes on one directory risk the database itself, and PGlite's own postmaster.pid is removed by any
 * process that closes it, the wrong one included. So every process that opens DATA_DIR/db — the server,
 * `npm run admin|backup|restore|retention`, a test — first takes `DATA_DIR/db.lock`, a file holding its
 * pid and host, created atomically (hard link of a finished file: never half-written), and removes it
 * only if it still holds its own pid.
 *
 * Written here rather than with proper-lockfile: that package judges a lock stale by a heartbeat mtime,
 * so after a kill -9 the next start waits out the whole stale period, and a busy event loop (PGlite runs
 * queries on the main thread) that misses a heartbeat has its lock declared compromised. A pid check says
 * at once whether the owner is alive, as PostgreSQL's own postmaster.pid does.
 */

export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly dbDir: string,
    readonly owner: string,
  ) {
    super(
      `Andmebaas ${dbDir} on kasutusel (${owner}): sisseehitatud andmebaasi saab korraga avada ainult üks ` +
        'protsess. Peatage server (näiteks systemctl stop karjaar@3000) või oodake, kuni teine käsk lõpetab, ' +
        'ja proovige uuesti.',
    )
    this.name = 'EmbeddedDatabaseInUse'
  }
}

interface Owner {
  pid: number
  host: string
}

export function lockPathOf(dbDir: string) {
  return `${path.resolve(dbDir)}.lock`
}

function readOwner(file: string): Owner | null {
  try {
    const [pid, host] = readFileSync(file, 'utf8').trim().split('\n')
    return { pid: Number(pid), host: host ?? '' }
  } catch {
    return null
  }
}

/** The lock files this process holds now. */
const held = new Set<string>()

/**
 * Whether the owner may still be running: alive on this host, or on another host (we cannot tell). Our
 * own pid counts as alive only for a lock this process holds: in a container the server is pid 1 at every
 * start, and the lock a killed pid 1 left must not keep the next pid 1 out.
 */
function mayBeAlive(owner: Owner, lockPath: string): boolean {
  if (owner.host !== hostname()) return true
  if (!Number.isSafeInteger(owner.pid) || owner.pid <= 0) return false
  if (owner.pid === process.pid) return held.has(lockPath)
  try {
    process.kill(owner.pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function describe(owner: Owner | null) {
  if (!owner) return 'teine protsess'
  return owner.host === hostname() ? `protsess ${owner.pid}` : `protsess ${owner.pid} masinas ${owner.host}`
}

/**
 * Takes the lock of `dbDir` or throws EmbeddedDatabaseInUse at once. A lock whose process is gone (killed,
 * crashed) is taken over. Resolves with the function that gives it back.
 */
export function lockEmbeddedDatabase(dbDir: string): () => void {
  const lockPath = lockPathOf(dbDir)
  mkdirSync(path.dirname(lockPath), { recursive: true })
  const me: Owner = { pid: process.pid, host: hostname() }
  const draft = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(draft, `${me.pid}\n${me.host}\n`)
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, lockPath)
        held.add(lockPath)
        return () => releaseLock(lockPath)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      const owner = readOwner(lockPath)
      if (owner && mayBeAlive(owner, lockPath)) throw new EmbeddedDatabaseInUse(dbDir, describe(owner))
      // The owner is gone. Move its lock aside (atomic: of two processes doing this, one gets it), and
      // look at what was moved: a live owner's lock, taken in between, is put back.
      const aside = `${lockPath}.stale.${process.pid}.${randomBytes(4).toString('hex')}`
      try {
        renameSync(lockPath, aside)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw error
      }
      const moved = readOwner(aside)
      if (moved && mayBeAlive(moved, lockPath)) {
        try {
          linkSync(aside, lockPath)
        } finally {
          rmSync(aside, { force: true })
        }
        throw new EmbeddedDatabaseInUse(dbDir, describe(moved))
      }
      rmSync(aside, { force: true })
    }
    throw new EmbeddedDatabaseInUse(dbDir, 'teine protsess')
  } finally {
    rmSync(draft, { force: true })
  }
}

/** Removes the lock only while it is still this process's own. */
function releaseLock(lockPath: string) {
  if (!held.delete(lockPath)) return
  const owner = readOwner(lockPath)
  if (owner?.pid === process.pid && owner.host === hostname()) {
    try {
      unlinkSync(lockPath)
    } catch {
      // Already gone: nothing of ours to remove.
    }
  }
}
