import { formatDate, formatEur, tonnesLabel } from '#app/domain/format.ts'
import { formatReferenceNumber } from '#app/domain/reference-number.ts'
import { currentBusiness } from '../../content/site-content.server.ts'
import { type MailContent, type Paragraph, render } from '../letter.server.ts'
import { asConfirmed, greetingAndEnd, type Order, orderPrices, scheduleFields } from './parts.et.server.ts'

/** The mails that carry an invoice as a PDF: the delivery's, a corrected one, a credit invoice, the reminder. */

/** What an invoice mail says of the invoice it carries as a PDF. */
export interface InvoiceMailFacts {
  number: string
  totalCents: number
  dueDate: string
  referenceNumber: string
  seller: { iban: string; bankName: string }
  /** It goes to the buyer as an e-invoice through its operator, not attached to the mail. */
  eInvoice?: boolean
}

/**
 * How to pay an invoice: the sum, by when (its due date, or as soon as possible once that has passed),
 * the account and the reference number.
 */
function paymentParagraph(
  invoice: InvoiceMailFacts,
  options: { openCents: number; overdue: boolean } = { openCents: invoice.totalCents, overdue: false },
): Paragraph {
  const bank = invoice.seller.bankName ? ` (${invoice.seller.bankName})` : ''
  const by = options.overdue ? 'esimesel võimalusel' : `hiljemalt ${formatDate(invoice.dueDate)}`
  return [
    `Palume tasuda ${formatEur(options.openCents)} ${by} arveldusarvele `,
    `${invoice.seller.iban}${bank}, viitenumber ${formatReferenceNumber(invoice.referenceNumber)}.`,
  ]
}

export function orderDeliveredToCustomer(
  order: Order,
  options: { customerUrl: string | null; invoice?: InvoiceMailFacts | null },
): MailContent {
  const business = currentBusiness()
  const shown = asConfirmed(order)
  const { greeting, end } = greetingAndEnd(order, options.customerUrl)
  const invoice = options.invoice ?? null
  const paragraphs: Paragraph[] = [
    [
      order.deliveryOption === 'delivery'
        ? 'Teie tellimus on kohale toodud.'
        : 'Teie tellimus on karjäärist välja antud.',
      invoice
        ? invoice.eInvoice
          ? ` Allpool on tellimuse kokkuvõte. Arve nr ${invoice.number} saadame e-arvena teie ettevõtte e-arvete operaatori kaudu.`
          : ` Allpool on tellimuse kokkuvõte. Arve nr ${invoice.number} on kirjale lisatud PDF-failina.`
        : ' Allpool on tellimuse kokkuvõte; arve saadame eraldi.',
    ],
  ]
  if (invoice) paragraphs.push(paymentParagraph(invoice))
  return render({
    subject: invoice
      ? `Tellimus nr ${order.id} on täidetud, arve ${invoice.number} – ${business.name}`
      : `Tellimus nr ${order.id} on täidetud – aitäh! – ${business.name}`,
    preview: `${order.productName}, ${tonnesLabel(shown.quantity)}, kokku ${formatEur(shown.totalPriceCents)}`,
    heading: 'Aitäh, et valisite meid!',
    sections: [
      greeting,
      { kind: 'paragraphs', paragraphs },
      { kind: 'fields', title: 'Tellimus', fields: scheduleFields(order) },
      orderPrices(shown, 'Kviitung'),
      end,
    ],
  })
}

/** A new invoice of an order, after a correction: the PDF is attached. */
export function invoiceToCustomer(
  order: Order,
  invoice: InvoiceMailFacts,
  options: { customerUrl: string | null; replaces: string | null },
): MailContent {
  const business = currentBusiness()
  const { greeting, end } = greetingAndEnd(order, options.customerUrl)
  const first: Paragraph = options.replaces
    ? [
        `Saadame tellimuse nr ${order.id} parandatud arve nr ${invoice.number}. `,
        `See asendab arvet nr ${options.replaces}, mille tühistasime kreeditarvega. Arve on kirjale lisatud PDF-failina.`,
      ]
    : [`Saadame tellimuse nr ${order.id} arve nr ${invoice.number}. Arve on kirjale lisatud PDF-failina.`]
  return render({
    subject: `Arve ${invoice.number} – ${business.name}`,
    preview: `Tellimus nr ${order.id}, kokku ${formatEur(invoice.totalCents)}, tähtaeg ${formatDate(invoice.dueDate)}`,
    heading: `Arve nr ${invoice.number}`,
    sections: [greeting, { kind: 'paragraphs', paragraphs: [first, paymentParagraph(invoice)] }, end],
  })
}

/** A credit invoice (kreeditarve) cancelling an invoice: the PDF is attached. */
export function creditInvoiceToCustomer(
  order: Order,
  credit: InvoiceMailFacts,
  options: {
    customerUrl: string | null
    credited: string
    reason: string | null
    /** A corrected invoice follows in a mail of its own. */
    corrected: boolean
  },
): MailContent {
  const business = currentBusiness()
  const { greeting, end } = greetingAndEnd(order, options.customerUrl)
  const paragraphs: Paragraph[] = [
    [
      `Saadame kreeditarve nr ${credit.number}, mis tühistab tellimuse nr ${order.id} arve nr ${options.credited} täies ulatuses. `,
      'Kreeditarve on kirjale lisatud PDF-failina.',
    ],
  ]
  if (options.reason) paragraphs.push([`Põhjus: ${options.reason}`])
  paragraphs.push([
    options.corrected
      ? 'Parandatud arve saadame eraldi kirjaga.'
      : `Kui olete arve nr ${options.credited} juba tasunud, võtame teiega tagasimakse asjus ühendust.`,
  ])
  return render({
    subject: `Kreeditarve ${credit.number} – ${business.name}`,
    preview: `Tühistab arve nr ${options.credited}, kokku ${formatEur(credit.totalCents)}`,
    heading: `Kreeditarve nr ${credit.number}`,
    sections: [greeting, { kind: 'paragraphs', paragraphs }, end],
  })
}

/** The one reminder, the day after the due date, with the invoice's PDF again. */
export function invoiceReminderToCustomer(
  order: Order,
  invoice: InvoiceMailFacts,
  options: { customerUrl: string | null; openCents: number },
): MailContent {
  const business = currentBusiness()
  const { greeting, end } = greetingAndEnd(order, options.customerUrl)
  const paragraphs: Paragraph[] = [
    [
      `Tuletame meelde, et tellimuse nr ${order.id} arve nr ${invoice.number} maksetähtaeg oli ${formatDate(invoice.dueDate)} `,
      `ja meie andmetel on arvest tasumata ${formatEur(options.openCents)}. Arve on kirjale uuesti lisatud PDF-failina.`,
    ],
    paymentParagraph(invoice, { openCents: options.openCents, overdue: true }),
    ['Kui olete arve vahepeal tasunud, pole teil vaja midagi teha ja palume seda kirja mitte arvestada.'],
  ]
  return render({
    subject: `Meeldetuletus: arve ${invoice.number} on tasumata – ${business.name}`,
    preview: `Tasumata ${formatEur(options.openCents)}, maksetähtaeg oli ${formatDate(invoice.dueDate)}`,
    heading: 'Meeldetuletus tasumata arvest',
    sections: [greeting, { kind: 'paragraphs', paragraphs }, end],
  })
}
