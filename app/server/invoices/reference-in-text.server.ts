// Estonian payment reference numbers (viitenumber) found in a payment's free text; the 7-3-1 rule itself
// is app/domain/reference-number.ts's.
import { isValidReferenceNumber } from '#app/domain/reference-number.ts'

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
