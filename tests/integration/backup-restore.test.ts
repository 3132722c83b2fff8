import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type DatabaseHandle, openPglite, openPostgres } from '#app/server/db/database.server.ts'
import { auditLog, inquiries, orders, products } from '#app/server/db/schema.server.ts'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { copyDatabaseTemplate } from '../support/database-template.ts'
import { inquiryBody, orderBody, postForm } from '../support/request-bodies.ts'
import { type RunningServer, runNode, startServer } from '../support/server-process.ts'
import { rowsById } from '../support/table-rows.ts'
import { emptyPostgresSchema } from '../support/test-database.ts'

/**
 * `npm run backup` and `npm run restore` round trips: orders, an inquiry, a product change and an
 * uploaded picture go into one archive and come back in a fresh data directory (and a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set), where a new server serves them.
 */

function runScript(script: string, args: string[], env: Record<string, string>) {
  return runNode([path.join('scripts', script), ...args], env, 120_000)
}

async function populate(server: RunningServer) {
  const { token } = await signIn(server.url)
  const admin = { 'X-Admin-Token': token, 'Content-Type': 'application/json' }

  const orderIds: number[] = []
  for (const quantity of ['5', '12']) {
    const response = await postForm(
      `${server.url}/api/orders`,
      orderBody({ quantity, email: `vello.${quantity}@example.ee` }),
    )
    const body = (await response.json()) as { ok: boolean; orderId: number }
    expect(response.status, JSON.stringify(body)).toBe(201)
    orderIds.push(body.orderId)
  }

  const inquiryResponse = await postForm(
    `${server.url}/api/inquiries`,
    inquiryBody({ details: 'Hind 40 tonnile' }),
  )
  expect(inquiryResponse.status).toBe(201)

  const product = (await (
    await fetch(`${server.url}/api/admin/products?id=1`, { headers: admin })
  ).json()) as {
    name: string
    description: string
    published: boolean
  }
  const changed = await fetch(`${server.url}/api/admin/products?id=1`, {
    method: 'PUT',
    headers: admin,
    body: JSON.stringify({ ...product, priceEur: 7.35 }),
  })
  expect(changed.status).toBe(200)

  const picture = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 120, g: 110, b: 90 } },
  })
    .png()
    .toBuffer()
  const uploaded = await fetch(`${server.url}/api/admin/upload`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      file: picture.toString('base64'),
      fileName: 'kivi.png',
      contentType: 'image/png',
    }),
  })
  expect(uploaded.status).toBe(200)
  const { url } = (await uploaded.json()) as { url: string }
  expect(url).toMatch(/^\/media\//)
  return { orderIds, pictureUrl: url }
}

/** The rows a backup must bring back, in a stable order. */
function snapshot(handle: DatabaseHandle) {
  return rowsById(handle.db, { orders, inquiries, products, audit: auditLog })
}

async function uploadedFiles(dataDir: string): Promise<Map<string, Buffer>> {
  const dir = path.join(dataDir, 'uploads')
  const files = new Map<string, Buffer>()
  for (const name of await readdir(dir)) files.set(name, await readFile(path.join(dir, name)))
  return files
}

async function archiveIn(dir: string): Promise<string> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.tar.gz'))
  expect(names).toHaveLength(1)
  return path.join(dir, names[0]!)
}

const temporary: string[] = []
async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix))
  temporary.push(dir)
  return dir
}

afterAll(async () => {
  for (const dir of temporary) await rm(dir, { recursive: true, force: true })
})

/**
 * The embedded database's round trips run in the integration project; the integration-postgres project,
 * which runs this file again for the pg_dump round trip below, would only repeat them on the same PGlite.
 */
describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database (PGlite)', () => {
  it('round trip: back up a stopped site, restore into a fresh data directory, serve the same data', async () => {
    const source = await tempDir('karjaar-backup-src-')
    const target = await tempDir('karjaar-backup-dst-')
    const archives = await tempDir('karjaar-backups-')
    // The site's database as a new installation has it: the run's migrated template (creating one is initdb).
    const template = inject('databaseTemplate')
    if (template) await copyDatabaseTemplate(template, source)

    const first = await startServer({ dataDir: source, env: testAdminEnv, timeoutMs: 120_000 })
    let made: Awaited<ReturnType<typeof populate>>
    try {
      made = await populate(first)
      // PGlite is single-process: while the server has the database, the backup refuses.
      const refused = await runScript('backup.js', [`${archives}/`], { DATA_DIR: source })
      expect(refused.code).toBe(1)
      expect(refused.output).toContain('on kasutusel')
      expect(await readdir(archives)).toEqual([])
    } finally {
      await first.stop()
    }

    const backup = await runScript('backup.js', [`${archives}/`], { DATA_DIR: source })
    expect(backup.code, backup.output).toBe(0)
    expect(backup.output).toContain('Varukoopia valmis')
    const archive = await archiveIn(archives)

    const restored = await runScript('restore.js', [archive], { DATA_DIR: target })
    expect(restored.code, restored.output).toBe(0)

    const second = await startServer({ dataDir: target, env: testAdminEnv, timeoutMs: 120_000 })
    try {
      const picture = await fetch(`${second.url}${made.pictureUrl}`)
      expect(picture.status).toBe(200)
      expect(Buffer.from(await picture.arrayBuffer())).toEqual(
        await readFile(path.join(source, 'uploads', path.basename(made.pictureUrl))),
      )
      const { token } = await signIn(second.url)
      const order = await fetch(`${second.url}/api/admin/orders?id=${made.orderIds[1]}`, {
        headers: { 'X-Admin-Token': token },
      })
      expect(order.status).toBe(200)
      expect(await order.json()).toMatchObject({ id: made.orderIds[1], quantity: 12 })
      const catalogue = (await (await fetch(`${second.url}/api/products`)).json()) as { priceEur: number }[]
      expect(catalogue.some((product) => product.priceEur === 7.35)).toBe(true)

      // A database that is not empty is only overwritten with --force, and while no server has it open.
      const again = await runScript('restore.js', [archive], { DATA_DIR: target })
      expect(again.code).toBe(1)
      expect(again.output).toContain('on kasutusel')
    } finally {
      await second.stop()
    }
    const notEmpty = await runScript('restore.js', [archive], { DATA_DIR: target })
    expect(notEmpty.code).toBe(1)
    expect(notEmpty.output).toContain('ei ole tühi')

    const a = await openPglite(path.join(source, 'db'))
    const b = await openPglite(path.join(target, 'db'))
    try {
      const before = await snapshot(a)
      // The sign-in on the restored site added nothing to these tables.
      expect(await snapshot(b)).toEqual(before)
      expect(before.orders).toHaveLength(2)
      expect(before.inquiries).toHaveLength(1)
      expect(before.audit.some((entry) => entry.entity === 'product')).toBe(true)
    } finally {
      await a.close()
      await b.close()
    }
    expect(await uploadedFiles(target)).toEqual(await uploadedFiles(source))

    const forced = await runScript('restore.js', [archive, '--force'], { DATA_DIR: target })
    expect(forced.code, forced.output).toBe(0)
    expect(forced.output).toContain('tõsteti kõrvale')
  }, 300_000)

  it('a damaged database in the archive leaves the old database in place, even with --force', async () => {
    const dir = await tempDir('karjaar-backup-damaged-')
    const parts = path.join(dir, 'parts')
    await mkdir(parts)
    await writeFile(path.join(parts, 'pglite-datadir.tar.gz'), gzipSync('not a data directory'))
    await writeFile(
      path.join(parts, 'manifest.json'),
      JSON.stringify({
        format: 'karjaar-backup',
        version: 1,
        createdAt: '2026-01-01T00:00:00.000Z',
        database: 'pglite',
        databaseFile: 'pglite-datadir.tar.gz',
        uploads: 'files',
        uploadCount: 0,
      }),
    )
    const archive = path.join(dir, 'katki.tar.gz')
    execFileSync('tar', ['-czf', archive, '-C', parts, 'manifest.json', 'pglite-datadir.tar.gz'])
    const dataDir = path.join(dir, 'data')
    const template = inject('databaseTemplate')
    if (template) await copyDatabaseTemplate(template, dataDir)
    const existing = await openPglite(path.join(dataDir, 'db'))
    await existing.db.insert(inquiries).values({
      name: 'Alles Jääja',
      email: 'alles@example.ee',
      phone: '+372 5000 3333',
      material: 'Liiv',
      idempotencyKey: 'backup-damaged-kept',
    })
    await existing.close()

    const result = await runScript('restore.js', [archive, '--force'], { DATA_DIR: dataDir })
    expect(result.code).toBe(1)
    expect(result.output).toContain('senine andmebaas jäi alles')
    expect(await readdir(dataDir)).toEqual(['db'])
    const reopened = await openPglite(path.join(dataDir, 'db'))
    try {
      expect((await reopened.db.select().from(inquiries)).map((row) => row.name)).toEqual(['Alles Jääja'])
    } finally {
      await reopened.close()
    }
  }, 120_000)

  it('refuses an archive that is not a backup, with an Estonian message', async () => {
    const dir = await tempDir('karjaar-backup-bad-')
    const bogus = path.join(dir, 'muu.tar.gz')
    await writeFile(bogus, 'not a tarball')
    const result = await runScript('restore.js', [bogus], { DATA_DIR: path.join(dir, 'data') })
    expect(result.code).toBe(1)
    expect(result.output).toContain('ei ole loetav')
    expect(existsSync(path.join(dir, 'data', 'db'))).toBe(false)
  })
})

const postgresUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!postgresUrl)('PostgreSQL (runs only with TEST_DATABASE_URL set)', () => {
  let targetUrl: string
  let adminClient: pg.Client

  beforeAll(async () => {
    const url = new URL(postgresUrl!)
    const targetName = `${url.pathname.slice(1)}_restore`
    await emptyPostgresSchema(postgresUrl!)
    adminClient = new pg.Client({ connectionString: postgresUrl })
    await adminClient.connect()
    await adminClient.query(`drop database if exists "${targetName}"`)
    await adminClient.query(`create database "${targetName}"`)
    url.pathname = `/${targetName}`
    targetUrl = url.toString()
  })

  afterAll(async () => {
    if (targetUrl)
      await adminClient.query(`drop database if exists "${new URL(targetUrl).pathname.slice(1)}"`)
    await adminClient?.end()
  })

  it('round trip with pg_dump while the site runs, into a fresh database', async () => {
    const source = await tempDir('karjaar-pgbackup-src-')
    const target = await tempDir('karjaar-pgbackup-dst-')
    const archives = await tempDir('karjaar-pgbackups-')

    const first = await startServer({
      dataDir: source,
      env: { ...testAdminEnv, DATABASE_URL: postgresUrl },
      timeoutMs: 120_000,
    })
    let made: Awaited<ReturnType<typeof populate>>
    try {
      made = await populate(first)
      const backup = await runScript('backup.js', [`${archives}/`], {
        DATA_DIR: source,
        DATABASE_URL: postgresUrl!,
      })
      expect(backup.code, backup.output).toBe(0)
      expect(backup.output).toContain('PostgreSQL')
    } finally {
      await first.stop()
    }
    const archive = await archiveIn(archives)

    const restored = await runScript('restore.js', [archive], { DATA_DIR: target, DATABASE_URL: targetUrl })
    expect(restored.code, restored.output).toBe(0)
    const again = await runScript('restore.js', [archive], { DATA_DIR: target, DATABASE_URL: targetUrl })
    expect(again.code).toBe(1)
    expect(again.output).toContain('ei ole tühi')

    const second = await startServer({
      dataDir: target,
      env: { ...testAdminEnv, DATABASE_URL: targetUrl },
      timeoutMs: 120_000,
    })
    try {
      expect((await fetch(`${second.url}${made.pictureUrl}`)).status).toBe(200)
      const catalogue = (await (await fetch(`${second.url}/api/products`)).json()) as { priceEur: number }[]
      expect(catalogue.some((product) => product.priceEur === 7.35)).toBe(true)
    } finally {
      await second.stop()
    }

    const a = await openPostgres(postgresUrl!)
    const b = await openPostgres(targetUrl)
    try {
      const before = await snapshot(a)
      expect(await snapshot(b)).toEqual(before)
      expect(before.orders).toHaveLength(2)
    } finally {
      await a.close()
      await b.close()
    }
    expect(await uploadedFiles(target)).toEqual(await uploadedFiles(source))

    const forced = await runScript('restore.js', [archive, '--force'], {
      DATA_DIR: target,
      DATABASE_URL: targetUrl,
    })
    expect(forced.code, forced.output).toBe(0)
  }, 300_000)
})
