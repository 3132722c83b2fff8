import { describe, expect, it } from 'vitest'
import { parseMonths, retentionCutoff } from '#app/server/ops/retention.server.ts'

describe('retentionCutoff', () => {
  it('is the same day and time N months earlier', () => {
    expect(retentionCutoff(1, new Date('2026-11-22T04:00:00Z')).toISOString()).toBe(
      '2026-10-22T04:00:00.000Z',
    )
    expect(retentionCutoff(24, new Date('2026-11-22T04:00:00Z')).toISOString()).toBe(
      '2024-11-22T04:00:00.000Z',
    )
  })

  it('takes the last day of a shorter month', () => {
    expect(retentionCutoff(1, new Date('2026-03-31T12:00:00Z')).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    )
    expect(retentionCutoff(12, new Date('2024-02-29T12:00:00Z')).toISOString()).toBe(
      '2023-02-28T12:00:00.000Z',
    )
  })
})

describe('parseMonths', () => {
  it('accepts whole months from 1', () => {
    expect(parseMonths('1')).toBe(1)
    expect(parseMonths('36')).toBe(36)
  })

  it('refuses 0, negatives, fractions, words and nothing', () => {
    for (const value of ['0', '-3', '1.5', '12kuud', 'kaks', '', undefined])
      expect(parseMonths(value)).toBeNull()
  })
})
