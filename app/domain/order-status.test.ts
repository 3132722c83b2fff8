import { describe, expect, it } from 'vitest'
import { canMoveOrder, hasControlCharacters, type OrderStatus, transitionRefusal } from './order-status.ts'

const all: OrderStatus[] = ['uus', 'kinnitatud', 'tarnitud', 'tühistatud']
const allowed = new Set(['uus>kinnitatud', 'kinnitatud>tarnitud', 'uus>tühistatud', 'kinnitatud>tühistatud'])

describe('order status transitions', () => {
  it('allows exactly uus → kinnitatud → tarnitud and cancelling a new or confirmed order', () => {
    for (const from of all)
      for (const to of all)
        expect(canMoveOrder(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`))
  })

  it('explains a refusal in Estonian', () => {
    expect(transitionRefusal('uus', 'tarnitud')).toBe(
      'Olekust „Uus“ saab viia ainult olekusse „Kinnitatud“ või „Tühistatud“.',
    )
    expect(transitionRefusal('tarnitud', 'uus')).toMatch(/ei saa enam muuta/)
    expect(transitionRefusal('uus', 'uus')).toBe('Tellimus on juba olekus „Uus“.')
  })
})

describe('hasControlCharacters', () => {
  it('allows tabs and line breaks, refuses NUL and the other control characters', () => {
    expect(hasControlCharacters('Rida 1\r\nRida 2\tõäöü 🚚')).toBe(false)
    for (const code of [0, 7, 27, 127])
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`)).toBe(true)
  })
})
