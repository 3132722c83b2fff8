import { describe, expect, it } from 'vitest'
import { compareEstonian, largestFirst } from './list-order.ts'

describe('the order of the owner’s lists', () => {
  it('puts names in Estonian alphabetical order, whatever their code points', () => {
    const names = [
      'Õun OÜ',
      'Zoo AS',
      'Wagner OÜ',
      'Saar AS',
      'Šaali OÜ',
      'Ülo Tamm',
      'Žanna Kask',
      'Tamm AS',
    ]
    expect([...names].sort(compareEstonian)).toEqual([
      'Saar AS',
      'Šaali OÜ',
      'Zoo AS',
      'Žanna Kask',
      'Tamm AS',
      'Wagner OÜ',
      'Õun OÜ',
      'Ülo Tamm',
    ])
  })

  it('puts the largest first, the first amount before the next, and equal amounts by name', () => {
    const debts = [
      { name: 'Zoo AS', cents: 37_200, tonnes: 1 },
      { name: 'Klient 9', cents: 100, tonnes: 9 },
      { name: 'Šaali OÜ', cents: 37_200, tonnes: 1 },
      { name: 'Aas OÜ', cents: 37_200, tonnes: 2 },
      { name: 'Klient 8', cents: 90_000, tonnes: 0 },
    ]
    const order = largestFirst<(typeof debts)[number]>(
      (debt) => [debt.cents, debt.tonnes],
      (debt) => debt.name,
    )
    expect([...debts].sort(order).map((debt) => debt.name)).toEqual([
      'Klient 8',
      'Aas OÜ',
      'Šaali OÜ',
      'Zoo AS',
      'Klient 9',
    ])
    // The same list in any order it was read in.
    expect([...debts].reverse().sort(order)).toEqual([...debts].sort(order))
  })
})
