/**
 * Whether a database error is a unique index refusing a row (SQLSTATE 23505), optionally of the named
 * index. PGlite and postgres.js both give the code and the constraint's name; Drizzle wraps their error as
 * its cause.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const found = current as {
      code?: unknown
      constraint?: unknown
      constraint_name?: unknown
      cause?: unknown
    }
    if (found.code === '23505')
      return index === undefined || found.constraint === index || found.constraint_name === index
    current = found.cause
  }
  return false
}
