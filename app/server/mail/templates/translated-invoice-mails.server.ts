import { formatReferenceNumber } from '#app/domain/reference-number.ts'
import type { Letter, MailContent, Paragraph, Section } from '../letter.server.ts'
import type { InvoiceMailFacts } from './invoice-mails.et.server.ts'
import { asConfirmed, type Order } from './parts.et.server.ts'
import type { MailKit } from './translated-parts.server.ts'

/**
 * The mails that carry an invoice in the kit's language (invoice-mails.et.server.ts in Estonian): the
 * invoice itself is Estonian.
 */
export function invoiceMailsIn(kit: MailKit) {
  const { t, eur, tonnes, day, letter, product, withBusiness, prices, greetingAndEnd, scheduleFields } = kit

  function paymentParagraph(
    invoice: InvoiceMailFacts,
    options: { openCents: number; overdue: boolean } = { openCents: invoice.totalCents, overdue: false },
  ): Paragraph {
    const bank = invoice.seller.bankName ? ` (${invoice.seller.bankName})` : ''
    return [
      t('pay', {
        amount: eur(options.openCents),
        by: options.overdue ? t('payAsap') : t('payBy', { date: day(invoice.dueDate) }),
        account: `${invoice.seller.iban}${bank}`,
        reference: formatReferenceNumber(invoice.referenceNumber),
      }),
    ]
  }

  /** A letter about an invoice: greeting, the paragraphs, the note that the invoice is Estonian, the end. */
  function invoiceLetter(
    order: Order,
    customerUrl: string | null,
    content: Omit<Letter, 'sections'> & { paragraphs: Paragraph[]; more?: Section[] },
  ): MailContent {
    const { greeting, end } = greetingAndEnd(order, customerUrl)
    return letter({
      subject: content.subject,
      preview: content.preview,
      heading: content.heading,
      sections: [
        greeting,
        { kind: 'paragraphs', paragraphs: [...content.paragraphs, [t('invoiceInEstonian')]] },
        ...(content.more ?? []),
        end,
      ],
    })
  }

  function orderDeliveredToCustomer(
    order: Order,
    options: { customerUrl: string | null; invoice?: InvoiceMailFacts | null },
  ): MailContent {
    const shown = asConfirmed(order)
    const invoice = options.invoice ?? null
    const first = [
      t(order.deliveryOption === 'delivery' ? 'deliveredDelivery' : 'deliveredSelf'),
      invoice
        ? t(invoice.eInvoice ? 'withEInvoice' : 'withInvoice', { number: invoice.number })
        : t('withoutInvoice'),
    ]
    return invoiceLetter(order, options.customerUrl, {
      subject: invoice
        ? withBusiness('deliveredSubject', { id: order.id, number: invoice.number })
        : withBusiness('deliveredSubjectNoInvoice', { id: order.id }),
      preview: t('confirmedPreview', {
        product: product(order),
        quantity: tonnes(shown.quantity),
        total: eur(shown.totalPriceCents),
      }),
      heading: t('deliveredHeading'),
      paragraphs: invoice ? [first, paymentParagraph(invoice)] : [first],
      more: [
        { kind: 'fields', title: t('orderTitle'), fields: scheduleFields(order) },
        prices(shown, t('receipt')),
      ],
    })
  }

  function invoiceToCustomer(
    order: Order,
    invoice: InvoiceMailFacts,
    options: { customerUrl: string | null; replaces: string | null },
  ): MailContent {
    const values = { id: order.id, number: invoice.number, replaces: options.replaces }
    return invoiceLetter(order, options.customerUrl, {
      subject: withBusiness('invoiceSubject', { number: invoice.number }),
      preview: t('invoicePreview', {
        id: order.id,
        total: eur(invoice.totalCents),
        date: day(invoice.dueDate),
      }),
      heading: t('invoiceHeading', { number: invoice.number }),
      paragraphs: [
        [t(options.replaces ? 'invoiceReplaces' : 'invoiceNew', values)],
        paymentParagraph(invoice),
      ],
    })
  }

  function creditInvoiceToCustomer(
    order: Order,
    credit: InvoiceMailFacts,
    options: { customerUrl: string | null; credited: string; reason: string | null; corrected: boolean },
  ): MailContent {
    const values = { id: order.id, number: credit.number, credited: options.credited }
    const paragraphs: Paragraph[] = [[t('creditText', values)]]
    if (options.reason) paragraphs.push([t('reason', { reason: options.reason })])
    paragraphs.push([t(options.corrected ? 'creditCorrected' : 'creditRefund', values)])
    return invoiceLetter(order, options.customerUrl, {
      subject: withBusiness('creditSubject', { number: credit.number }),
      preview: t('creditPreview', { credited: options.credited, total: eur(credit.totalCents) }),
      heading: t('creditHeading', { number: credit.number }),
      paragraphs,
    })
  }

  function invoiceReminderToCustomer(
    order: Order,
    invoice: InvoiceMailFacts,
    options: { customerUrl: string | null; openCents: number },
  ): MailContent {
    const values = {
      id: order.id,
      number: invoice.number,
      date: day(invoice.dueDate),
      open: eur(options.openCents),
    }
    return invoiceLetter(order, options.customerUrl, {
      subject: withBusiness('reminderSubject', values),
      preview: t('reminderPreview', values),
      heading: t('reminderHeading'),
      paragraphs: [
        [t('reminderText', values)],
        paymentParagraph(invoice, { openCents: options.openCents, overdue: true }),
        [t('reminderPaid')],
      ],
    })
  }

  return { orderDeliveredToCustomer, invoiceToCustomer, creditInvoiceToCustomer, invoiceReminderToCustomer }
}
