import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { enableInvoicing } from '../support/invoicing.ts'
import { type MeritPeer, startMeritPeer } from '../support/merit-peer.ts'
import { type RunningServer, startServer } from '../support/server-process.ts'
import { nextWorkingDay } from '../support/working-days.ts'
import {
  drillDatabaseOrSkip,
  orderFields,
  postOrder,
  queryPostgres,
  resetPostgres,
  runDrill,
  tally,
  waitUntil,
} from './drill-support.ts'
import { selectRows } from './stored-rows.ts'

/**
 * Drill (m), ADR 062: invoices, credit invoices and payments reach Merit Aktiva (a local peer speaking its
 * protocol and checking its signatures, tests/support/merit-peer.ts) exactly once from the production build
 * whatever Merit does:
 * 1. Merit's port is closed while staff deliver orders, credit one invoice and record payments by hand.
 *    The outage is felt first (every invoice's attempts refused, logged and shown to staff as the books'
 *    error), then Merit comes back and holds every invoice once and every payment once, after its invoice.
 * 2. Merit stores an invoice, and then a payment, and the connection is cut before the answer: the server
 *    logged a failed attempt while Merit already held it; after the retry Merit still holds one copy.
 * 3. Two processes on one PostgreSQL, both books workers against one Merit that now and then answers 503
 *    or loses its answer: each invoice stored once, counted per invoice number at a recording proxy in
 *    front of Merit, one per process, which also shows that both workers sent.
 * MERIT_RETRY_MS and MERIT_POLL_MS shorten the worker's waits from the production 30 s doubling and 10 s.
 */

// An API id and key of the shapes Merit issues: the key's '+' and '/' must survive the query string.
const apiId = '670fe52f-558a-4be8-ade0-526e01a106d0'
const apiKey = 'AoCmZGUfWMMhLJ+Eb6oRF4pAEw/kU3Qw9sV8x2Zc+TpYq0='
const fastBooks = { MERIT_RETRY_MS: '300', MERIT_POLL_MS: '100' }
const meritEnv = (url: string) => ({
  MERIT_API_ID: apiId,
  MERIT_API_KEY: apiKey,
  MERIT_API_URL: url,
  ...fastBooks,
  ...testAdminEnv,
})

/** A failed attempt as the books worker logs it (books-runner.server.ts, merit-books.server.ts). */
interface LoggedFailure {
  kind: string
  invoiceId: number
  attempt: number
  reason: string
}

