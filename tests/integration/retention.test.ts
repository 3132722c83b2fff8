import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { updatePrivacySettings } from '#app/server/content/privacy-settings.server.ts'
import { builtInPrivacy } from '#app/server/content/site-content.server.ts'
import { openPglite } from '#app/server/db/database.server.ts'
import { auditLog, chatMessages, inquiries, orders, outbox } from '#app/server/db/schema.server.ts'
import { applyRetention, retentionCutoff } from '#app/server/ops/retention.server.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'
import { copyDatabaseTemplate } from '../support/database-template.ts'
import { runNode } from '../support/server-process.ts'
import { rowsById } from '../support/table-rows.ts'

/**
 * GDPR retention on a real database: records older than the cut-off lose their personal data (and their
 * mails, chat and the staff notes quoted in the audit log), newer ones keep everything, and a second run
 * changes nothing.
 */

const now = new Date('2026-11-22T10:00:00Z')
const old = new Date('2025-06-01T08:00:00Z') // older than 12 months
const recent = new Date('2026-09-15T08:00:00Z') // within 12 months

const testDatabase = setupTestDatabase({ resetBeforeEach: false })
const ids = { oldOrder: 0, newOrder: 0, oldInquiry: 0, newInquiry: 0 }

function orderRow(at: Date, who: string) {
  return {
    productName: 'Killustik 16-32',
    quantity: 10,
    unitPriceCents: 1200,
    deliveryOption: 'delivery' as const,
    deliveryAddress: `${who} tänav 5, Rakvere`,
    distanceKm: '12.5',
    distanceSource: 'road',
    deliveryCostCents: 3375,
    netPriceCents: 15375,
    vatCents: 3690,
    totalPriceCents: 19065,
    name: `${who} Kask`,
    email: `${who.toLowerCase()}@example.ee`,
    phone: '+372 5111 2222',
    notes: `${who} palub helistada`,
    timestamp: at,
    status: 'tarnitud' as const,
    staffNote: `${who} maksis sularahas`,
    idempotencyKey: `retention-${who}`,
    clientIpHash: 'abcdefghijklmnopqrstuv',
    // Confirmed with a corrected address, then cancelled by staff with a reason; the customer's page.
    deliveryDate: '2025-06-04',
    windowStart: '09:00',
    windowEnd: '11:00',
    confirmedQuantity: 10,
    confirmedDeliveryAddress: `${who} põik 7, Rakvere`,
    confirmedDistanceKm: '13.0',
    confirmedTotalCents: 19_200,
    cancelReason: `${who} kolis ära`,
    customerTokenSalt: `salt-${who}`,
    customerTokenHash: `${who}`.padEnd(64, '0'),
  }
}

beforeAll(async () => {
  const { db } = testDatabase
  const [oldOrder] = await db.insert(orders).values(orderRow(old, 'Vana')).returning()
  const [newOrder] = await db.insert(orders).values(orderRow(recent, 'Uus')).returning()
  const inquiryRow = (at: Date, who: string) => ({
    name: `${who} Tamm`,
    email: `${who.toLowerCase()}.tamm@example.ee`,
    phone: '+372 5333 4444',
    material: 'Liiv',
    details: `${who}: 20 tonni`,
    idempotencyKey: `retention-inquiry-${who}`,
    clientIpHash: 'abcdefghijklmnopqrstuv',
    createdAt: at,
  })
  const [oldInquiry] = await db.insert(inquiries).values(inquiryRow(old, 'Vana')).returning()
  const [newInquiry] = await db.insert(inquiries).values(inquiryRow(recent, 'Uus')).returning()
  Object.assign(ids, {
    oldOrder: oldOrder!.id,
    newOrder: newOrder!.id,
    oldInquiry: oldInquiry!.id,
    newInquiry: newInquiry!.id,
  })
  const mail = (at: Date, link: { orderId?: number; inquiryId?: number }, status: 'sent' | 'failed') => ({
    kind: 'test',
    to: 'klient@example.ee',
    subject: 'Tellimus',
    html: '<p>Nimi</p>',
    text: 'Nimi',
    status,
    createdAt: at,
    ...link,
  })
  await db
    .insert(outbox)
    .values([
      mail(old, { orderId: ids.oldOrder }, 'sent'),
      mail(old, { inquiryId: ids.oldInquiry }, 'failed'),
      mail(recent, { orderId: ids.newOrder }, 'sent'),
      mail(recent, { inquiryId: ids.newInquiry }, 'sent'),
    ])
  await db.insert(chatMessages).values([
    {
      sessionId: 'vana-vestlus',
      role: 'user',
      text: 'Mina olen Vana Kask, telefon 5111 2222',
      createdAt: old,
    },
    { sessionId: 'uus-vestlus', role: 'user', text: 'Kui palju maksab liiv?', createdAt: recent },
  ])
  const audit = (entity: 'order' | 'inquiry', id: number, at: Date, note: string | null) => ({
    adminUsername: 'haldur',
    action: 'status',
    entity,
    entityId: String(id),
    before: entity === 'order' ? { status: 'uus', staffNote: null } : { status: 'uus' },
    after: note === null ? { status: 'vastatud' } : { status: 'tarnitud', staffNote: note },
    createdAt: at,
  })
  await db
    .insert(auditLog)
    .values([
      audit('order', ids.oldOrder, old, 'Vana maksis sularahas'),
      audit('inquiry', ids.oldInquiry, old, null),
      audit('order', ids.newOrder, recent, 'Uus maksis sularahas'),
    ])
}, 60_000)

