import { describe, expect, it } from 'vitest'
import type { OrderRow } from '../db/schema.server.ts'
import { customerMayCancel } from './customer-cancel.server.ts'
import { parseOrderChange } from './order-changes.server.ts'

/** Only the fields the rule reads matter here. */
const order = (fields: Partial<OrderRow>) => ({ status: 'kinnitatud', ...fields }) as OrderRow

describe('customerMayCancel', () => {
  // Thursday 03.12.2026 09:00 in Tallinn (UTC+2) is 07:00 UTC.
  const confirmed = order({ deliveryDate: '2026-12-03', windowStart: '09:00', windowEnd: '11:00' })

  it('allows a new order, and a confirmed one until 24 hours before its window', () => {
    expect(customerMayCancel(order({ status: 'uus' }), new Date('2026-12-03T08:00:00Z'))).toBe(true)
    expect(customerMayCancel(confirmed, new Date('2026-12-02T07:00:00Z'))).toBe(true)
    expect(customerMayCancel(confirmed, new Date('2026-12-02T07:00:01Z'))).toBe(false)
    expect(customerMayCancel(confirmed, new Date('2026-12-03T10:00:00Z'))).toBe(false)
  })

  it('counts the 24 hours on the Tallinn clock in summer too', () => {
    // 01.07.2026 08:00 in Tallinn (UTC+3) is 05:00 UTC.
    const summer = order({ deliveryDate: '2026-07-01', windowStart: '08:00', windowEnd: '09:00' })
    expect(customerMayCancel(summer, new Date('2026-06-30T05:00:00Z'))).toBe(true)
    expect(customerMayCancel(summer, new Date('2026-06-30T05:01:00Z'))).toBe(false)
  })

  it('never for a delivered or cancelled order', () => {
    const early = new Date('2026-01-01T00:00:00Z')
    expect(customerMayCancel({ ...confirmed, status: 'tarnitud' }, early)).toBe(false)
    expect(customerMayCancel({ ...confirmed, status: 'tühistatud' }, early)).toBe(false)
  })
})

describe('parseOrderChange', () => {
  it('reads a confirmation when a day or window is given, a status change otherwise', () => {
    expect(parseOrderChange({ status: 'tarnitud' })).toMatchObject({ ok: true, kind: 'status' })
    expect(parseOrderChange({ deliveryDate: '2026-12-03', timeWindow: '09:00-10:00' })).toMatchObject({
      ok: true,
      kind: 'confirm',
    })
  })

  it('takes a price adjustment in euros with a comma or a point, plus or minus, to the cent', () => {
    const adjustment = (value: unknown) => {
      const parsed = parseOrderChange({ deliveryDate: 'x', timeWindow: 'y', priceAdjustmentEur: value })
      return parsed.ok && parsed.kind === 'confirm' ? parsed.value.priceAdjustmentEur : parsed
    }
    expect(adjustment('-0,50')).toBe(-50)
    expect(adjustment('+1.25')).toBe(125)
    expect(adjustment('−2')).toBe(-200)
    expect(adjustment(1.5)).toBe(150)
    expect(adjustment('')).toBeNull()
    for (const bad of ['0,505', 'üks', '1e3', '--1', '1001'])
      expect(adjustment(bad), bad).toMatchObject({ ok: false, field: 'priceAdjustmentEur' })
  })

  it('names the first problem in Estonian', () => {
    expect(
      parseOrderChange({ deliveryDate: '2026-12-03', timeWindow: '09:00-10:00', quantity: 'kümme' }),
    ).toEqual({
      ok: false,
      kind: 'confirm',
      field: 'quantity',
      error: 'Kogus peab olema täisarv 1 kuni 25 tonni.',
    })
    expect(parseOrderChange({ status: 'tarnitud', muu: 1 })).toEqual({
      ok: false,
      kind: 'status',
      error: 'Tundmatu väli: muu.',
    })
  })
})

describe('parseOrderChange of a staff form', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.set(name, value)
    return data
  }
  const confirm = {
    intent: 'confirm',
    version: '3',
    deliveryDate: '2026-12-03',
    windowStart: '09:00',
    windowEnd: '10:00',
    quantity: '',
    priceAdjustmentEur: '',
    adjustmentReason: '',
    deliveryAddress: '',
    staffNote: '',
  }

  it("reads the order page's confirmation as the API's: the window joined, empty fields as none", () => {
    expect(parseOrderChange(form({ ...confirm, notifyCustomer: 'on' }))).toEqual({
      ok: true,
      kind: 'confirm',
      value: {
        deliveryDate: '2026-12-03',
        timeWindow: '09:00-10:00',
        priceAdjustmentEur: null,
        adjustmentReason: null,
        notifyCustomer: true,
        // 'Kinnita krediidilimiidist hoolimata' unticked: no decision on a held order.
        creditOverride: false,
        version: 3,
      },
    })
    const unticked = parseOrderChange(form({ ...confirm, quantity: '12', priceAdjustmentEur: '-0,50' }))
    expect(unticked).toMatchObject({ ok: true, value: { quantity: 12, priceAdjustmentEur: -50 } })
    expect(unticked.ok && unticked.value).toMatchObject({ notifyCustomer: false })
  })

  it('answers a quantity that is not a whole number with its own message', () => {
    for (const quantity of ['kümme', '7,5', '7.5'])
      expect(parseOrderChange(form({ ...confirm, quantity })), quantity).toEqual({
        ok: false,
        kind: 'confirm',
        field: 'quantity',
        error: 'Kogus peab olema täisarv 1 kuni 25 tonni.',
      })
  })

  it("reads the day plan's move as a confirmation that keeps the amounts", () => {
    const move = parseOrderChange(
      form({
        intent: 'move',
        orderId: '7',
        version: '2',
        deliveryDate: '2026-12-04',
        windowStart: '12:00',
        windowEnd: '13:00',
      }),
    )
    expect(move).toEqual({
      ok: true,
      kind: 'confirm',
      value: { deliveryDate: '2026-12-04', timeWindow: '12:00-13:00', notifyCustomer: false, version: 2 },
    })
  })

  it('asks for a status when none is ticked or a forged one is posted', () => {
    for (const fields of [
      { intent: 'status', staffNote: '' },
      { intent: 'status', status: 'valmis' },
    ] as Record<string, string>[])
      expect(parseOrderChange(form(fields))).toEqual({
        ok: false,
        kind: 'status',
        field: 'status',
        error: 'Valige uus staatus.',
      })
    expect(parseOrderChange(form({ intent: 'status', status: 'tarnitud' }))).toEqual({
      ok: true,
      kind: 'status',
      value: { status: 'tarnitud', notifyCustomer: false, prepaymentOverride: false },
    })
  })
})
