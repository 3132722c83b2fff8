import { formatTallinnDateTime } from '#app/domain/tallinn-time.ts'

/** The audit log's action codes (written by the server) in the words staff read on the edit page. */
const actionWords: Record<string, string> = {
  create: 'loodud',
  update: 'muudetud',
  publish: 'avaldatud',
  unpublish: 'peidetud',
  picture: 'pilt lisatud',
  delete: 'kustutatud',
  /** A material page's texts (and its short description) put back to the built-in ones. */
  restore: 'algne tekst taastatud',
}

export function auditActionWord(action: string): string {
  return actionWords[action] ?? action
}

/** 'dd.mm.yyyy hh:mm' in Tallinn time. */
export function formatAuditTime(value: Date): string {
  return formatTallinnDateTime(value)
}
