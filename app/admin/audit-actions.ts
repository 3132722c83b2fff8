/** The audit log's action codes (written by the server) in the words staff read on the edit page. */
const actionWords: Record<string, string> = {
  create: 'loodud',
  update: 'muudetud',
  publish: 'avaldatud',
  unpublish: 'peidetud',
  picture: 'pilt lisatud',
  delete: 'kustutatud',
}

export function auditActionWord(action: string): string {
  return actionWords[action] ?? action
}

const tallinn = new Intl.DateTimeFormat('et-EE', {
  timeZone: 'Europe/Tallinn',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * 'dd.mm.yyyy hh:mm' in Tallinn time. Built from parts, so the text does not depend on one ICU
 * version's punctuation between date and time.
 */
export function formatAuditTime(value: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    tallinn.formatToParts(value).find((item) => item.type === type)?.value ?? ''
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`
}
