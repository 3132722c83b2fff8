import { normalize, numberToDecimal, parseDecimal } from './decimal.ts'

/**
 * The net tonnes the quarry's scale weighed for a delivery, as staff type them from the weighing ticket:
 * to 10 kg (0,01 t), at least 0,01 t and at most 30 t, the most a truck and trailer of this quarry carry.
 * Kept in hundredths of a tonne, the unit the invoice's goods line is priced in (app/domain/invoice.ts).
 */
export const MIN_DELIVERED_HUNDREDTHS = 1
export const MAX_DELIVERED_HUNDREDTHS = 3_000

export const deliveredTonnesTexts = {
  invalid: 'Kaalutud kogus peab olema 0,01 kuni 30 tonni, kuni kahe komakohaga (nt 9,86).',
  weighTicketTooLong: 'Kaalusedeli number võib olla kuni 40 märki.',
} as const

export const weighTicketMaxLength = 40

/**
 * Tonnes as typed ('9,86', '9.86', ' 12 ') or as a JSON number (9.86) in hundredths of a tonne; null when
 * they are not a number of tonnes to 0,01 t within 0,01–30 t. A third decimal is refused rather than
 * rounded: the scale's ticket shows 10 kg steps, so one is a typing mistake.
 */
export function parseDeliveredTonnes(input: string | number): number | null {
  const decimal =
    typeof input === 'number' ? numberToDecimal(input) : parseDecimal(input.trim().replace(/\s+/g, ''))
  if (decimal === null) return null
  const { units, scale } = normalize(decimal)
  if (scale > 2) return null
  const hundredths = Number(units * 10n ** BigInt(2 - scale))
  if (!Number.isSafeInteger(hundredths)) return null
  if (hundredths < MIN_DELIVERED_HUNDREDTHS || hundredths > MAX_DELIVERED_HUNDREDTHS) return null
  return hundredths
}

/** Hundredths of a tonne as the API gives tonnes: a number with at most two decimals, 986 → 9.86. */
export function hundredthsToTonnes(hundredths: number): number {
  return Number(`${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`)
}

/** The stored numeric(5,2) value ('9.86') in hundredths; null for none or a value that is not one. */
export function storedTonnesToHundredths(value: string | null): number | null {
  if (value === null) return null
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim())
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null
}

/** Hundredths as the numeric(5,2) column takes them, '9.86'. */
export function hundredthsToStored(hundredths: number): string {
  return `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`
}
