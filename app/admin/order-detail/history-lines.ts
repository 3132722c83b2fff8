import { dayLabel, parseWindow, windowLabel } from '#app/domain/delivery-schedule.ts'
import { formatDecimal, formatEur, formatEurPerTonne, tonnesLabel } from '#app/domain/format.ts'
import { type OrderStatus, orderStatusLabels } from '#app/domain/order-status.ts'

/** The lines of 'Muudatuste ajalugu': what an entry of the order's audit log changed, in staff's words. */

type Facts = {
  status?: OrderStatus
  staffNote?: string | null
  deliveryDate?: string | null
  timeWindow?: string | null
  quantity?: number
  deliveryAddress?: string | null
  priceAdjustmentCents?: number
  adjustmentReason?: string | null
  totalPriceCents?: number
  cancelReason?: string
  cancelledBy?: string
  notified?: boolean
  deliveredTonnes?: number
  weighTicket?: string | null
  invoiceNumber?: string
  prepaymentOverride?: boolean
  amountEur?: number
  date?: string
  company?: { name: string; registryCode: string; vatNumber: string | null } | null
}

function companyText(company: Facts['company']): string {
  if (!company) return 'eraisik (tellija ise)'
  return `${company.name}, registrikood ${company.registryCode}${company.vatNumber ? `, KMKR ${company.vatNumber}` : ''}`
}

function when(facts: Facts): string {
  if (!facts.deliveryDate) return '—'
  const window = facts.timeWindow ? parseWindow(facts.timeWindow) : null
  return `${dayLabel(facts.deliveryDate)}${window ? ` ${windowLabel(window)}` : ''}`
}

/** One entry of 'Muudatuste ajalugu' in staff's words. */
export function describeChange(entry: { action: string; before: unknown; after: unknown }): string[] {
  const before = (entry.before ?? {}) as Facts
  const after = (entry.after ?? {}) as Facts
  const lines: string[] = []
  const label = (status: OrderStatus | undefined) => orderStatusLabels[status ?? 'uus'] ?? String(status)
  if (entry.action === 'status') lines.push(`Staatus: ${label(before.status)} → ${label(after.status)}`)
  else if (entry.action === 'confirm') lines.push(`Kinnitatud: ${when(after)}`)
  else if (entry.action === 'move') lines.push(`Aeg muudetud: ${when(before)} → ${when(after)}`)
  else if (entry.action === 'correct') lines.push(`Kinnitust muudetud: ${when(after)}`)
  else if (entry.action === 'note') lines.push('Sisemine märkus muudetud')
  else if (entry.action === 'payment') lines.push(paymentLine(entry.after))
  else if (entry.action === 'refund') lines.push(refundLine(entry.after))
  else if (entry.action === 'advance')
    lines.push(
      `Ettemaks pangaülekandega: ${formatEur(Math.round((after.amountEur ?? 0) * 100))}, laekus ${after.date ? dayLabel(after.date) : '—'}`,
    )
  else if (entry.action !== 'buyer') lines.push(entry.action)
  if ('company' in after) lines.push(`Arve saaja: ${companyText(after.company)}`)
  if (after.deliveredTonnes !== undefined)
    lines.push(
      `Tarnitud ${formatDecimal(after.deliveredTonnes, 2)} t${after.weighTicket ? `, kaalusedel ${after.weighTicket}` : ''}`,
    )
  if (after.invoiceNumber) lines.push(`Arve nr ${after.invoiceNumber} koostatud`)
  if (after.prepaymentOverride) lines.push('Tarniti ettemaksuta: ettemaks oli tasumata.')
  if (entry.action !== 'status' && after.quantity !== undefined && after.totalPriceCents !== undefined) {
    lines.push(`Kogus ${tonnesLabel(after.quantity)}, kokku ${formatEur(after.totalPriceCents)}`)
    if (after.priceAdjustmentCents)
      lines.push(
        `Hinnamuutus ${formatEurPerTonne(after.priceAdjustmentCents)}: ${after.adjustmentReason ?? '—'}`,
      )
  }
  if (after.cancelledBy === 'customer') lines.push('Tühistas klient oma tellimuse lehel.')
  if (after.cancelReason) lines.push(`Põhjus: ${after.cancelReason}`)
  if (after.staffNote && after.staffNote !== before.staffNote)
    lines.push(`Sisemine märkus: ${after.staffNote}`)
  if (after.notified === false) lines.push('Klienti ei teavitatud.')
  return lines
}

type PaymentFacts = { amountEur?: number; method?: string; flag?: string; refund?: string }

const refundStates: Record<string, string> = {
  requested: 'küsitud',
  pending: 'töös',
  successful: 'tehtud',
  rejected: 'tagasi lükatud',
}

function paymentLine(after: unknown): string {
  const facts = (after ?? {}) as PaymentFacts
  return `Veebimakse laekus: ${formatEur(Math.round((facts.amountEur ?? 0) * 100))}${facts.method ? ` (${facts.method})` : ''}`
}

function refundLine(after: unknown): string {
  const facts = (after ?? {}) as PaymentFacts
  return `Tagastus ${formatEur(Math.round((facts.amountEur ?? 0) * 100))}: ${refundStates[facts.refund ?? ''] ?? facts.refund ?? '—'}`
}
