import { describe, expect, it } from 'vitest'
import { type PutFields, putBodyTexts, takeBack } from './put-body.server.ts'

const product = {
  id: 7,
  slug: 'killustik',
  name: 'Killustik',
  priceEur: 12.5,
  picture: null,
  updatedAt: new Date('2026-11-20T10:00:00Z'),
}
const productFields: PutFields = { accepts: ['name', 'priceEur'] }

const order = {
  id: 3,
  status: 'kinnitatud',
  version: 4,
  quantity: 10,
  deliveryAddress: 'Tapa',
  deliveryDate: '2026-12-01',
  timeWindow: '09:00-12:00',
  totalPrice: 150,
}
const orderFields: PutFields = {
  accepts: [
    'status',
    'version',
    'quantity',
    'deliveryAddress',
    'deliveryDate',
    'timeWindow',
    'notifyCustomer',
  ],
  ignoredWhenUnchanged: ['quantity', 'deliveryAddress'],
  together: [['deliveryDate', 'timeWindow']],
}

async function refusal(result: ReturnType<typeof takeBack>) {
  expect(result.ok).toBe(false)
  if (result.ok) return null
  return { status: result.response.status, body: await result.response.json() }
}

describe('takeBack', () => {
  it('leaves out what the server owns when it comes back as GET gave it (times as their JSON)', () => {
    const sent = { ...JSON.parse(JSON.stringify(product)), name: 'Killustik 16-32' }
    expect(takeBack(sent, product, productFields)).toEqual({
      ok: true,
      body: { name: 'Killustik 16-32', priceEur: 12.5 },
    })
  })

  it('refuses a changed field the server owns, by name', async () => {
    expect(await refusal(takeBack({ name: 'X', slug: 'liiv' }, product, productFields))).toEqual({
      status: 400,
      body: {
        error: putBodyTexts.owned('slug'),
        field: 'slug',
        fieldErrors: { slug: putBodyTexts.owned('slug') },
      },
    })
  })

  it('refuses fields nobody knows, naming them all', async () => {
    expect(
      await refusal(takeBack({ name: 'X', hind: 1, värv: 'hall' }, product, productFields)),
    ).toMatchObject({
      status: 400,
      body: { error: 'Tundmatu väli: hind, värv.', field: 'hind' },
    })
  })

  it('passes the body on when there is no record, for the 404', () => {
    expect(takeBack({ id: 1, hind: 2 }, null, productFields)).toEqual({ ok: true, body: { id: 1, hind: 2 } })
  })

  it('reads an order sent back with a new status as a change of status, not a move or a correction', () => {
    expect(takeBack({ ...order, status: 'tarnitud' }, order, orderFields)).toEqual({
      ok: true,
      body: { status: 'tarnitud', version: 4 },
    })
  })

  it('keeps the day and the window together when one of them changed', () => {
    expect(takeBack({ ...order, timeWindow: '12:00-15:00' }, order, orderFields)).toEqual({
      ok: true,
      body: { status: 'kinnitatud', version: 4, deliveryDate: '2026-12-01', timeWindow: '12:00-15:00' },
    })
  })

  it('takes a command without the server’s fields as it always did, repeated values included', () => {
    const command = {
      deliveryDate: '2026-12-01',
      timeWindow: '09:00-12:00',
      quantity: 10,
      notifyCustomer: false,
    }
    expect(takeBack(command, order, orderFields)).toEqual({ ok: true, body: command })
  })
})
