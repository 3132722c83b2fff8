import { checkDigit731 } from './reference-number.ts'

/**
 * A company buyer's identifiers on an invoice: the registry code (registrikood) of the Estonian Business
 * Register and the VAT number (KMKR number, käibemaksukohustuslase number). Both carry a check digit, so a
 * mistyped digit is caught beside the form field instead of on an invoice that has to be credited.
 *
 * The rules are checked here rather than with a package: the npm packages for Estonian codes cover the
 * personal code (isikukood) only, and the EU VAT number packages carry every member state's rules for the
 * one this site needs. Both rules are a few lines and their tests hold real companies' numbers.
 */
export const companyCodeTexts = {
  registryCodeFormat: 'Registrikood on 8 numbrit.',
  registryCodeCheckDigit: 'Registrikoodi kontrollnumber ei klapi.',
  vatNumberFormat: 'Käibemaksukohustuslase number on EE ja 9 numbrit.',
  vatNumberCheckDigit: 'Käibemaksukohustuslase numbri kontrollnumber ei klapi.',
} as const

/** The codes' messages in a language (ADR 060); Estonian above. */
export type CompanyCodeTexts = Record<keyof typeof companyCodeTexts, string>

export type CodeCheck = { ok: true; value: string } | { ok: false; message: string }

const FIRST_PASS = [1, 2, 3, 4, 5, 6, 7] as const
const SECOND_PASS = [3, 4, 5, 6, 7, 8, 9] as const

/**
 * The registry code's check digit: the modulo-11 rule of the personal code (isikukood) on the first seven
 * digits. Weights 1-7; a remainder of 10 is tried again with weights 3-9, and a second 10 gives 0. The
 * Business Register does not publish the rule; every code it issues satisfies it.
 */
export function registryCodeCheckDigit(firstSeven: string): number {
  if (!/^\d{7}$/.test(firstSeven)) throw new RangeError(`expected 7 digits, got '${firstSeven}'`)
  const remainder = (weights: readonly number[]) =>
    weights.reduce((sum, weight, index) => sum + weight * Number(firstSeven[index]), 0) % 11
  const first = remainder(FIRST_PASS)
  if (first < 10) return first
  const second = remainder(SECOND_PASS)
  return second < 10 ? second : 0
}

/** A registry code as typed (spaces allowed) in its stored form, or the message to show beside the field. */
export function checkRegistryCode(input: string, texts: CompanyCodeTexts = companyCodeTexts): CodeCheck {
  const value = input.replace(/\s+/g, '')
  if (!/^\d{8}$/.test(value)) return { ok: false, message: texts.registryCodeFormat }
  if (registryCodeCheckDigit(value.slice(0, 7)) !== Number(value[7])) {
    return { ok: false, message: texts.registryCodeCheckDigit }
  }
  return { ok: true, value }
}

/**
 * An Estonian VAT number as typed ('EE 101 079 244', 'ee101079244') in its stored form 'EE101079244', or
 * the message to show. Its ninth digit is the 7-3-1 check digit of the first eight (the weights 3, 7, 1 …
 * from the left that the tax board's numbers follow are 7, 3, 1 from the right), the same rule as a bank
 * reference number's.
 */
export function checkVatNumber(input: string, texts: CompanyCodeTexts = companyCodeTexts): CodeCheck {
  const value = input.replace(/\s+/g, '').toUpperCase()
  if (!/^EE\d{9}$/.test(value)) return { ok: false, message: texts.vatNumberFormat }
  if (checkDigit731(value.slice(2, 10)) !== Number(value[10])) {
    return { ok: false, message: texts.vatNumberCheckDigit }
  }
  return { ok: true, value }
}