const everything = () =>
  rowsById(testDatabase.db, { orders, inquiries, outbox, chat: chatMessages, audit: auditLog })

/** What a run finds among one order with its two mails, one inquiry, one chat and one audit entry. */
const oneOfEach = {
  orders: 1,
  inquiries: 1,
  mails: 2,
  chatMessages: 1,
  auditEntries: 1,
  invoices: 0,
  bankEntries: 0,
}
/** A run that finds nothing: every count 0. */
const nothing = Object.fromEntries(Object.keys(oneOfEach).map((key) => [key, 0]))

/** A run with these options must find `counts` and leave every row as it was. */
async function expectRunChangingNothing(
  options: Parameters<typeof applyRetention>[1],
  counts: Record<string, number>,
) {
  const before = await everything()
  expect(await applyRetention(testDatabase.db, options)).toEqual(counts)
  expect(await everything()).toEqual(before)
}

describe('applyRetention', () => {
  it('a dry run counts and changes nothing', async () => {
    await expectRunChangingNothing({ months: 12, dryRun: true, now }, oneOfEach)
  })

  it('erases the personal data of the old records only, and keeps what bookkeeping needs', async () => {
    const before = await everything()
    const counts = await applyRetention(testDatabase.db, { months: 12, now })
    expect(counts).toEqual(oneOfEach)
    const after = await everything()

    const oldOrder = after.orders.find((row) => row.id === ids.oldOrder)!
    expect(oldOrder).toMatchObject({
      name: '',
      email: '',
      phone: '',
      notes: null,
      deliveryAddress: null,
      staffNote: null,
      clientIpHash: null,
      confirmedDeliveryAddress: null,
      cancelReason: null,
      // The customer's page of the order is gone with it.
      customerTokenSalt: null,
      customerTokenHash: null,
      // Bookkeeping stays.
      deliveryDate: '2025-06-04',
      windowStart: '09:00',
      confirmedQuantity: 10,
      confirmedDistanceKm: '13.0',
      confirmedTotalCents: 19_200,
      productName: 'Killustik 16-32',
      quantity: 10,
      unitPriceCents: 1200,
      distanceKm: '12.5',
      deliveryCostCents: 3375,
      netPriceCents: 15375,
      vatCents: 3690,
      totalPriceCents: 19065,
      status: 'tarnitud',
      timestamp: old,
    })
    expect(after.orders.find((row) => row.id === ids.newOrder)).toEqual(
      before.orders.find((row) => row.id === ids.newOrder),
    )

    expect(after.inquiries.find((row) => row.id === ids.oldInquiry)).toMatchObject({
      name: '',
      email: '',
      phone: '',
      details: null,
      clientIpHash: null,
      material: 'Liiv',
      createdAt: old,
    })
    expect(after.inquiries.find((row) => row.id === ids.newInquiry)).toEqual(
      before.inquiries.find((row) => row.id === ids.newInquiry),
    )

    expect(after.outbox.map((row) => row.orderId ?? row.inquiryId)).toEqual([ids.newOrder, ids.newInquiry])
    expect(after.chat.map((row) => row.sessionId)).toEqual(['uus-vestlus'])

    const oldAudit = after.audit.find(
      (row) => row.entityId === String(ids.oldOrder) && row.entity === 'order',
    )!
    expect(oldAudit.after).toEqual({ status: 'tarnitud' })
    expect(oldAudit.before).toEqual({ status: 'uus' })
    const newAudit = after.audit.find(
      (row) => row.entityId === String(ids.newOrder) && row.entity === 'order',
    )
    expect(newAudit?.after).toEqual({ status: 'tarnitud', staffNote: 'Uus maksis sularahas' })

    const text = JSON.stringify(after)
    for (const gone of [
      'Vana Kask',
      'vana@example.ee',
      'Vana palub',
      'Vana tänav',
      'Vana maksis',
      'Vana Tamm',
    ])
      expect(text).not.toContain(gone)
  })

  it('is idempotent: a second run finds nothing and changes nothing', async () => {
    await expectRunChangingNothing({ months: 12, now }, nothing)
  })

  it('a shorter period reaches the newer records too', async () => {
    const counts = await applyRetention(testDatabase.db, { months: 1, now })
    expect(counts).toMatchObject(oneOfEach)
    const [row] = await testDatabase.db.select().from(orders).where(eq(orders.id, ids.newOrder))
    expect(row).toMatchObject({ name: '', email: '', totalPriceCents: 19065 })
  })
})

