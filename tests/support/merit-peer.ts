import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A local stand-in for Merit Aktiva's API, written from its public reference (api.merit.ee: the
 * authentication page, 'Create Sales Invoice', 'Create Credit Invoice', 'Get list of invoices', 'Tax
 * list', 'Create Payment' and the FAQ). Independent of the client we ship: it checks every request itself.
 *
 * - Every request: POST to /api/v1|v2/<endpoint>?apiId=&timestamp=&signature=. An unknown apiId is 401
 *   with no body (the FAQ); a timestamp that is not yyyyMMddHHmmss UTC within five minutes of now, or a
 *   signature that is not base64(HMAC-SHA256(key, apiId + timestamp + body)), is 401 with a message.
 * - v1/gettaxes `{}`: the tax list (Id, Code, Name, TaxPct, TaxType), Estonia's rates.
 * - v2/sendinvoice: the invoice is checked as Merit does (InvoiceNo, a customer with Name and
 *   NotTDCustomer, rows whose Quantity × Price rounded to cents sum to TotalAmount exactly, a known TaxId
 *   on each row, TaxAmount per tax id) and stored; the answer is `{ CustomerId, InvoiceId, InvoiceNo,
 *   RefNo, NewCustomer }`. A number already held is refused (400).
 * - v2/getinvoices2 `{ InvNo }`: the held invoices of that number (SIHId, InvoiceNo, PaidAmount, …).
 * - v1/sendpayment: a bank payment (IBAN, Amount) of a held invoice, by InvoiceNo, stored; an invoice
 *   may be paid in parts.
 * - v2/sendinvoiceaseinv `{ Id, DelivNote }`: a held invoice (by SIHId) delivered to the buyer's e-invoice
 *   operator, answered "OK" when the customer's RegNo is among `eInvoiceReceivers`, else the message
 *   "api-noeinv" ('Send sales invoice by e-invoice'); an unknown Id is 400.
 *
 * Faults for the tests: 'refuse' (the port closed, connections refused, until reopen()); for the next
 * `count` requests: 'server' (503), 'timeout' (no answer until the client gives up), 'drop' (the request is
 * carried out, then the connection is cut before the answer) and 'reject' (400 with a message).
 */

export interface MeritPeerOptions {
  apiId: string
  apiKey: string
  /** Registry codes of the buyers registered as e-invoice recipients (none unless given). */
  eInvoiceReceivers?: string[]
}

export interface HeldInvoice {
  id: string
  payload: Record<string, unknown> & { InvoiceNo: string }
  receivedAt: Date
}

export interface HeldPayment {
  id: string
  payload: Record<string, unknown>
}

export interface PeerRequest {
  endpoint: string
  timestamp: string | null
  /** The signature checked out: 'ok', or why the request was refused with 401. */
  auth: 'ok' | 'unknown-id' | 'bad-timestamp' | 'bad-signature'
  status: number
}

export type MeritFault = 'refuse' | 'server' | 'timeout' | 'drop' | 'reject'

export interface FaultOptions {
  count?: number
  /** What a 'reject' answers. */
  message?: string
  endpoint?: string
}

/** Estonia's rates as a company's Merit Aktiva lists them (TaxType 1: VAT from sales and purchases). */
export const peerTaxes = [
  { Id: 'b9b25735-6a15-4d4e-8720-25b254ae3d21', Code: '24%', Name: '24% käibemaks', TaxPct: 24, TaxType: 1 },
  { Id: '3b8c7d2e-0a51-4c1f-9a0e-6f1d2c3b4a59', Code: '22%', Name: '22% käibemaks', TaxPct: 22, TaxType: 1 },
  { Id: '973a4395-665f-47a6-a5b6-5384dd24f8d0', Code: '9%', Name: '9% käibemaks', TaxPct: 9, TaxType: 1 },
  { Id: '5d1c0e2f-7b3a-4e69-8c45-0f9e8d7c6b5a', Code: '0%', Name: '0% käibemaks', TaxPct: 0, TaxType: 1 },
]

export interface MeritPeer {
  /** Up to /api, as MERIT_API_URL. */
  url: string
  invoices: HeldInvoice[]
  payments: HeldPayment[]
  /** The InvoiceNo of every invoice delivered as an e-invoice, once per delivery. */
  eInvoices: string[]
  requests: PeerRequest[]
  /**
   * 'refuse' closes the port until reopen(); the others apply to the next `count` requests (1 unless
   * given), to `endpoint` (e.g. 'v2/sendinvoice') alone when it is given.
   */
  fail(fault: MeritFault, options?: FaultOptions): void
  /** Opens the port that fail('refuse') closed, on the same address. */
  reopen(): Promise<void>
  /** Resolves when `predicate` holds for the peer's records (checked at every request it answers). */
  until(predicate: () => boolean): Promise<void>
  close(): Promise<void>
}

const fiveMinutes = 5 * 60 * 1000

function timestampTime(timestamp: string): number | null {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(timestamp)
  if (!parts) return null
  const [, y, mo, d, h, mi, s] = parts.map(Number) as number[]
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!)
}

