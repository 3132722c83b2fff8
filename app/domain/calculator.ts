import {
  compareDecimals,
  type ExactDecimal,
  multiplyDecimals,
  numberToDecimal,
  parseDecimal,
  roundHalfUp,
} from './decimal.ts'

export const CALCULATOR_MESSAGES = {
  noMaterial: 'Palun valige materjal',
  emptyFields: 'Palun täitke kõik väljad',
  invalidNumbers: 'Palun sisestage kehtivad numbrid',
  negative: 'Mõõdud peavad olema positiivsed',
  zero: 'Mõõdud ei tohi olla null',
  depthWarning: 'Kontrolli sügavust; suurem kui 2 m kihid vajavad eriarvestust.',
} as const

export type CalculatorResult =
  | { ok: true; volumeCubicMetres: number; weightTonnes: number; depthWarning: string | null }
  | { ok: false; error: string }

type DimensionInput = string | number | null | undefined

export interface CalculatorInput {
  density: number | null | undefined
  width: DimensionInput
  length: DimensionInput
  depth: DimensionInput
}

// Bounds that count as "a valid number". 10 km per dimension and micrometre precision are far beyond any
// real bed of gravel, yet they keep volume ≤ 10^12 m³; with density capped at 50 t/m³ (denser than any
// element) weight × 100 stays below Number.MAX_SAFE_INTEGER, so the rounded results convert to JS numbers
// exactly. Without a bound, '1e308' or a 20-digit entry would produce meaningless huge figures.
export const MAX_DIMENSION_METRES = 10_000
export const MAX_DIMENSION_DECIMALS = 6
export const MAX_DENSITY_TONNES_PER_CUBIC_METRE = 50

const MAX_DIMENSION: ExactDecimal = { units: BigInt(MAX_DIMENSION_METRES), scale: 0 }
const DEPTH_WARNING_LIMIT: ExactDecimal = { units: 2n, scale: 0 }
const RESULT_DECIMALS = 2

export function calculateMaterial(input: CalculatorInput): CalculatorResult {
  const density = parseDensity(input.density)
  if (density === null) return failure(CALCULATOR_MESSAGES.noMaterial)

  if ([input.width, input.length, input.depth].some(isEmpty)) return failure(CALCULATOR_MESSAGES.emptyFields)

  const width = parseDimension(input.width)
  const length = parseDimension(input.length)
  const depth = parseDimension(input.depth)
  if (width === null || length === null || depth === null) return failure(CALCULATOR_MESSAGES.invalidNumbers)
  const dimensions = [width, length, depth]
  if (dimensions.some((value) => value.units < 0n)) return failure(CALCULATOR_MESSAGES.negative)
  if (dimensions.some((value) => value.units === 0n)) return failure(CALCULATOR_MESSAGES.zero)

  // Weight uses the unrounded volume: rounding twice would drift from what the customer can check by hand.
  const volume = multiplyDecimals(multiplyDecimals(width, length), depth)
  const weight = multiplyDecimals(volume, density)
  return {
    ok: true,
    volumeCubicMetres: toRoundedNumber(volume),
    weightTonnes: toRoundedNumber(weight),
    depthWarning: compareDecimals(depth, DEPTH_WARNING_LIMIT) > 0 ? CALCULATOR_MESSAGES.depthWarning : null,
  }
}

function failure(error: string): CalculatorResult {
  return { ok: false, error }
}

function parseDensity(density: number | null | undefined): ExactDecimal | null {
  if (typeof density !== 'number' || !(density > 0) || density > MAX_DENSITY_TONNES_PER_CUBIC_METRE)
    return null
  return numberToDecimal(density)
}

function isEmpty(value: DimensionInput): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}

function parseDimension(value: DimensionInput): ExactDecimal | null {
  if (value === null || value === undefined) return null
  const decimal =
    typeof value === 'number' ? numberToDecimal(value) : parseDecimal(value.trim(), { allowExponent: true })
  if (decimal === null || decimal.scale > MAX_DIMENSION_DECIMALS) return null
  const magnitude: ExactDecimal = {
    units: decimal.units < 0n ? -decimal.units : decimal.units,
    scale: decimal.scale,
  }
  return compareDecimals(magnitude, MAX_DIMENSION) > 0 ? null : decimal
}

function toRoundedNumber(value: ExactDecimal): number {
  // Integer hundredths divided by 100 yield the same double as the literal '2.70', i.e. 2.7.
  return Number(roundHalfUp(value, RESULT_DECIMALS)) / 10 ** RESULT_DECIMALS
}