function retentionCli(args: string[], env: Record<string, string>) {
  return runNode(['scripts/retention.js', ...args], env, 120_000)
}

// Each case runs the command as a person does, a process that loads the server's build and the embedded
// database: beside CI's other lanes three of them took over 30 s.
describe('npm run retention', { timeout: 180_000 }, () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'karjaar-retention-'))
  })
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('takes no period on the command line: the privacy setting is the only one, said in Estonian', async () => {
    for (const args of [
      ['--months', '24'],
      ['--months=12', '--dry-run'],
    ]) {
      const result = await retentionCli(args, { DATA_DIR: dataDir })
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.output).toContain('Säilitusaega ei anta enam käsureal')
    }
    const unknown = await retentionCli(['--kiiresti'], { DATA_DIR: dataDir })
    expect(unknown.code).toBe(2)
    expect(unknown.output).toContain('Kasutus: npm run retention [-- --dry-run]')
  })

  it('says so when there is no database, and on a dry run counts by the stored privacy setting', async () => {
    const none = await retentionCli([], { DATA_DIR: dataDir })
    expect(none.code).toBe(1)
    expect(none.output).toContain('Andmebaasi ei ole')
    // A new installation's database: the run's migrated template (creating one is initdb and every migration).
    const template = inject('databaseTemplate')
    if (template) await copyDatabaseTemplate(template, dataDir)
    else await (await openPglite(path.join(dataDir, 'db'))).close()
    const dry = await retentionCli(['--dry-run'], { DATA_DIR: dataDir })
    expect(dry.code, dry.output).toBe(0)
    expect(dry.output).toContain('Proovikäik, midagi ei muudetud')
    expect(dry.output).toContain(`säilitusaeg ${builtInPrivacy.retentionMonths} kuud`)
    expect(dry.output).toContain('0 tellimust, 0 päringut')

    // Staff set another period: the job erases by it, as the notice says.
    const database = await openPglite(path.join(dataDir, 'db'))
    try {
      await updatePrivacySettings(
        database.db,
        'haldur',
        { retentionMonths: 7, noticeDate: '2026-11-20' },
        builtInPrivacy,
      )
    } finally {
      await database.close()
    }
    const seven = await retentionCli(['--dry-run'], { DATA_DIR: dataDir })
    expect(seven.code, seven.output).toBe(0)
    const cutoff = retentionCutoff(7).toISOString().slice(0, 10)
    expect(seven.output).toContain(`säilitusaeg 7 kuud, vanemad kui ${cutoff}`)
    // Three runs of the command, each a process that opens the embedded database: on a busy machine more
    // than the default 30 s.
  }, 90_000)
})
