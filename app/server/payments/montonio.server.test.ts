import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { montonioOrderPayload } from './montonio-orders.server.ts'
import {
  centsToMontonioAmount,
  type MontonioSettings,
  montonioAmountToCents,
  montonioSettings,
} from './montonio-settings.server.ts'
import { verifyMontonioOrderToken, verifyMontonioRefundToken } from './montonio-tokens.server.ts'

const settings: MontonioSettings = {
  accessKey: 'padu-access-key',
  secretKey: 'padu-secret-key-of-enough-length',
  apiUrl: 'https://sandbox-stargate.montonio.com/api',
  publicUrl: 'https://padukarjaar.ee',
}

const now = () => Math.floor(Date.now() / 1000)
const encoder = new TextEncoder()
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An order token as Montonio sends it after a bank payment. */
function paidOrder(overrides: Record<string, unknown> = {}) {
  return {
    uuid: '0b6a9c9e-6a43-4f0e-9a49-5f1b1c8f2d11',
    accessKey: settings.accessKey,
    merchantReference: 'PADU-1042-1',
    merchantReferenceDisplay: 'Tellimus 1042',
    paymentStatus: 'PAID',
    paymentMethod: 'paymentInitiation',
    paymentProviderName: 'Swedbank',
    grandTotal: 148.8,
    currency: 'EUR',
    ...overrides,
  }
}

async function sign(
  payload: Record<string, unknown>,
  options: { secret?: string; alg?: string; exp?: number } = {},
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(options.exp ?? now() + 600)
    .sign(encoder.encode(options.secret ?? settings.secretKey))
}