/** Cents of a decimal given as a string or number, exactly (Merit's Decimal 18.2). */
function cents(value: unknown): number {
  const text = String(value)
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) throw new Error(`not an amount of money: ${text}`)
  const [whole, fraction = ''] = text.replace('-', '').split('.')
  const amount = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return text.startsWith('-') ? -amount : amount
}

/** Quantity × Price rounded half away from zero to cents, as Merit rounds a row before it sums. */
function rowCents(quantity: unknown, price: unknown): number {
  const q = String(quantity)
  if (!/^-?\d+(\.\d{1,3})?$/.test(q)) throw new Error(`not a quantity: ${q}`)
  const [whole, fraction = ''] = q.replace('-', '').split('.')
  const thousandths = BigInt(whole!) * 1000n + BigInt(fraction.padEnd(3, '0'))
  const product = thousandths * BigInt(Math.abs(cents(price)))
  const rounded = Number((product + 500n) / 1000n)
  const sign = q.startsWith('-') !== cents(price) < 0 ? -1 : 1
  return rounded === 0 ? 0 : sign * rounded
}

export async function startMeritPeer(options: MeritPeerOptions): Promise<MeritPeer> {
  const invoices: HeldInvoice[] = []
  const payments: HeldPayment[] = []
  const eInvoices: string[] = []
  const requests: PeerRequest[] = []
  const faults: { fault: MeritFault; message?: string; endpoint?: string }[] = []
  const waiting = new Set<{ predicate: () => boolean; resolve: () => void }>()
  const sockets = new Set<Socket>()

  function settle() {
    for (const wait of waiting)
      if (wait.predicate()) {
        waiting.delete(wait)
        wait.resolve()
      }
  }

  /** What the held payments of an invoice number add up to, in cents. */
  const paidOn = (number: string) =>
    payments
      .filter((payment) => payment.payload.InvoiceNo === number)
      .reduce((sum, payment) => sum + cents(payment.payload.Amount), 0)

  function answer(res: ServerResponse, status: number, body?: unknown) {
    res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }

  function authenticate(url: URL, body: string): PeerRequest['auth'] {
    const apiId = url.searchParams.get('apiId')
    const timestamp = url.searchParams.get('timestamp') ?? ''
    const signature = url.searchParams.get('signature') ?? ''
    if (apiId !== options.apiId) return 'unknown-id'
    const time = timestampTime(timestamp)
    if (time === null || Math.abs(Date.now() - time) > fiveMinutes) return 'bad-timestamp'
    const expected = createHmac('sha256', Buffer.from(options.apiKey, 'ascii'))
      .update(Buffer.from(`${apiId}${timestamp}${body}`, 'utf8'))
      .digest()
    const given = Buffer.from(signature, 'base64')
    return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'bad-signature'
  }

  /** Merit's checks of a sales invoice; the reason it is refused, or null. */
  function invoiceProblem(invoice: Record<string, unknown>): string | null {
    const customer = invoice.Customer as Record<string, unknown> | undefined
    if (typeof invoice.InvoiceNo !== 'string' || !invoice.InvoiceNo) return 'InvoiceNo is required'
    if (!customer || typeof customer.Name !== 'string' || !customer.Name) return 'Customer Name is required'
    if (typeof customer.NotTDCustomer !== 'boolean') return 'Customer NotTDCustomer is required'
    const rows = invoice.InvoiceRow as Record<string, unknown>[] | undefined
    if (!Array.isArray(rows) || rows.length === 0) return 'InvoiceRow is required'
    const known = new Map(peerTaxes.map((tax) => [tax.Id, tax]))
    const perTax = new Map<string, number>()
    let sum = 0
    for (const row of rows) {
      const item = row.Item as Record<string, unknown> | undefined
      if (!item || typeof item.Code !== 'string' || !item.Code) return 'Item Code is required'
      if (!known.has(row.TaxId as string)) return `TaxId ${String(row.TaxId)} not found`
      const amount = rowCents(row.Quantity, row.Price)
      sum += amount
      perTax.set(row.TaxId as string, (perTax.get(row.TaxId as string) ?? 0) + amount)
    }
    if (sum !== cents(invoice.TotalAmount)) return 'Invoice rows do not sum up to TotalAmount'
    const taxes = (invoice.TaxAmount as { TaxId: string; Amount: unknown }[] | undefined) ?? []
    if (taxes.length === 0) return 'TaxAmount is required'
    for (const entry of taxes) {
      const base = perTax.get(entry.TaxId)
      if (base === undefined) return `TaxAmount TaxId ${entry.TaxId} is on no row`
      const pct = known.get(entry.TaxId)!.TaxPct
      const expected = Math.sign(base) * Math.round((Math.abs(base) * pct) / 100)
      if (cents(entry.Amount) !== expected) return `TaxAmount of ${entry.TaxId} does not match the rows`
    }
    return null
  }

  function handle(endpoint: string, payload: Record<string, unknown>): { status: number; body?: unknown } {
    switch (endpoint) {
      case 'v1/gettaxes':
        return { status: 200, body: peerTaxes }
      case 'v2/sendinvoice': {
        let problem: string | null
        try {
          problem = invoiceProblem(payload)
        } catch (error) {
          problem = (error as Error).message
        }
        if (problem) return { status: 400, body: { Message: problem } }
        const number = payload.InvoiceNo as string
        if (invoices.some((held) => held.payload.InvoiceNo === number))
          return { status: 400, body: { Message: `Invoice ${number} already exists` } }
        const held = { id: randomUUID(), payload: payload as HeldInvoice['payload'], receivedAt: new Date() }
        invoices.push(held)
        return {
          status: 200,
          body: {
            CustomerId: randomUUID(),
            InvoiceId: held.id,
            InvoiceNo: number,
            RefNo: payload.RefNo ?? null,
            NewCustomer: true,
          },
        }
      }
      case 'v2/getinvoices2': {
        const found = invoices.filter((held) => held.payload.InvoiceNo === payload.InvNo)
        return {
          status: 200,
          body: found.map((held) => ({
            SIHId: held.id,
            InvoiceNo: held.payload.InvoiceNo,
            CustomerName: (held.payload.Customer as { Name: string }).Name,
            TotalAmount: held.payload.TotalAmount,
            PaidAmount: paidOn(held.payload.InvoiceNo) / 100,
          })),
        }
      }
      case 'v1/sendpayment': {
        if (!invoices.some((held) => held.payload.InvoiceNo === payload.InvoiceNo))
          return { status: 400, body: { Message: `Invoice ${String(payload.InvoiceNo)} not found` } }
        // 'If there is no IBAN, the payment is placed at the cash register': ours are bank payments.
        if (typeof payload.IBAN !== 'string' || !payload.IBAN)
          return { status: 400, body: { Message: 'IBAN is required for a bank payment' } }
        try {
          cents(payload.Amount)
        } catch {
          return { status: 400, body: { Message: 'Amount is not a decimal' } }
        }
        payments.push({ id: randomUUID(), payload })
        return { status: 200, body: { PaymentId: payments.at(-1)!.id } }
      }
      case 'v2/sendinvoiceaseinv': {
        const held = invoices.find((invoice) => invoice.id === payload.Id)
        if (!held) return { status: 400, body: { Message: `Invoice ${String(payload.Id)} not found` } }
        const regNo = (held.payload.Customer as { RegNo?: string }).RegNo
        if (!regNo || !(options.eInvoiceReceivers ?? []).includes(regNo))
          return { status: 200, body: 'api-noeinv' }
        eInvoices.push(held.payload.InvoiceNo)
        return { status: 200, body: 'OK' }
      }
      default:
        return { status: 404 }
    }
  }

  async function respond(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://peer')
    const endpoint = url.pathname.replace(/^\/api\//, '')
    const record: PeerRequest = {
      endpoint,
      timestamp: url.searchParams.get('timestamp'),
      auth: 'ok',
      status: 0,
    }
    const index = faults.findIndex((fault) => !fault.endpoint || fault.endpoint === endpoint)
    const fault = index >= 0 ? faults.splice(index, 1)[0] : undefined
    if (fault?.fault === 'timeout') return // held until the client gives up and closes the connection
    if (fault?.fault === 'server') {
      record.status = 503
      requests.push(record)
      answer(res, 503, { Message: 'Service Unavailable' })
      return settle()
    }
    record.auth = req.method === 'POST' ? authenticate(url, body) : 'unknown-id'
    if (record.auth !== 'ok') {
      record.status = 401
      requests.push(record)
      if (record.auth === 'unknown-id') answer(res, 401)
      else answer(res, 401, { Message: 'Signature or timestamp is invalid' })
      return settle()
    }
    let payload: Record<string, unknown>
    try {
      payload = JSON.parse(body || '{}') as Record<string, unknown>
    } catch {
      record.status = 400
      requests.push(record)
      answer(res, 400, { Message: 'Body is not JSON' })
      return settle()
    }
    if (fault?.fault === 'reject') {
      record.status = 400
      requests.push(record)
      answer(res, 400, { Message: fault.message ?? 'Rejected' })
      return settle()
    }
    const result = handle(endpoint, payload)
    record.status = result.status
    requests.push(record)
    if (fault?.fault === 'drop') req.socket.destroy()
    else answer(res, result.status, result.body)
    settle()
  }

  let server: Server = createServer()
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    respond(req, res).catch(() => res.destroy())
  }
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  }
  server.on('request', onRequest).on('connection', track)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  return {
    url: `http://127.0.0.1:${port}/api`,
    invoices,
    payments,
    eInvoices,
    requests,
    fail(fault, { count = 1, message, endpoint } = {}) {
      if (fault === 'refuse') {
        server.close()
        for (const socket of sockets) socket.destroy()
        return
      }
      for (let i = 0; i < count; i++) faults.push({ fault, message, endpoint })
    },
    until(predicate) {
      if (predicate()) return Promise.resolve()
      return new Promise((resolve) => waiting.add({ predicate, resolve }))
    },
    async reopen() {
      if (server.listening) return
      server = createServer().on('request', onRequest).on('connection', track)
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()))
    },
  }
}
