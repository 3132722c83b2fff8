import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CALCULATOR_MESSAGES, type CalculatorResult, calculateMaterial } from './calculator.ts'

const SCREENED_GRAVEL = 1.8
const CONSTRUCTION_SAND = 1.7

describe('calculateMaterial: worked examples', () => {
  it('screened gravel 6 × 3 × 0,15 m → 2,70 m³ and 4,86 t', () => {
    expect(calculateMaterial({ density: SCREENED_GRAVEL, width: '6', length: '3', depth: '0,15' })).toEqual({
      ok: true,
      volumeCubicMetres: 2.7,
      weightTonnes: 4.86,
      depthWarning: null,
    })
  })

  it('construction sand 8 × 4 × 0,05 m → 1,60 m³ and 2,72 t', () => {
    expect(calculateMaterial({ density: CONSTRUCTION_SAND, width: '8', length: '4', depth: '0.05' })).toEqual(
      {
        ok: true,
        volumeCubicMetres: 1.6,
        weightTonnes: 2.72,
        depthWarning: null,
      },
    )
  })

  it('is exact where floating point is not', () => {
    expect(6 * 3 * 0.15).not.toBe(2.7)
    expect(calculateMaterial({ density: SCREENED_GRAVEL, width: 6, length: 3, depth: 0.15 })).toMatchObject({
      volumeCubicMetres: 2.7,
      weightTonnes: 4.86,
    })
  })

  it('computes weight from the unrounded volume', () => {
    // Volume 0,005 m³ shows as 0,01, but 0,005 × 1,7 = 0,0085 t rounds to 0,01 (not 0,01 × 1,7 = 0,017 → 0,02).
    expect(
      calculateMaterial({ density: CONSTRUCTION_SAND, width: '1', length: '1', depth: '0,005' }),
    ).toMatchObject({ volumeCubicMetres: 0.01, weightTonnes: 0.01 })
  })

  it('rounds half-up to two decimals', () => {
    // 1 × 1 × 0,125 = 0,125 m³ → 0,13; × 1,8 = 0,225 t → 0,23.
    expect(
      calculateMaterial({ density: SCREENED_GRAVEL, width: '1', length: '1', depth: '0,125' }),
    ).toMatchObject({
      volumeCubicMetres: 0.13,
      weightTonnes: 0.23,
    })
  })

  it('accepts surrounding whitespace, comma and point decimals alike', () => {
    const expected = { ok: true, volumeCubicMetres: 2.7, weightTonnes: 4.86, depthWarning: null }
    expect(calculateMaterial({ density: 1.8, width: ' 6,0 ', length: '3.0', depth: ',15' })).toEqual(expected)
    expect(calculateMaterial({ density: 1.8, width: '6', length: 3, depth: '0.150000' })).toEqual(expected)
  })
})

describe('calculateMaterial: messages', () => {
  const valid = { density: SCREENED_GRAVEL, width: '6', length: '3', depth: '0,15' }
  const error = (input: Parameters<typeof calculateMaterial>[0]) => {
    const result = calculateMaterial(input)
    return result.ok ? null : result.error
  }

  it('has the exact texts', () => {
    expect(CALCULATOR_MESSAGES).toEqual({
      noMaterial: 'Palun valige materjal',
      emptyFields: 'Palun täitke kõik väljad',
      invalidNumbers: 'Palun sisestage kehtivad numbrid',
      negative: 'Mõõdud peavad olema positiivsed',
      zero: 'Mõõdud ei tohi olla null',
      depthWarning: 'Kontrolli sügavust; suurem kui 2 m kihid vajavad eriarvestust.',
    })
  })

  it.each([null, undefined, 0, -1.8, Number.NaN, Number.POSITIVE_INFINITY])(
    'density %j → choose a material',
    (density) => {
      expect(error({ ...valid, density })).toBe('Palun valige materjal')
    },
  )

  it.each(['width', 'length', 'depth'] as const)('empty %s → fill in all fields', (field) => {
    expect(error({ ...valid, [field]: '' })).toBe('Palun täitke kõik väljad')
    expect(error({ ...valid, [field]: '   ' })).toBe('Palun täitke kõik väljad')
    expect(error({ ...valid, [field]: null })).toBe('Palun täitke kõik väljad')
    expect(error({ ...valid, [field]: undefined })).toBe('Palun täitke kõik väljad')
  })

  it.each([
    'abc',
    '1,2,3',
    '6 m',
    '1e308',
    '-1e308',
    '12345678901234567890',
    '10000,000001',
    '0,0000001',
    'Infinity',
    'NaN',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e308,
    1e-7,
  ])('%j → enter valid numbers', (width) => {
    expect(error({ ...valid, width })).toBe('Palun sisestage kehtivad numbrid')
  })

  it('accepts the documented bounds: 10 000 m and six decimals', () => {
    expect(calculateMaterial({ ...valid, width: '10000' }).ok).toBe(true)
    expect(calculateMaterial({ ...valid, width: '0,000001', length: '1', depth: '1' })).toMatchObject({
      ok: true,
      volumeCubicMetres: 0,
    })
    expect(calculateMaterial({ ...valid, width: '1e3' })).toMatchObject({ ok: true, volumeCubicMetres: 450 })
  })

  it.each(['-1', '-0,15', -6])('%j → dimensions must be positive', (depth) => {
    expect(error({ ...valid, depth })).toBe('Mõõdud peavad olema positiivsed')
  })

  it.each(['0', '0,00', 0, '-0'])('%j → dimensions must not be zero', (length) => {
    expect(error({ ...valid, length })).toBe('Mõõdud ei tohi olla null')
  })

  it('checks the messages in the specified order', () => {
    expect(error({ density: null, width: '', length: 'abc', depth: '-1' })).toBe('Palun valige materjal')
    expect(error({ ...valid, width: 'abc', length: '', depth: '-1' })).toBe('Palun täitke kõik väljad')
    expect(error({ ...valid, width: '0', length: '-1', depth: 'abc' })).toBe(
      'Palun sisestage kehtivad numbrid',
    )
    expect(error({ ...valid, width: '0', length: '-1' })).toBe('Mõõdud peavad olema positiivsed')
    expect(error({ ...valid, width: '0', depth: '5' })).toBe('Mõõdud ei tohi olla null')
  })
})

