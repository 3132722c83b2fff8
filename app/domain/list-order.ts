/**
 * The order of the owner's lists (materials, places, debtors): the largest first, and equal ones by name
 * in Estonian alphabetical order (š and ž after s and z, õ ä ö ü after w), as the owner looks a name up.
 * Decided here rather than by the database: PGlite and a PostgreSQL server sort text by different
 * collations, and a tie must read the same on the page, in its CSV file and in /api/admin/stats.
 */

const estonian = new Intl.Collator('et')

/** Estonian alphabetical order of two names. */
export function compareEstonian(a: string, b: string): number {
  return estonian.compare(a, b)
}

/**
 * A comparator: larger `amounts` first, the first amount deciding before the next, then `name` in
 * Estonian order.
 */
export function largestFirst<T>(amounts: (item: T) => number[], name: (item: T) => string) {
  return (a: T, b: T): number => {
    const first = amounts(a)
    const second = amounts(b)
    for (const [index, amount] of first.entries()) {
      const difference = (second[index] ?? 0) - amount
      if (difference !== 0) return difference
    }
    return compareEstonian(name(a), name(b))
  }
}
