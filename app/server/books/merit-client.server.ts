import { createHmac } from 'node:crypto'
import { z } from 'zod'

/**
 * Merit Aktiva's API (api.merit.ee, ADR 062): every endpoint takes a POST with a JSON body, signed as its
 * authentication reference says (https://api.merit.ee/connecting-robots/reference-manual/authentication):
 * `apiId`, `timestamp` (UTC, yyyyMMddHHmmss, made anew for every attempt) and `signature` (base64 of
 * HMAC-SHA256 with the API key, as ASCII bytes, over the UTF-8 bytes of apiId + timestamp + body) in the
 * query string. The key is used for signing only: it is never sent, logged or put in an error.
 */

export interface MeritCredentials {
  apiId: string
  apiKey: string
  /** Up to and including /api, without a trailing slash: https://aktiva.merit.ee/api. */
  apiUrl: string
}

/** yyyyMMddHHmmss in UTC. */
export function meritTimestamp(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, '').slice(0, 14)
}

export function meritSignature(apiKey: string, apiId: string, timestamp: string, body: string): string {
  return createHmac('sha256', Buffer.from(apiKey, 'ascii'))
    .update(Buffer.from(`${apiId}${timestamp}${body}`, 'utf8'))
    .digest('base64')
}

/**
 * Why a call failed. 'unreachable', 'timeout', 'server' (5xx, 429) and 'malformed' (an answer we cannot
 * read) may pass with time; 'credentials' (401) waits for staff to correct the keys; 'refused' (another
 * 4xx) names a problem in what we sent, which sending it again will not change.
 */
export type MeritFailure = 'unreachable' | 'timeout' | 'server' | 'malformed' | 'credentials' | 'refused'

export class MeritError extends Error {
  constructor(
    readonly failure: MeritFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'MeritError'
  }

  /**
   * Merit certainly did nothing with the request: it refused the credentials, or no connection was made
   * (an answer cut off after the request was sent may still have been carried out).
   */
  get certainlyNotCarriedOut(): boolean {
    return (
      this.failure === 'credentials' ||
      (this.failure === 'unreachable' &&
        /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH/.test(this.message))
    )
  }

  /** Another attempt later may succeed; false only for a refusal of the data. */
  get retryable(): boolean {
    return this.failure !== 'refused'
  }
}

const tax = z.object({ Id: z.string().min(1), Code: z.string().nullish(), TaxPct: z.coerce.number() })
export type MeritTax = z.infer<typeof tax> & { TaxType?: number | null }
const taxList = z.array(tax.extend({ TaxType: z.number().nullish() }).passthrough())

const invoiceAnswer = z
  .object({ InvoiceId: z.string().min(1), InvoiceNo: z.string().nullish(), CustomerId: z.string().nullish() })
  .passthrough()
const invoiceList = z.array(
  z
    .object({ SIHId: z.string().min(1), InvoiceNo: z.string(), PaidAmount: z.coerce.number().nullish() })
    .passthrough(),
)

export interface MeritClient {
  /** v1/gettaxes: the company's tax rates, each with the id invoice rows name. */
  getTaxes(): Promise<MeritTax[]>
  /** v2/sendinvoice: a sales invoice (a credit invoice is one with negative quantities); Merit's id of it. */
  sendInvoice(payload: object): Promise<{ id: string }>
  /** v2/getinvoices2 by number: Merit's id of the sales invoice with this number and what is paid on it. */
  findInvoice(number: string): Promise<{ id: string; paidCents: number } | null>
  /** v1/sendpayment: a payment of a sales invoice. */
  sendPayment(payload: object): Promise<void>
  /**
   * v2/sendinvoiceaseinv: Merit delivers the sales invoice it holds (by its id) to the buyer's e-invoice
   * operator. 'noeinv' when Merit answers api-noeinv: the buyer cannot receive e-invoices.
   */
  sendAsEInvoice(meritId: string): Promise<'sent' | 'noeinv'>
}

export interface MeritClientOptions {
  credentials: MeritCredentials
  /** How long one request may take before it counts as unanswered. Default 30 s. */
  timeoutMs?: number
  now?: () => Date
}

