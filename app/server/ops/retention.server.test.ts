import { describe, expect, it } from 'vitest'
import { retentionCutoff } from '#app/server/ops/retention.server.ts'

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
