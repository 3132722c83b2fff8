/**
 * The Estonian bank reference number (viitenumber) by the Estonian Banking Association's standard: a base
 * of 1-19 digits chosen by the payee (here an invoice's number) followed by a check digit by the 7-3-1
 * method, 2-20 digits in all, stored and sent without spaces. Banks refuse a reference number whose check
 * digit is wrong, so one is never built or accepted any other way than through these functions.
 *
 * Written here rather than taken from npm: the rule is a dozen lines, and the packages that offer it are
 * Finnish reference-number libraries (same weights, other lengths and grouping) or unmaintained.
 */

const BASE_PATTERN = /^\d{1,19}$/
const REFERENCE_PATTERN = /^\d{2,20}$/
const WEIGHTS = [7, 3, 1] as const

/** The 7-3-1 check digit of a base: weights 7, 3, 1, 7 … from the rightmost digit, then up to the next ten. */
export function checkDigit731(base: string): number {
  if (!BASE_PATTERN.test(base))
    throw new RangeError(`a reference number's base is 1-19 digits, got '${base}'`)
  let sum = 0
  for (let fromRight = 0; fromRight < base.length; fromRight++) {
    sum += Number(base[base.length - 1 - fromRight]) * WEIGHTS[fromRight % 3]!
  }
  return (10 - (sum % 10)) % 10
}

/** The reference number of a base: a positive whole number (an invoice's number) or its digits. */
export function referenceNumberFor(base: number | string): string {
  if (typeof base === 'number' && (!Number.isSafeInteger(base) || base < 1)) {
    throw new RangeError(`a reference number's base must be a positive whole number, got ${base}`)
  }
  const digits = String(base)
  return `${digits}${checkDigit731(digits)}`
}

/** Whether a stored reference number (digits only, no spaces) has the length and check digit of the standard. */
export function isValidReferenceNumber(value: string): boolean {
  if (!REFERENCE_PATTERN.test(value)) return false
  return checkDigit731(value.slice(0, -1)) === Number(value.slice(-1))
}

/**
 * A reference number as a person typed or pasted it (with spaces between the groups) in its stored form;
 * null when it is not a valid one.
 */
export function parseReferenceNumber(input: string): string | null {
  const digits = input.replace(/\s+/g, '')
  return isValidReferenceNumber(digits) ? digits : null
}

/**
 * For print: groups of four from the left, separated by a space, as the standard allows for legibility
 * ('1234 5672'). Never stored or sent to a bank in this form.
 */
export function formatReferenceNumber(value: string): string {
  if (!isValidReferenceNumber(value)) throw new RangeError(`not a valid reference number: '${value}'`)
  return value.replace(/(\d{4})(?=\d)/g, '$1 ')
}
