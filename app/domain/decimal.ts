// Exact decimal values as a BigInt of units plus a power-of-ten scale (value = units / 10^scale).
// Binary floating point cannot represent 0,15 or 2,7 exactly, so every rule that must agree to the cent
// (money, calculator results, displayed roundings) goes through this representation instead.

export interface ExactDecimal {
  readonly units: bigint
  readonly scale: number
}

// Exponents beyond this are absurd for anything this site handles; refusing them keeps 10n ** n cheap.
const MAX_EXPONENT = 400

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:[.,](\d*))?$/
const DECIMAL_WITH_EXPONENT_PATTERN = /^([+-]?)(\d*)(?:[.,](\d*))?(?:[eE]([+-]?\d+))?$/

/**
 * Reads a plain decimal such as '0,15', '3.5', '-2' or (with allowExponent) '1e3'.
 * Both the Estonian decimal comma and the point are accepted because forms receive either.
 */
export function parseDecimal(input: string, options: { allowExponent?: boolean } = {}): ExactDecimal | null {
  const pattern = options.allowExponent ? DECIMAL_WITH_EXPONENT_PATTERN : DECIMAL_PATTERN
  const match = pattern.exec(input)
  if (!match) return null
  const [, sign = '', whole = '', fraction = '', exponentText] = match
  if (whole.length === 0 && fraction.length === 0) return null
  const exponent = exponentText === undefined ? 0 : Number(exponentText)
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT) return null
  const magnitude = BigInt(`${whole}${fraction}` || '0')
  return normalize({ units: sign === '-' ? -magnitude : magnitude, scale: fraction.length - exponent })
}

/**
 * Converts a JS number by its shortest round-trip representation, so 2.7 means exactly 2,7 (what the
 * author of the literal meant) rather than the binary approximation 2.70000000000000017763568394002504646778106689453125.
 */
export function numberToDecimal(value: number): ExactDecimal | null {
  if (!Number.isFinite(value)) return null
  return parseDecimal(String(value), { allowExponent: true })
}

/** Removes trailing zeros and keeps scale non-negative, so equal values have equal representations. */
export function normalize(value: ExactDecimal): ExactDecimal {
  let { units, scale } = value
  if (scale < 0) return { units: units * 10n ** BigInt(-scale), scale: 0 }
  if (units === 0n) return { units: 0n, scale: 0 }
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n
    scale -= 1
  }
  return { units, scale }
}

export function multiplyDecimals(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return normalize({ units: a.units * b.units, scale: a.scale + b.scale })
}

/** Returns the value's units at the target scale, rounding half away from zero (the only rounding rule). */
export function roundHalfUp(value: ExactDecimal, targetScale: number): bigint {
  if (value.scale <= targetScale) return value.units * 10n ** BigInt(targetScale - value.scale)
  const divisor = 10n ** BigInt(value.scale - targetScale)
  const magnitude = value.units < 0n ? -value.units : value.units
  let quotient = magnitude / divisor
  if ((magnitude % divisor) * 2n >= divisor) quotient += 1n
  return value.units < 0n ? -quotient : quotient
}

export function compareDecimals(a: ExactDecimal, b: ExactDecimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale)
  const left = a.units * 10n ** BigInt(scale - a.scale)
  const right = b.units * 10n ** BigInt(scale - b.scale)
  return left < right ? -1 : left > right ? 1 : 0
}