function loggedBooksFailures(output: string): LoggedFailure[] {
  const failures: LoggedFailure[] = []
  for (const line of output.split('\n')) {
    const match =
      /Books item (\d+) \((\w+) of invoice (\d+)\) attempt (\d+) failed, will retry: ([^"]*)/.exec(line)
    if (match)
      failures.push({
        kind: match[2]!,
        invoiceId: Number(match[3]),
        attempt: Number(match[4]),
        reason: match[5]!,
      })
  }
  return failures
}

interface Issued {
  orderId: number
  invoiceId: number
  number: string
}

type Staff = ReturnType<typeof staffClient>

/** A self-pickup order placed on the site, confirmed and delivered by staff: the invoice it issued. */
async function deliveredOrder(base: string, staff: Staff, sequence: number): Promise<Issued> {
  const placed = await postOrder(base, orderFields(sequence))
  expect(placed.status, placed.body).toBe(201)
  const orderId = placed.orderId!
  const put = (body: object) => staff.api(`/api/admin/orders?id=${orderId}`, { method: 'PUT', body })
  const confirmed = await put({
    status: 'kinnitatud',
    deliveryDate: nextWorkingDay(),
    timeWindow: '09:00-11:00',
    notifyCustomer: false,
  })
  expect(confirmed.status, await confirmed.clone().text()).toBe(200)
  const delivered = await put({
    status: 'tarnitud',
    deliveredTonnes: 1 + (sequence % 7) + 0.35,
    weighTicket: `KS-${orderId}`,
    notifyCustomer: false,
  })
  expect(delivered.status, await delivered.clone().text()).toBe(200)
  const [invoice] = ((await delivered.json()) as { invoices: { id: number; number: string }[] }).invoices
  return { orderId, invoiceId: invoice!.id, number: invoice!.number }
}

/** A payment by hand (POST /api/admin/invoices?id=N&action=payment). */
async function payByHand(staff: Staff, invoiceId: number, amountEur: number) {
  const paid = await staff.api(`/api/admin/invoices?id=${invoiceId}&action=payment`, {
    method: 'POST',
    body: { amountEur, date: tallinnCalendarDate(), note: 'Harjutus' },
  })
  expect(paid.status, await paid.clone().text()).toBe(200)
}

/** Where an invoice stands in the books, as staff see it in GET /api/admin/invoices?id=N. */
async function booksOf(staff: Staff, invoiceId: number) {
  const answer = await staff.api(`/api/admin/invoices?id=${invoiceId}`)
  return ((await answer.json()) as { books: { status: string; error: string | null } | null }).books
}

async function allBooked(staff: Staff, invoices: Issued[]) {
  const states = await Promise.all(invoices.map((invoice) => booksOf(staff, invoice.invoiceId)))
  return states.every((state) => state?.status === 'saadetud')
}

interface StoredItem {
  id: number
  kind: string
  invoice_id: number
  status: string
  attempts: number
  uncertain: boolean
}

const storedItems = 'select id, kind, invoice_id, status, attempts, uncertain from merit_books order by id'

describe('drill (m): Merit Aktiva down, its answer lost, two processes', () => {
  let peer: MeritPeer | undefined
  let server: RunningServer | undefined
  /** What part 1 left in Merit, checked again once the server has stopped. */
  const expectedPayments: { number: string; amount: string }[] = []
  const issued: Issued[] = []
  afterAll(async () => {
    if (process.env.DRILL_DEBUG) console.info(server?.output())
    await server?.dispose()
    await peer?.close()
  })

  it('sends every invoice and payment once after Merit was unreachable', async () => {
    await runDrill('m Merit down', 'PGlite', async (row) => {
      peer = await startMeritPeer({ apiId, apiKey })
      server = await startServer({ env: meritEnv(peer.url), timeoutMs: 120_000 })
      const base = server.url
      const staff = staffClient(server)
      await enableInvoicing(base, (await staff.admin()).token)
      // The start's one check of the credentials reached Merit and was accepted: the peer is the one it uses.
      await waitUntil(
        async () => peer!.requests.some((seen) => seen.endpoint === 'v1/gettaxes' && seen.status === 200),
        30_000,
        "the start's check of the credentials",
      )

      peer.fail('refuse')
      const started = Date.now()
      // Four deliveries at once: the shorter the outage, the shorter the pause that follows it.
      issued.push(
        ...(await Promise.all([1, 2, 3, 4].map((sequence) => deliveredOrder(base, staff, sequence)))),
      )
      const [first, second, third, credited] = issued as [Issued, Issued, Issued, Issued]
      // Payments by hand: two parts of the first invoice, one of the second and of the third.
      const payments = [
        [first, 10],
        [first, 5.5],
        [second, 12.25],
        [third, 7],
      ] as const
      // The first invoice's two payments one after the other (the queue keeps their order), the rest at once.
      const pay = async (from: number, to: number) => {
        for (const [invoice, amount] of payments.slice(from, to)) {
          await payByHand(staff, invoice.invoiceId, amount)
          expectedPayments.push({ number: invoice.number, amount: amount.toFixed(2) })
        }
      }
      // A credit invoice of the last one: it goes after the invoice it cancels.
      const crediting = async () => {
        const answer = await staff.api(`/api/admin/invoices?id=${credited.invoiceId}&action=credit`, {
          method: 'POST',
          body: { reason: 'Vale kogus' },
        })
        expect(answer.status, await answer.clone().text()).toBe(201)
        return ((await answer.json()) as { credit: { id: number; number: string } }).credit
      }
      const [credit] = await Promise.all([crediting(), pay(0, 2), pay(2, 3), pay(3, 4)])
      const invoices = [...issued, { orderId: credited.orderId, invoiceId: credit.id, number: credit.number }]

      // The outage is felt: every invoice refused at least twice, logged, and shown to staff; the credit
      // invoice and the payments wait for their invoices, untried.
      const refusedTwice = () => {
        const refused = loggedBooksFailures(server!.output()).filter(
          (failure) =>
            failure.kind === 'invoice' && /ECONNREFUSED/.test(failure.reason) && failure.attempt >= 2,
        )
        return new Set(refused.map((failure) => failure.invoiceId))
      }
      await waitUntil(
        async () => issued.every((invoice) => refusedTwice().has(invoice.invoiceId)),
        60_000,
        'every invoice refused twice',
      )
      const shown = await Promise.all(invoices.map((invoice) => booksOf(staff, invoice.invoiceId)))
      expect(shown.map((state) => state?.status)).toEqual(invoices.map(() => 'ootel'))
      expect(
        shown.slice(0, -1).every((state) => /pole kättesaadav \(ECONNREFUSED\)/.test(state?.error ?? '')),
      ).toBe(true)
      expect(shown.at(-1)?.error).toBeNull()
      expect(loggedBooksFailures(server.output()).filter((failure) => failure.kind === 'payment')).toEqual([])
      const failedWhileDown = loggedBooksFailures(server.output()).length
      expect(peer.invoices).toHaveLength(0)
      expect(peer.payments).toHaveLength(0)
      const downMs = Date.now() - started

      await peer.reopen()
      const upAt = Date.now()
      await waitUntil(
        async () => peer!.payments.length >= payments.length && (await allBooked(staff, invoices)),
        60_000,
        'every invoice and payment in Merit',
      )
      const allInMs = Date.now() - upAt

      const byNumber = tally(peer.invoices.map((held) => held.payload.InvoiceNo))
      const missing = invoices.filter((invoice) => byNumber.get(invoice.number) !== 1)
      const duplicates = [...byNumber.values()].filter((count) => count > 1).length
      const paymentsBy = tally(
        peer.payments.map((held) => `${held.payload.InvoiceNo} ${held.payload.Amount}`),
      )
      const paymentsNotOnce = expectedPayments.filter(
        (payment) => paymentsBy.get(`${payment.number} ${payment.amount}`) !== 1,
      )
      // Merit takes a payment of an invoice it holds only (400 otherwise), so none was sent before its invoice.
      const refusedByMerit = peer.requests.filter((seen) => seen.status === 400).length
      const creditAt = peer.invoices.findIndex((held) => held.payload.InvoiceNo === credit.number)
      const creditedAt = peer.invoices.findIndex((held) => held.payload.InvoiceNo === credited.number)

      row.did =
        `Merit's port closed for ${(downMs / 1000).toFixed(1)} s while staff delivered ${issued.length} ` +
        `orders, credited one invoice and recorded ${payments.length} payments by hand; MERIT_RETRY_MS=300`
      row.found =
        `outage felt: ${failedWhileDown} refused attempts logged, the ${issued.length} invoices shown ` +
        "'ootel' with ECONNREFUSED, the credit invoice and the payments waiting behind them; back up: " +
        `${byNumber.size}/${invoices.length} invoices and ${peer.payments.length}/${payments.length} ` +
        `payments in Merit within ${(allInMs / 1000).toFixed(1)} s, ` +
        `${duplicates} duplicates, ${paymentsNotOnce.length} payments not once, ${refusedByMerit} refused; ` +
        `the credit invoice stored ${creditAt > creditedAt ? 'after' : 'BEFORE'} its invoice`

      expect(missing).toEqual([])
      expect(duplicates).toBe(0)
      expect(peer.invoices).toHaveLength(invoices.length)
      expect(paymentsNotOnce).toEqual([])
      expect(peer.payments).toHaveLength(payments.length)
      expect(refusedByMerit).toBe(0)
      expect(creditAt).toBeGreaterThan(creditedAt)
      issued.push({ orderId: credited.orderId, invoiceId: credit.id, number: credit.number })
    })
  })

  it('keeps one copy when Merit stores an invoice and a payment but the answer is lost', async () => {
    await runDrill('m Merit answer lost', 'PGlite', async (row) => {
      if (!server || !peer) throw new Error('part 1 did not start the server')
      const base = server.url
      const staff = staffClient(server)
      const seenBefore = peer.requests.length
      const failuresBefore = loggedBooksFailures(server.output()).length
      peer.fail('drop', { endpoint: 'v2/sendinvoice' })
      peer.fail('drop', { endpoint: 'v1/sendpayment' })
      const invoice = await deliveredOrder(base, staff, 7)
      await payByHand(staff, invoice.invoiceId, 20)
      const held = () => peer!.invoices.filter((copy) => copy.payload.InvoiceNo === invoice.number)
      const paid = () => peer!.payments.filter((copy) => copy.payload.InvoiceNo === invoice.number)

      // The drops happened: the server logged each attempt as failed while Merit already held what it sent.
      const failedOf = (kind: string) =>
        loggedBooksFailures(server!.output())
          .slice(failuresBefore)
          .filter((failure) => failure.kind === kind && failure.invoiceId === invoice.invoiceId)
      await waitUntil(async () => failedOf('invoice').length > 0, 30_000, 'the lost answer to the invoice')
      const heldWhenFailed = held().length
      await waitUntil(async () => failedOf('payment').length > 0, 30_000, 'the lost answer to the payment')
      const paidWhenFailed = paid().length
      expect(heldWhenFailed).toBe(1)
      expect(paidWhenFailed).toBe(1)
      // Cut after Merit stored it, not refused: a lost answer.
      const reasons = [...failedOf('invoice'), ...failedOf('payment')].map((failure) => failure.reason)
      expect(reasons.every((reason) => /pole kättesaadav/.test(reason) && !/ECONNREFUSED/.test(reason))).toBe(
        true,
      )

      // Each retry asks Merit first (v2/getinvoices2): the invoice's, then, once the invoice is booked,
      // the payment's. The server stops after the second: it finishes the attempt under way first.
      const since = () => peer!.requests.slice(seenBefore)
      const count = (endpoint: string) => since().filter((seen) => seen.endpoint === endpoint).length
      await waitUntil(
        async () =>
          count('v2/getinvoices2') >= 2 && (await booksOf(staff, invoice.invoiceId))?.status === 'saadetud',
        30_000,
        'both retries',
      )
      // Nothing more can reach Merit once the server has stopped: what the peer holds then is everything.
      expect(await server.stop()).toBe(0)
      const rows = await selectRows<StoredItem>({ dataDir: server.dataDir }, storedItems)
      const notSent = rows.filter((item) => item.status !== 'sent')
      const ours = rows.filter((item) => Number(item.invoice_id) === invoice.invoiceId)
      // Part 1's invoices and payments, once each still now that nothing more can arrive.
      const byNumber = tally(peer.invoices.map((copy) => copy.payload.InvoiceNo))
      const duplicates = [...byNumber.values()].filter((times) => times > 1).length
      const paymentsBy = tally(
        peer.payments.map((copy) => `${copy.payload.InvoiceNo} ${copy.payload.Amount}`),
      )
      const paymentsNotOnce = [...expectedPayments, { number: invoice.number, amount: '20.00' }].filter(
        (payment) => paymentsBy.get(`${payment.number} ${payment.amount}`) !== 1,
      )

      row.did =
        'Merit stored an invoice, then its payment, and cut the connection before each answer; ' +
        `the server retried (${failedOf('invoice')[0]?.reason}), then stopped`
      row.found =
        `logged as failed while Merit held the invoice (${heldWhenFailed} copy) and the payment ` +
        `(${paidWhenFailed}); then ${count('v2/getinvoices2')} look-ups, ${count('v2/sendinvoice')} ` +
        `sendinvoice and ${count('v1/sendpayment')} sendpayment in all: Merit holds the invoice ` +
        `${held().length}×, the payment ${paid().length}×; queue: ${rows.length} items, ${notSent.length} not ` +
        `sent, ${ours.filter((item) => item.uncertain).length}/2 marked uncertain; all parts: ${duplicates} ` +
        `duplicate invoices, ${paymentsNotOnce.length} payments not once`

      expect(held()).toHaveLength(1)
      expect(paid()).toHaveLength(1)
      // The retries asked Merit what it held instead of sending again.
      expect(count('v2/sendinvoice')).toBe(1)
      expect(count('v1/sendpayment')).toBe(1)
      expect(count('v2/getinvoices2')).toBe(2)
      expect(ours.map((item) => [item.kind, item.status, item.uncertain])).toEqual([
        ['invoice', 'sent', true],
        ['payment', 'sent', true],
      ])
      expect(notSent).toEqual([])
      expect(rows).toHaveLength(issued.length + expectedPayments.length + 2)
      expect(duplicates).toBe(0)
      expect(paymentsNotOnce).toEqual([])
    })
  })
})

/** A request to Merit as the recording proxy forwarded it: which process sent it, and how it ended. */
interface Forwarded {
  via: number
  endpoint: string
  /** InvoiceNo of a sendinvoice or sendpayment, InvNo of a look-up. */
  number: string | null
  /** Merit's status; 'cut' when Merit closed the connection without an answer; 'open' until then. */
  status: number | 'cut' | 'open'
  /** Held at the proxy before it went on to Merit. */
  held: boolean
}

/**
 * An HTTP proxy in front of the peer for one process: forwards each request as it is and records it. A
 * sendinvoice waits while `hold` gives a promise, until it settles.
 */
async function startRecordingProxy(
  target: string,
  via: number,
  records: Forwarded[],
  hold: () => Promise<void> | undefined,
) {
  const upstream = new URL(target)
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    let number: string | null = null
    try {
      const payload = JSON.parse(body.toString('utf8')) as { InvoiceNo?: string; InvNo?: string }
      number = payload.InvoiceNo ?? payload.InvNo ?? null
    } catch {
      // not JSON: the peer answers it
    }
    const record: Forwarded = {
      via,
      endpoint: new URL(req.url ?? '/', 'http://proxy').pathname.replace(/^\/api\//, ''),
      number,
      status: 'open',
      held: false,
    }
    records.push(record)
    const gate = record.endpoint === 'v2/sendinvoice' ? hold() : undefined
    if (gate) {
      record.held = true
      await gate
    }
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        record.status = answer.statusCode ?? 'cut'
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    // Merit cut the connection: so does the proxy, and the process sees the same fault.
    forward.on('error', () => {
      record.status = 'cut'
      req.socket.destroy()
    })
    forward.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const twoServerOrders = 8

describe('drill (m): two processes on one PostgreSQL send to Merit', () => {
  it('sends each invoice once whichever worker takes it', async (context) => {
    const databaseUrl = await drillDatabaseOrSkip(context, 'm Merit, two processes')
    await runDrill('m Merit, two processes', 'PostgreSQL', async (row) => {
      await resetPostgres(databaseUrl)
      const peer = await startMeritPeer({ apiId, apiKey })
      const records: Forwarded[] = []
      // Invoices wait at the proxies until each process has one on its way: both workers are sending at
      // once, whichever took which, and the rest are shared between them.
      let release = () => {}
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      let holding = true
      const proxies = await Promise.all(
        [0, 1].map((via) => startRecordingProxy(peer.url, via, records, () => (holding ? gate : undefined))),
      )
      const servers: RunningServer[] = []
      try {
        // Both start at once: migration and seeding take turns under an advisory lock.
        servers.push(
          ...(await Promise.all(
            proxies.map((proxy) =>
              startServer({ env: { DATABASE_URL: databaseUrl, ...meritEnv(proxy.url) }, timeoutMs: 120_000 }),
            ),
          )),
        )
        const staffs = servers.map((server) => staffClient(server))
        await enableInvoicing(servers[0]!.url, (await staffs[0]!.admin()).token)
        // Merit answers two invoices with 503 and loses its answer to two more, wherever they come from.
        peer.fail('server', { count: 2, endpoint: 'v2/sendinvoice' })
        peer.fail('drop', { count: 2, endpoint: 'v2/sendinvoice' })
        const started = Date.now()
        const invoices: Issued[] = []
        let next = 0
        const heldBy = (via: number) => records.filter((seen) => seen.held && seen.via === via).length
        await Promise.all([
          ...Array.from({ length: 4 }, async () => {
            while (next < twoServerOrders) {
              next += 1
              const sequence = next
              const at = sequence % 2
              invoices.push(await deliveredOrder(servers[at]!.url, staffs[at]!, sequence))
            }
          }),
          waitUntil(
            async () => heldBy(0) > 0 && heldBy(1) > 0,
            30_000,
            'an invoice on its way from each',
          ).finally(() => {
            holding = false
            release()
          }),
        ])
        await waitUntil(
          async () =>
            (await allBooked(staffs[0]!, invoices)) && records.every((seen) => seen.status !== 'open'),
          60_000,
          `${twoServerOrders} invoices booked`,
        )
        const bookedMs = Date.now() - started
        // Nothing more can reach Merit once both have stopped: what it holds then is everything.
        expect(await Promise.all(servers.map((server) => server.stop()))).toEqual([0, 0])

        const sends = records.filter((seen) => seen.endpoint === 'v2/sendinvoice')
        /** Sends that Merit carried out (answered, or cut after storing): one per number. */
        const stored = sends.filter((seen) => seen.status !== 503)
        const storedPer = tally(stored.map((seen) => seen.number))
        const sendsPer = tally(sends.map((seen) => seen.number))
        const byNumber = tally(peer.invoices.map((held) => held.payload.InvoiceNo))
        const notOnce = invoices.filter(
          (invoice) => byNumber.get(invoice.number) !== 1 || storedPer.get(invoice.number) !== 1,
        )
        const duplicateSends = sends.filter((seen) => seen.status === 400).length
        const sentBy = [0, 1].map((via) => stored.filter((seen) => seen.via === via).length)
        const cut = sends.filter((seen) => seen.status === 'cut').length
        const unavailable = sends.filter((seen) => seen.status === 503).length
        const lookups = records.filter((seen) => seen.endpoint === 'v2/getinvoices2').length
        const items = await queryPostgres<StoredItem>(databaseUrl, storedItems)
        const notSent = items.filter((item) => item.status !== 'sent')

        row.did =
          `2 servers, ${twoServerOrders} orders delivered alternating between them from 4 clients; the ` +
          `first invoices held until each process had one on its way (${heldBy(0)} and ${heldBy(1)}); ` +
          `Merit answered ${unavailable} sendinvoice with 503 and cut ${cut} after storing`
        row.found =
          `${byNumber.size}/${twoServerOrders} invoices in Merit in ${(bookedMs / 1000).toFixed(1)} s; stored ` +
          `sends by process ${sentBy.join(' and ')}, ${Math.max(...sendsPer.values())} sends at most for a number ` +
          `(${stored.length} stored in all), ${duplicateSends} refused as duplicates, ${lookups} look-ups; ` +
          `${notOnce.length} not once; queue ${items.length} items, ${notSent.length} not sent`

        // The faults happened, and both workers sent, at the same moment too.
        expect(heldBy(0)).toBeGreaterThan(0)
        expect(heldBy(1)).toBeGreaterThan(0)
        expect(unavailable).toBe(2)
        expect(cut).toBe(2)
        expect(sentBy.every((count) => count > 0)).toBe(true)
        // Each invoice stored once, never sent again after Merit held it.
        expect(notOnce).toEqual([])
        expect(peer.invoices).toHaveLength(twoServerOrders)
        expect(stored).toHaveLength(twoServerOrders)
        expect(duplicateSends).toBe(0)
        expect(items).toHaveLength(twoServerOrders)
        expect(notSent).toEqual([])
      } finally {
        await Promise.all(servers.map((server) => server.dispose()))
        await Promise.all(proxies.map((proxy) => proxy.close()))
        await peer.close()
      }
    })
  })
})
