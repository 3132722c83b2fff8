import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import { customType } from 'drizzle-orm/pg-core'

/**
 * numeric(10,2) in the database, integer cents in code. Converting through the decimal string keeps
 * every value exact: no euro amount ever passes through a floating-point multiplication.
 */
export const money = customType<{ data: number; driverData: string }>({
  dataType() {
    return 'numeric(10, 2)'
  },
  toDriver(cents) {
    if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`)
    const sign = cents < 0 ? '-' : ''
    const abs = Math.abs(cents)
    return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  },
  fromDriver(value) {
    const text = String(value)
    const match = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text)
    if (!match) throw new TypeError(`Unexpected numeric value from the database: ${text}`)
    const [, sign, whole, fraction = ''] = match
    const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
    return sign ? -cents : cents
  },
})

/**
 * A sum of money columns (or of an expression over them) as whole cents in text, counted by the database
 * in exact numeric arithmetic; 0 when there is nothing to sum. Read the result with Number().
 */
export const sumAsCents = (expression: SQL | AnyColumn) =>
  sql<string>`coalesce(round(sum(${expression}) * 100), 0)::text`
