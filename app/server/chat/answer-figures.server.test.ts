import { describe, expect, it } from 'vitest'
import { uncheckedFigures } from './answer-figures.server.ts'

describe('uncheckedFigures', () => {
  const tool = JSON.stringify({
    kaup: '60,00 €',
    transport: '152,55 €',
    kokku: '263,56 €',
    teekaugus: '56,5 km',
  })

  it('passes figures a tool gave, however they are written', () => {
    expect(uncheckedFigures('Kokku 263,56 € (transport 152,55 €, 56,5 km).', [tool])).toEqual([])
    expect(uncheckedFigures('Kokku 263.56 EUR', [tool])).toEqual([])
    expect(uncheckedFigures('Tonn maksab 60 €', ['hind 60,00 €/t'])).toEqual([])
    expect(uncheckedFigures('Hind 1 234,50 €', ['1234,5 €'])).toEqual([])
  })

  it('names the money and distances nobody gave', () => {
    expect(uncheckedFigures('Kokku 99,00 € ja 40 km', [tool])).toEqual(['99,00', '40'])
  })

  it('leaves other numbers alone (tonnes, dates, phone numbers)', () => {
    expect(uncheckedFigures('10 tonni, helistage +372 5000 0000, 1-3 tööpäeva', [tool])).toEqual([])
  })
})