export function createMeritClient(options: MeritClientOptions): MeritClient {
  const { apiId, apiKey, apiUrl } = options.credentials
  const timeoutMs = options.timeoutMs ?? 30_000
  const now = options.now ?? (() => new Date())
  // Whatever Merit or the network says is shown to staff and logged: never with the key in it.
  const scrub = (text: string) => text.split(apiKey).join('[võti]').replace(/\s+/g, ' ').trim().slice(0, 500)

  /** The answer's text of a call that succeeded; an error of MeritError otherwise. */
  async function callText(endpoint: string, payload: object): Promise<string> {
    const body = JSON.stringify(payload)
    const timestamp = meritTimestamp(now())
    const query = new URLSearchParams({
      apiId,
      timestamp,
      signature: meritSignature(apiKey, apiId, timestamp, body),
    })
    let response: Response
    let text: string
    try {
      response = await fetch(`${apiUrl}/${endpoint}?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      })
      text = await response.text()
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        throw new MeritError('timeout', `Merit Aktiva ei vastanud ${Math.round(timeoutMs / 1000)} s jooksul`)
      const cause = (error as { cause?: { code?: unknown } }).cause
      const code = typeof cause?.code === 'string' ? cause.code : 'ühendus katkes'
      throw new MeritError('unreachable', `Merit Aktiva pole kättesaadav (${scrub(code)})`)
    }
    if (response.ok) return text
    const status = response.status
    if (status === 401)
      throw new MeritError('credentials', 'Merit Aktiva ei tunnistanud API tunnust ega võtit (401)', status)
    if (status >= 500 || status === 429)
      throw new MeritError('server', `Merit Aktiva vastas ${status}`, status)
    throw new MeritError(
      'refused',
      `Merit Aktiva keeldus (${status}): ${scrub(reason(text)) || 'põhjust ei öeldud'}`,
      status,
    )
  }

  async function call(endpoint: string, payload: object): Promise<unknown> {
    const text = await callText(endpoint, payload)
    try {
      return JSON.parse(text)
    } catch {
      throw new MeritError('malformed', `Merit Aktiva vastus (${endpoint}) polnud loetav JSON`)
    }
  }

  function read<T>(schema: z.ZodType<T>, answer: unknown, endpoint: string): T {
    const parsed = schema.safeParse(answer)
    if (!parsed.success)
      throw new MeritError('malformed', `Merit Aktiva vastus (${endpoint}) polnud oodatud kujul`)
    return parsed.data
  }

  return {
    async getTaxes() {
      return read(taxList, await call('v1/gettaxes', {}), 'gettaxes')
    },
    async sendInvoice(payload) {
      const answer = read(invoiceAnswer, await call('v2/sendinvoice', payload), 'sendinvoice')
      return { id: answer.InvoiceId }
    },
    async findInvoice(number) {
      const list = read(invoiceList, await call('v2/getinvoices2', { InvNo: number }), 'getinvoices2')
      const found = list.find((invoice) => invoice.InvoiceNo === number)
      return found ? { id: found.SIHId, paidCents: Math.round((found.PaidAmount ?? 0) * 100) } : null
    },
    async sendPayment(payload) {
      await call('v1/sendpayment', payload)
    },
    async sendAsEInvoice(meritId) {
      // The reference gives the answers as words: OK, or the message api-noeinv. Merit may write either
      // as JSON or as plain text, and may answer api-noeinv with an error status.
      let text: string
      try {
        text = await callText('v2/sendinvoiceaseinv', { Id: meritId, DelivNote: false })
      } catch (error) {
        if (error instanceof MeritError && error.failure === 'refused' && /api-noeinv/i.test(error.message))
          return 'noeinv'
        throw error
      }
      const word = reason(text).trim()
      if (/api-noeinv/i.test(word)) return 'noeinv'
      if (/^ok$/i.test(word)) return 'sent'
      throw new MeritError('malformed', `Merit Aktiva vastus (sendinvoiceaseinv) polnud oodatud kujul`)
    },
  }
}

/** The message of an error answer: Merit's JSON `Message` when there is one, else the text itself. */
function reason(text: string): string {
  try {
    const parsed = JSON.parse(text) as unknown
    if (typeof parsed === 'string') return parsed
    if (parsed && typeof parsed === 'object' && 'Message' in parsed) return String(parsed.Message)
  } catch {
    // Not JSON: the text as it came.
  }
  return text
}
