import { formatEur } from '#app/domain/format.ts'
import { orderReferenceNumber } from '#app/domain/online-payment.ts'
import { prepaymentTexts } from '#app/domain/prepayment.ts'
import { currentBusiness } from '../../content/site-content.server.ts'
import { type Field, type MailContent, type Paragraph, render, type Section } from '../letter.server.ts'
import type { ConfirmedMailOptions } from './order-steps.et.server.ts'
import {
  contactFields,
  formatDateTime,
  greetingAndEnd,
  languageFields,
  type Order,
} from './parts.et.server.ts'

/** Paying a confirmed order: the bank transfer's details, the online payment's receipt, a payment flagged to staff. */

// ---------------------------------------------------------------------------------------------------------
// Paying a confirmed order.

/** The bank transfer of a confirmed order: to the seller's account, with the order's reference number. */
export interface BankTransfer {
  amountCents: number
  reference: string
  recipient: string
  iban: string
  bankName: string
}

export function bankTransferOf(order: Order): BankTransfer | null {
  const business = currentBusiness()
  if (!business.iban.trim() || order.confirmedTotalCents === null) return null
  return {
    amountCents: order.confirmedTotalCents,
    reference: orderReferenceNumber(order.id),
    recipient: business.legalName || business.name,
    iban: business.iban,
    bankName: business.bankName,
  }
}

function _bankTransferFields(transfer: BankTransfer): Field[] {
  return [
    { label: 'Saaja', value: transfer.recipient },
    {
      label: 'Konto (IBAN)',
      value: transfer.bankName ? `${transfer.iban} (${transfer.bankName})` : transfer.iban,
    },
    { label: 'Viitenumber', value: transfer.reference },
    { label: 'Summa', value: formatEur(transfer.amountCents) },
  ]
}

/** The confirmation's 'Tasumine': the order page's 'Maksa kohe', and the bank transfer's details. */
export function paymentSection(order: Order, options: ConfirmedMailOptions): Section | null {
  const transfer = bankTransferOf(order)
  const online = options.payOnline && options.customerUrl
  if (!online && !transfer) return null
  const paragraphs: Paragraph[] = []
  // The business asked this buyer without an account to pay first (ADR 059).
  if (order.prepaymentRequired) paragraphs.push([prepaymentTexts.customerNotice])
  if (online)
    paragraphs.push([
      'Maksa kohe pangalingi või kaardiga tellimuse lehel: ',
      { text: `${options.customerUrl}#maksa`, href: `${options.customerUrl}#maksa` },
    ])
  if (transfer) {
    paragraphs.push([
      `${online ? 'Või tasuge' : 'Tasuge'} pangaülekandega: saaja ${transfer.recipient}, konto ${transfer.iban}` +
        `${transfer.bankName ? ` (${transfer.bankName})` : ''}, viitenumber ${transfer.reference}, ` +
        `summa ${formatEur(transfer.amountCents)}.`,
    ])
  }
  return { kind: 'paragraphs', title: 'Tasumine', paragraphs }
}

/** The receipt of an online payment: what was paid, when and how, and that the driver collects nothing. */
export function paymentReceivedToCustomer(
  order: Order,
  payment: { amountCents: number; paidAt: Date | null; method: string | null; merchantReference: string },
  options: { customerUrl: string | null },
): MailContent {
  const business = currentBusiness()
  const { greeting, end } = greetingAndEnd(order, options.customerUrl)
  return render({
    subject: `Makse on laekunud: tellimus nr ${order.id} – ${business.name}`,
    preview: `Saime teie makse ${formatEur(payment.amountCents)}. Aitäh!`,
    heading: 'Makse on laekunud',
    sections: [
      greeting,
      {
        kind: 'paragraphs',
        paragraphs: [
          [
            `Saime teie makse tellimuse nr ${order.id} eest. Tarnel ei ole vaja midagi maksta; ` +
              'arve, millel makse on ettemaksuna arvesse võetud, saadame pärast tarnet.',
          ],
        ],
      },
      {
        kind: 'fields',
        title: 'Makse',
        fields: [
          { label: 'Tellimuse nr', value: String(order.id) },
          { label: 'Summa', value: formatEur(payment.amountCents) },
          ...(payment.paidAt ? [{ label: 'Aeg', value: formatDateTime(payment.paidAt) }] : []),
          ...(payment.method ? [{ label: 'Makseviis', value: payment.method }] : []),
          { label: 'Makse viide', value: payment.merchantReference },
          { label: 'Saaja', value: business.legalName || business.name },
        ],
      },
      end,
    ],
  })
}

const flagExplanations = {
  'cancelled-order': 'Tellimus oli makse saabumise ajal tühistatud. Tagastage raha tellimuse lehelt.',
  'second-payment': 'Tellimus oli juba tasutud: see on teine makse. Tagastage see tellimuse lehelt.',
  'amount-differs':
    'Makstud summa erineb tellimuse praegusest summast. Vahe arvestatakse tarne arvel või tagastatakse.',
} as const

/** To staff: an online payment that needs a decision (usually a refund). */
export function paymentFlaggedToStaff(
  order: Order,
  payment: { amountCents: number; flag: keyof typeof flagExplanations | null; merchantReference: string },
): MailContent {
  return render({
    subject: `Veebimakse vajab tähelepanu: tellimus nr ${order.id} – ${order.name}`,
    preview: payment.flag ? flagExplanations[payment.flag] : '',
    heading: `Veebimakse tellimusele nr ${order.id}`,
    sections: [
      { kind: 'notice', text: payment.flag ? flagExplanations[payment.flag] : 'Kontrollige makset.' },
      {
        kind: 'fields',
        title: 'Makse',
        fields: [
          { label: 'Summa', value: formatEur(payment.amountCents) },
          { label: 'Makse viide', value: payment.merchantReference },
        ],
      },
      { kind: 'fields', title: 'Klient', fields: [...contactFields(order), ...languageFields(order)] },
    ],
  })
}
