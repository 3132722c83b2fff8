import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkMeritCredentials } from '#app/server/books/books-runner.server.ts'
import {
  createMeritClient,
  MeritError,
  meritSignature,
  meritTimestamp,
} from '#app/server/books/merit-client.server.ts'
import { type MeritPeer, peerTaxes, startMeritPeer } from '../support/merit-peer.ts'

/**
 * Merit Aktiva's authentication (issue 43 items 1 and 8, ADR 062), as a local peer that checks it the way
 * Merit's reference describes (merit-peer.ts) sees it: the signature over apiId + timestamp + body with
 * the key, the UTC timestamp, and the start's one check of the credentials. No database is involved.
 */

// An API id and key of the shapes Merit issues: the key's '+' and '/' must survive the query string.
const apiId = '670fe52f-558a-4be8-ade0-526e01a106d0'
const apiKey = 'AoCmZGUfWMMhLJ+Eb6oRF4pAEw/kU3Qw9sV8x2Zc+TpYq0='

let peer: MeritPeer
let credentials: { apiId: string; apiKey: string; apiUrl: string }
const client = () => createMeritClient({ credentials })
beforeAll(async () => {
  peer = await startMeritPeer({ apiId, apiKey })
  credentials = { apiId, apiKey, apiUrl: peer.url }
})
afterAll(() => peer?.close())

it('the timestamp is UTC yyyyMMddHHmmss and the signature base64 HMAC-SHA256 of apiId + timestamp + body', () => {
  expect(meritTimestamp(new Date('2026-03-01T09:05:07.999+02:00'))).toBe('20260301070507')
  // Computed apart from our code: printf '%s' '<apiId>20260301070507{"Id":"õ"}' | openssl dgst -sha256
  // -hmac '<apiKey>' -binary | base64 (the body's 'õ' as its two UTF-8 bytes).
  expect(meritSignature(apiKey, apiId, '20260301070507', '{"Id":"õ"}')).toBe(
    'C+yZGByZyXk85Qh5QtoKUzP8i7YrgrRicbuH7teKETc=',
  )
})

describe("Merit's authentication", () => {
  it('a request signed with the key passes the peer; another key, or an old timestamp, is refused', async () => {
    await expect(client().getTaxes()).resolves.toEqual(peerTaxes)
    expect(peer.requests.at(-1)).toMatchObject({ endpoint: 'v1/gettaxes', auth: 'ok', status: 200 })

    const wrongKey = createMeritClient({
      credentials: { apiId, apiKey: 'eW91IHNoYWxsIG5vdCBwYXNz', apiUrl: peer.url },
    })
    const refused = await wrongKey.getTaxes().catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(MeritError)
    expect((refused as MeritError).failure).toBe('credentials')
    expect(peer.requests.at(-1)).toMatchObject({ auth: 'bad-signature', status: 401 })

    const late = new Date(Date.now() - 10 * 60_000)
    const stale = createMeritClient({ credentials, now: () => late })
    await expect(stale.getTaxes()).rejects.toThrow(MeritError)
    expect(peer.requests.at(-1)).toMatchObject({ auth: 'bad-timestamp', timestamp: meritTimestamp(late) })
  })

  it("the start's check says in one line that Merit refused the credentials, without the key", async () => {
    const said: string[] = []
    const record = {
      info: (l: string) => said.push(l),
      warn: (l: string) => said.push(l),
      error: (l: string) => said.push(l),
    }
    const wrong = createMeritClient({ credentials: { apiId, apiKey: 'bm90IHRoZSBrZXk=', apiUrl: peer.url } })
    expect(await checkMeritCredentials(wrong, record)).toBe('refused')
    expect(said).toHaveLength(1)
    expect(said[0]).toMatch(/refused MERIT_API_ID and MERIT_API_KEY \(401\)/)
    expect(said[0]).not.toContain('bm90IHRoZSBrZXk=')
    expect(await checkMeritCredentials(client(), record)).toBe('ok')
  })
})

describe('an e-invoice (v2/sendinvoiceaseinv)', () => {
  it("reads Merit's OK and api-noeinv, also when api-noeinv comes as an error, and refuses any other answer", async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000'
    // An id Merit does not hold is a refusal of the data, not 'cannot receive'.
    const missing = await client()
      .sendAsEInvoice(unknownId)
      .catch((error: unknown) => error)
    expect(missing).toBeInstanceOf(MeritError)
    expect((missing as MeritError).failure).toBe('refused')
    expect(peer.requests.at(-1)).toMatchObject({ endpoint: 'v2/sendinvoiceaseinv', status: 400 })

    peer.fail('reject', { endpoint: 'v2/sendinvoiceaseinv', message: 'api-noeinv' })
    await expect(client().sendAsEInvoice(unknownId)).resolves.toBe('noeinv')
    peer.fail('reject', { endpoint: 'v2/sendinvoiceaseinv', message: 'Something else' })
    await expect(client().sendAsEInvoice(unknownId)).rejects.toThrow(/keeldus \(400\): Something else/)
  })
})
