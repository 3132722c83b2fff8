// Estonian payment reference numbers (viitenumber): 2 to 20 digits, the last a check digit by the
// banks' 7-3-1 method. app/domain/reference-number.ts is being written at the same time and will be the
// one home of the rule; isValidReferenceNumber below should then be replaced by its check.

const WEIGHTS = [7, 3, 1] as const

/** True when digits is 2-20 digits whose last digit is the 7-3-1 check digit of the others. */
export function isValidReferenceNumber(digits: string): boolean {
  if (!/^\d{2,20}$/.test(digits)) return false
  let sum = 0
  // Weights 7, 3, 1, 7, … run from the digit left of the check digit towards the first one.
  for (let i = digits.length - 2, w = 0; i >= 0; i--, w++) sum += Number(digits[i]) * WEIGHTS[w % 3]!
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1])
}

// Words payers put before the number: 'viitenumber', 'viitenr', 'viitenr.', 'viide', 'viit:', 'ref'.
const KEYWORD = /(?:viite(?:number|numbriga|nr)|viide|viit|ref(?:erence)?)\W*$/i

// Digit groups that a single space (or no-break space) joins into one run: '2026 00073'.
const RUN = /\d+(?:[ \u00a0]\d+)*/g

/**
 * The reference numbers that free text (a payment's unstructured remittance) may carry, best first:
 * numbers right after a word such as 'viitenumber' before the others, and within a run of digit groups
 * ('20260007 3') the longest joining first. Only numbers whose check digit holds are returned, so
 * 'Arve 2026-0007 viitenumber 20260007 3' gives '202600073'. Payers also write invoice numbers, dates
 * and amounts, about a tenth of which pass the check by chance: a caller must still find the number
 * among its own references before trusting it.
 */
export function findReferenceNumbers(text: string): string[] {
  const preferred: string[] = []
  const others: string[] = []
  for (const match of text.matchAll(RUN)) {
    const groups = match[0].split(/[ \u00a0]/)
    const target = KEYWORD.test(text.slice(0, match.index)) ? preferred : others
    for (const candidate of joinings(groups)) {
      if (isValidReferenceNumber(candidate) && !target.includes(candidate)) target.push(candidate)
    }
  }
  return [...preferred, ...others.filter((candidate) => !preferred.includes(candidate))]
}

/** Every joining of consecutive groups, longest first, then left to right. */
function joinings(groups: string[]): string[] {
  const found: string[] = []
  // Each group has a digit at least, so no joining of more than 20 groups fits in a reference number.
  for (let count = Math.min(groups.length, 20); count >= 1; count--) {
    for (let start = 0; start + count <= groups.length; start++) {
      const joined = groups.slice(start, start + count).join('')
      if (joined.length <= 20) found.push(joined)
    }
  }
  return found
}