describe('an order token from Montonio', () => {
  it('is accepted when signed HS256 with our secret for our access key, and read exactly', async () => {
    const result = await verifyMontonioOrderToken(settings, await sign(paidOrder()))
    expect(result).toMatchObject({
      ok: true,
      token: {
        uuid: '0b6a9c9e-6a43-4f0e-9a49-5f1b1c8f2d11',
        merchantReference: 'PADU-1042-1',
        paymentStatus: 'PAID',
        grandTotalCents: 14_880,
        currency: 'EUR',
        paymentMethod: 'paymentInitiation',
        paymentProviderName: 'Swedbank',
      },
    })
  })

  it('reads a grand total sent as a string as well, to the cent', async () => {
    const result = await verifyMontonioOrderToken(settings, await sign(paidOrder({ grandTotal: '0.07' })))
    expect(result).toMatchObject({ ok: true, token: { grandTotalCents: 7 } })
  })

  // Every bad token of the issue, one by one: none of them gets past the check.
  it('a forged signature (another secret) is refused', async () => {
    const forged = await sign(paidOrder(), { secret: 'someone-elses-secret-key-00000000' })
    expect(await verifyMontonioOrderToken(settings, forged)).toEqual({ ok: false, problem: 'signature' })
  })

  it('a tampered payload (a genuine signature over other data) is refused', async () => {
    const [header, , signature] = (await sign(paidOrder())).split('.')
    const tampered = `${header}.${base64url({ ...paidOrder({ grandTotal: 0.01 }), exp: now() + 600 })}.${signature}`
    expect(await verifyMontonioOrderToken(settings, tampered)).toEqual({ ok: false, problem: 'signature' })
  })

  it('an expired token is refused', async () => {
    const expired = await sign(paidOrder(), { exp: now() - 60 })
    expect(await verifyMontonioOrderToken(settings, expired)).toEqual({ ok: false, problem: 'expired' })
  })

  it('a token without an expiry is refused', async () => {
    const forever = await new SignJWT(paidOrder())
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(encoder.encode(settings.secretKey))
    expect(await verifyMontonioOrderToken(settings, forever)).toEqual({ ok: false, problem: 'expired' })
  })

  it('an unsigned token (alg: none) is refused', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...paidOrder(), exp: now() + 600 })}.`
    expect(await verifyMontonioOrderToken(settings, unsigned)).toEqual({ ok: false, problem: 'algorithm' })
    const noneWithSignature = `${unsigned}c2lnbmF0dXJl`
    expect(await verifyMontonioOrderToken(settings, noneWithSignature)).toEqual({
      ok: false,
      problem: 'algorithm',
    })
  })

  it('another algorithm, even an HMAC with our own secret (HS512, HS384), is refused', async () => {
    for (const alg of ['HS512', 'HS384']) {
      const other = await sign(paidOrder(), { alg })
      expect(await verifyMontonioOrderToken(settings, other)).toEqual({ ok: false, problem: 'algorithm' })
    }
  })

  it('a token signed with our secret for a foreign access key is refused', async () => {
    const foreign = await sign(paidOrder({ accessKey: 'another-store' }))
    expect(await verifyMontonioOrderToken(settings, foreign)).toEqual({ ok: false, problem: 'access-key' })
    const none = await sign(paidOrder({ accessKey: undefined }))
    expect(await verifyMontonioOrderToken(settings, none)).toEqual({ ok: false, problem: 'access-key' })
  })

  it('a genuine token without the documented fields, or with an amount not in cents, is refused', async () => {
    for (const broken of [
      paidOrder({ merchantReference: undefined }),
      paidOrder({ uuid: 42 }),
      paidOrder({ grandTotal: 148.805 }),
      paidOrder({ grandTotal: -5 }),
      paidOrder({ grandTotal: '1e3' }),
    ]) {
      expect(await verifyMontonioOrderToken(settings, await sign(broken))).toEqual({
        ok: false,
        problem: 'payload',
      })
    }
  })

  it('what is not a JWT at all is refused as malformed, without an exception', async () => {
    for (const junk of [undefined, null, 42, '', 'abc', 'a.b', 'a.b.c', '...', `${'x'.repeat(9000)}.a.b`]) {
      expect(await verifyMontonioOrderToken(settings, junk)).toEqual({ ok: false, problem: 'malformed' })
    }
  })
})

describe('a refund token from Montonio', () => {
  const refund = {
    refundUuid: '5d7f3a2e-1c4b-4e8f-9a1d-2b3c4d5e6f70',
    orderUuid: '0b6a9c9e-6a43-4f0e-9a49-5f1b1c8f2d11',
    merchantReference: 'PADU-1042-1',
    refundStatus: 'SUCCESSFUL',
    refundAmount: 24.8,
    refundType: 'REFUND',
    accessKey: settings.accessKey,
  }

  it('is accepted and read exactly when genuine', async () => {
    expect(await verifyMontonioRefundToken(settings, await sign(refund))).toMatchObject({
      ok: true,
      token: {
        refundUuid: refund.refundUuid,
        orderUuid: refund.orderUuid,
        refundStatus: 'SUCCESSFUL',
        refundAmountCents: 2480,
      },
    })
  })

  it('is refused forged, expired, unsigned, HS512 or for another store', async () => {
    const cases: [string, Promise<string> | string][] = [
      ['signature', sign(refund, { secret: 'someone-elses-secret-key-00000000' })],
      ['expired', sign(refund, { exp: now() - 60 })],
      ['algorithm', `${base64url({ alg: 'none' })}.${base64url({ ...refund, exp: now() + 60 })}.`],
      ['algorithm', sign(refund, { alg: 'HS512' })],
      ['access-key', sign({ ...refund, accessKey: 'another-store' })],
      ['payload', sign({ ...refund, refundAmount: 'kõik' })],
    ]
    for (const [problem, token] of cases) {
      expect(await verifyMontonioRefundToken(settings, await token)).toEqual({ ok: false, problem })
    }
  })
})

describe('amounts on the wire', () => {
  it('cents become the exact decimal euros, and back', () => {
    for (const [cents, euros] of [
      [1, 0.01],
      [7, 0.07],
      [10, 0.1],
      [1234, 12.34],
      [14_880, 148.8],
      [1_999_999, 19_999.99],
      [29, 0.29],
    ] as const) {
      expect(centsToMontonioAmount(cents)).toBe(euros)
      expect(JSON.stringify(centsToMontonioAmount(cents))).toBe(String(euros))
      expect(montonioAmountToCents(euros)).toBe(cents)
    }
  })

  it('every cent amount up to 100 000 € survives the round trip through JSON', () => {
    for (let cents = 0; cents <= 10_000_000; cents += 997) {
      const wire = JSON.parse(JSON.stringify({ grandTotal: centsToMontonioAmount(cents) })).grandTotal
      expect(montonioAmountToCents(wire)).toBe(cents)
    }
  })

  it('an amount that is not whole cents is not read as one', () => {
    for (const value of [
      0.001,
      1.005,
      -1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '1,5',
      '',
      'abc',
      null,
      {},
    ]) {
      expect(montonioAmountToCents(value)).toBeNull()
    }
  })
})

describe('a new order for Montonio', () => {
  const order = {
    merchantReference: 'PADU-1042-1',
    merchantReferenceDisplay: 'Tellimus 1042',
    returnPath: '/tellimus/abc123/makse',
    grandTotalCents: 14_880,
    lineItems: [
      { name: 'Liiv 0-4 mm, 10 t', quantity: 1, finalPriceCents: 6200 },
      { name: 'Transport 25 km', quantity: 1, finalPriceCents: 8680 },
    ],
  }

  it('carries the return and notification addresses on PUBLIC_URL, the total in euros, EUR and Estonian', () => {
    const payload = montonioOrderPayload(settings, order)
    expect(payload).toMatchObject({
      merchantReference: 'PADU-1042-1',
      merchantReferenceDisplay: 'Tellimus 1042',
      returnUrl: 'https://padukarjaar.ee/tellimus/abc123/makse',
      notificationUrl: 'https://padukarjaar.ee/api/payments/montonio',
      grandTotal: 148.8,
      currency: 'EUR',
      locale: 'et',
      lineItems: [
        { name: 'Liiv 0-4 mm, 10 t', quantity: 1, finalPrice: 62 },
        { name: 'Transport 25 km', quantity: 1, finalPrice: 86.8 },
      ],
      payment: {
        method: 'paymentInitiation',
        amount: 148.8,
        currency: 'EUR',
        methodOptions: { preferredCountry: 'EE', preferredLocale: 'et', paymentDescription: 'Tellimus 1042' },
      },
    })
    expect(payload.payment.methodOptions).not.toHaveProperty('preferredProvider')
    // The keys are added when the token is signed, never in the data itself.
    expect(JSON.stringify(payload)).not.toContain(settings.secretKey)
  })

  it('names the bank the customer chose on our page', () => {
    const payload = montonioOrderPayload(settings, { ...order, preferredProvider: 'HABAEE2X' })
    expect(payload.payment.methodOptions).toMatchObject({ preferredProvider: 'HABAEE2X' })
  })

  it("asks for the payment page in the order's language", () => {
    const payload = montonioOrderPayload(settings, { ...order, locale: 'ru' })
    expect(payload.locale).toBe('ru')
    expect(payload.payment.methodOptions).toMatchObject({ preferredLocale: 'ru' })
    expect(montonioOrderPayload(settings, { ...order, locale: 'en' }).locale).toBe('en')
  })

  it('refuses what is not a payable order before anything is sent', () => {
    expect(() => montonioOrderPayload(settings, { ...order, grandTotalCents: 0 })).toThrow(RangeError)
    expect(() => montonioOrderPayload(settings, { ...order, grandTotalCents: 12.5 })).toThrow(RangeError)
    expect(() => montonioOrderPayload(settings, { ...order, returnPath: 'https://evil.example/' })).toThrow(
      RangeError,
    )
    expect(() => montonioOrderPayload(settings, { ...order, lineItems: [] })).toThrow(RangeError)
  })
})

describe('online payment is offered', () => {
  it('only when both keys are configured, with the public address for the return and the webhook', () => {
    const keys = { accessKey: 'a', secretKey: 's', apiUrl: 'https://stargate.montonio.com/api' }
    expect(montonioSettings({ montonio: keys, publicUrl: 'https://padukarjaar.ee' })).toEqual({
      ...keys,
      publicUrl: 'https://padukarjaar.ee',
    })
    expect(montonioSettings({ montonio: undefined, publicUrl: 'https://padukarjaar.ee' })).toBeNull()
  })
})
