import { describe, expect, it } from 'vitest'
import { createSubmissionGuard } from './submission-guard.server.ts'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

const newGuard = (limit = 10) =>
  createSubmissionGuard({ kind: 'test', fields: ['name', 'notes'], limit, windowMs: 60_000 })

describe('createSubmissionGuard', () => {
  it('passes a form with its own idempotency key', () => {
    expect(newGuard().check(form({ name: 'Mari', idempotencyKey: 'key-0001_abc' }), 'client-a')).toEqual({
      outcome: 'pass',
      idempotencyKey: 'key-0001_abc',
    })
  })

  it('replaces a missing or malformed key with a fresh one each time', () => {
    const guard = newGuard()
    for (const key of [undefined, 'short', 'has spaces in it', 'x'.repeat(101)]) {
      const verdict = guard.check(form(key === undefined ? {} : { idempotencyKey: key }), 'client-a')
      expect(verdict.outcome).toBe('pass')
      if (verdict.outcome === 'pass') {
        expect(verdict.idempotencyKey).not.toBe(key)
        expect(verdict.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
      }
    }
  })

  it('tells a bot by the hidden field, before counting it against the limit', () => {
    const guard = newGuard(1)
    expect(guard.check(form({ website: 'http://spam.example' }), 'client-a')).toEqual({ outcome: 'bot' })
    expect(guard.check(form({}), 'client-a').outcome).toBe('pass')
  })

  it('refuses the submission over the limit of one client, not of another', () => {
    const guard = newGuard(2)
    expect(guard.check(form({}), 'client-a').outcome).toBe('pass')
    expect(guard.check(form({}), 'client-a').outcome).toBe('pass')
    const refused = guard.check(form({}), 'client-a')
    expect(refused.outcome).toBe('limited')
    if (refused.outcome === 'limited') {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0)
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    }
    expect(guard.check(form({}), 'client-b').outcome).toBe('pass')
  })

  it('echoes only the form fields, each cut to 2000 characters', () => {
    const values = newGuard().echoedValues(
      form({ name: 'Mari', notes: 'a'.repeat(2500), website: 'x', idempotencyKey: 'key-0001_abc' }),
    )
    expect(values).toEqual({ name: 'Mari', notes: 'a'.repeat(2000) })
  })

  it("makes a page's shared key into one per client and values: a resubmission matches, nothing else does", () => {
    const guard = newGuard()
    const pageKey = 'p-3f1c2a7e-0000-4000-8000-000000000001'
    const keyOf = (fields: Record<string, string>, client: string) => {
      const verdict = guard.check(form({ idempotencyKey: pageKey, ...fields }), client)
      if (verdict.outcome !== 'pass') throw new Error(verdict.outcome)
      return verdict.idempotencyKey
    }
    const first = keyOf({ name: 'Mari', notes: '12 t' }, 'client-a')
    expect(first).toMatch(/^p-[A-Za-z0-9_-]{43}$/)
    expect(first).not.toBe(pageKey)
    // The same post again (a reload that resubmits, a double click), its fields in another order.
    expect(keyOf({ notes: '12 t', name: 'Mari' }, 'client-a')).toBe(first)
    // Another visitor served the same page, with the same values; the same visitor with another order.
    expect(keyOf({ name: 'Mari', notes: '12 t' }, 'client-b')).not.toBe(first)
    expect(keyOf({ name: 'Mari', notes: '13 t' }, 'client-a')).not.toBe(first)
  })
})
