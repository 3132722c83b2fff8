import { describe, expect, it } from 'vitest'
import { redactPersonal } from './log.server.ts'

describe('redactPersonal', () => {
  it('blanks out e-mail addresses in a text we did not compose', () => {
    expect(redactPersonal('550 5.1.1 <mari.maasikas@example.ee>: Recipient address rejected')).toBe(
      '550 5.1.1 <[email]>: Recipient address rejected',
    )
  })

  it('blanks out the values of a failed query but keeps the query', () => {
    const message =
      'Failed query: insert into "orders" ("first_name", "phone") values ($1, $2)\nparams: Mari,+372 5555 1234'
    const redacted = redactPersonal(message)
    expect(redacted).toContain('insert into "orders"')
    expect(redacted).not.toContain('Mari')
    expect(redacted).not.toContain('5555')
    expect(redacted).toContain('params: [redacted]')
  })
})
