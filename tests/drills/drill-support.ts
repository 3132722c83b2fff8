import { randomUUID } from 'node:crypto'
import { appendFile } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { inject, type TestContext } from 'vitest'
import { newClientAddress } from '../support/client-address.ts'
import { type FormFields, formData, orderBody } from '../support/request-bodies.ts'
import { emptyPostgresSchema } from '../support/test-database.ts'

/**
 * Shared pieces of the reliability drills (`npm run drill`): the result rows printed as one table at the
 * end, the PostgreSQL database the drills may use, and order posts made the way the browser makes them.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    drillResults: string
  }
}

export interface DrillRow {
  drill: string
  database: 'PGlite' | 'PostgreSQL' | '–'
  /** What the drill did: counts and durations. */
  did: string
  /** What it found. */
  found: string
  result: 'pass' | 'fail' | 'skipped'
  seconds: number
}

async function writeRow(row: DrillRow) {
  await appendFile(inject('drillResults'), `${JSON.stringify(row)}\n`)
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]

/**
 * Runs one drill and records its row whatever happens: a thrown error (a failed expectation included)
 * marks the row failed with the error's first line and fails the test.
 */
export async function runDrill(
  drill: string,
  database: DrillRow['database'],
  body: (row: DrillRow) => Promise<void>,
): Promise<void> {
  const row: DrillRow = { drill, database, did: '', found: '', result: 'pass', seconds: 0 }
  const started = performance.now()
  try {
    await body(row)
  } catch (error) {
    row.result = 'fail'
    row.found = [row.found, `FAILED: ${message(error)}`].filter(Boolean).join('; ')
    throw error
  } finally {
    row.seconds = Math.round((performance.now() - started) / 100) / 10
    await writeRow(row)
  }
}

/**
 * Records the drill as skipped, with the reason, and makes vitest report the test as skipped (not
 * passed): `context.skip` throws, so nothing after the call runs.
 */
export async function skipDrill(
  context: TestContext,
  drill: string,
  database: DrillRow['database'],
  why: string,
): Promise<never> {
  await writeRow({ drill, database, did: '–', found: why, result: 'skipped', seconds: 0 })
  return context.skip(why)
}

/** A server PostgreSQL for the drills that need one; undefined: those drills are reported skipped. */
export const drillDatabaseUrl = process.env.DRILL_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined

/** The drills' PostgreSQL, or the drill is recorded and reported skipped when there is none. */
export async function drillDatabaseOrSkip(context: TestContext, drill: string): Promise<string> {
  if (drillDatabaseUrl) return drillDatabaseUrl
  return skipDrill(context, drill, 'PostgreSQL', 'DRILL_DATABASE_URL not set')
}

/** An empty schema: the server migrates it at start. */
export const resetPostgres = emptyPostgresSchema

export async function queryPostgres<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

const materials = ['soelutud-taiteliiv', 'kaldaliiv', 'killustik', 'soelutud-kruus', 'purukruus']

/** A valid order form for self-pickup, one of five materials and quantities by `sequence`. */
export function orderFields(sequence: number, idempotencyKey: string = randomUUID()): FormFields {
  return orderBody({
    slug: materials[sequence % materials.length]!,
    idempotencyKey,
    firstName: 'Harjutus',
    lastName: `Klient ${sequence}`,
    email: `harjutus.${sequence}@example.ee`,
    quantity: String(1 + (sequence % 25)),
  })
}

export interface OrderAnswer {
  status: number
  orderId: number | null
  body: string
}

/** POST /api/orders; throws on a connection error (nothing acknowledged). */
export async function postOrder(
  baseUrl: string,
  fields: Record<string, string>,
  timeoutMs = 15_000,
): Promise<OrderAnswer> {
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    body: formData(fields),
    headers: { 'X-Forwarded-For': newClientAddress() },
    signal: AbortSignal.timeout(timeoutMs),
  })
  const body = await response.text()
  let orderId: number | null = null
  try {
    const parsed = JSON.parse(body) as { ok?: boolean; orderId?: number }
    if (parsed.ok && typeof parsed.orderId === 'number' && parsed.orderId > 0) orderId = parsed.orderId
  } catch {
    // not JSON: not an acknowledgement
  }
  return { status: response.status, orderId, body }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await sleep(100)
  }
}

/** Counts equal items: duplicates are the entries above 1. */
export function tally<T>(items: Iterable<T>): Map<T, number> {
  const counts = new Map<T, number>()
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1)
  return counts
}

/** The order a mail belongs to, from its subject (staff: 'Uus tellimus nr N:', customer: '(nr N)'). */
export function orderIdOfSubject(subject: string): number | null {
  const match = /^Uus tellimus nr (\d+):/.exec(subject) ?? /\(nr (\d+)\)/.exec(subject)
  return match ? Number(match[1]) : null
}
