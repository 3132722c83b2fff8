import { describe, expect, it } from 'vitest'
import { auditActionWord, formatAuditTime } from './audit-actions.ts'

describe('audit log wording', () => {
  it('names every action the server writes in Estonian', () => {
    expect(['create', 'update', 'publish', 'unpublish', 'picture', 'delete'].map(auditActionWord)).toEqual([
      'loodud',
      'muudetud',
      'avaldatud',
      'peidetud',
      'pilt lisatud',
      'kustutatud',
    ])
    expect(auditActionWord('something-new')).toBe('something-new')
  })

  it('shows the time in Tallinn, summer and winter', () => {
    expect(formatAuditTime(new Date('2026-11-22T01:05:00Z'))).toBe('22.11.2026 03:05')
    expect(formatAuditTime(new Date('2026-07-01T21:30:00Z'))).toBe('02.07.2026 00:30')
  })
})