describe('calculateMaterial: depth warning', () => {
  const at = (depth: string) => calculateMaterial({ density: 1.8, width: '1', length: '1', depth })

  it('does not warn at exactly 2 m', () => {
    expect(at('2')).toEqual({ ok: true, volumeCubicMetres: 2, weightTonnes: 3.6, depthWarning: null })
  })

  it('warns above 2 m but still calculates', () => {
    expect(at('2,01')).toEqual({
      ok: true,
      volumeCubicMetres: 2.01,
      weightTonnes: 3.62,
      depthWarning: 'Kontrolli sügavust; suurem kui 2 m kihid vajavad eriarvestust.',
    })
    expect(at('2,000001')).toMatchObject({ depthWarning: CALCULATOR_MESSAGES.depthWarning })
  })
})

describe('calculateMaterial: invariants', () => {
  // Dimensions in whole millimetres up to 100 m, written with a decimal comma like a visitor would.
  const millimetres = fc.integer({ min: 1, max: 100_000 })
  const asText = (mm: number) => `${Math.floor(mm / 1000)},${String(mm % 1000).padStart(3, '0')}`
  const density = fc.constantFrom(1.4, 1.5, 1.6, 1.7, 1.8, 2, 2.65)
  const success = (result: CalculatorResult) => {
    if (!result.ok) throw new Error(`unexpected error ${result.error}`)
    return result
  }

  it('volume is w × l × d rounded half-up; weight ≈ volume × density', () => {
    fc.assert(
      fc.property(millimetres, millimetres, millimetres, density, (w, l, d, rho) => {
        const result = success(
          calculateMaterial({ density: rho, width: asText(w), length: asText(l), depth: asText(d) }),
        )
        // Exact product in mm³ = 10^-9 m³; half-up to hundredths of a m³ is (x + 5·10^6) / 10^7.
        const cubicMm = BigInt(w) * BigInt(l) * BigInt(d)
        expect(result.volumeCubicMetres).toBe(Number((cubicMm + 5_000_000n) / 10_000_000n) / 100)
        expect(Math.abs(result.weightTonnes - result.volumeCubicMetres * rho)).toBeLessThanOrEqual(
          0.005 * rho + 0.005 + 1e-6,
        )
        expect(result.volumeCubicMetres).toBeGreaterThanOrEqual(0)
        expect(result.weightTonnes).toBeGreaterThanOrEqual(0)
        expect(result.depthWarning === null).toBe(d <= 2000)
      }),
    )
  })

  it('the order of width and length does not matter; strings and numbers agree', () => {
    fc.assert(
      fc.property(millimetres, millimetres, millimetres, density, (w, l, d, rho) => {
        const a = calculateMaterial({ density: rho, width: asText(w), length: asText(l), depth: asText(d) })
        const b = calculateMaterial({ density: rho, width: asText(l), length: asText(w), depth: asText(d) })
        const c = calculateMaterial({ density: rho, width: l / 1000, length: w / 1000, depth: d / 1000 })
        expect(b).toEqual(a)
        expect(c).toEqual(a)
      }),
    )
  })

  it('never returns a negative result for any input', () => {
    const anyDimension = fc.oneof(fc.string(), fc.double(), fc.constant(null), fc.constant(undefined))
    fc.assert(
      fc.property(anyDimension, anyDimension, anyDimension, (width, length, depth) => {
        const result = calculateMaterial({ density: 1.8, width, length, depth })
        if (result.ok) {
          expect(result.volumeCubicMetres).toBeGreaterThanOrEqual(0)
          expect(result.weightTonnes).toBeGreaterThanOrEqual(0)
        } else {
          expect(Object.values(CALCULATOR_MESSAGES)).toContain(result.error)
        }
      }),
    )
  })
})
