import type { InvoiceWordId, MailWords } from './translated-mails.server.ts'

/** The English mails that carry an invoice (invoice-mails.et.server.ts); the invoice stays Estonian. */
export const invoiceMailsEn: MailWords<InvoiceWordId> = {
  deliveredSubject: 'Order no. {id} is complete, invoice {number} – {business}',
  deliveredSubjectNoInvoice: 'Order no. {id} is complete – thank you! – {business}',
  deliveredHeading: 'Thank you for choosing us!',
  deliveredDelivery: 'Your order has been delivered.',
  deliveredSelf: 'Your order has been collected from the quarry.',
  withInvoice: ' Below is a summary of the order. Invoice no. {number} is attached to this email as a PDF.',
  withEInvoice:
    " Below is a summary of the order. We will send invoice no. {number} as an e-invoice through your company's e-invoice operator.",
  withoutInvoice: ' Below is a summary of the order; we will send the invoice separately.',
  pay: 'Please pay {amount} {by} to account {account}, reference number {reference}.',
  payBy: 'by {date}',
  payAsap: 'as soon as possible',
  receipt: 'Receipt',
  invoiceSubject: 'Invoice {number} – {business}',
  invoicePreview: 'Order no. {id}, total {total}, due {date}',
  invoiceHeading: 'Invoice no. {number}',
  invoiceReplaces:
    'Please find corrected invoice no. {number} for order no. {id}. It replaces invoice no. {replaces}, ' +
    'which we have cancelled with a credit note. The invoice is attached to this email as a PDF.',
  invoiceNew:
    'Please find invoice no. {number} for order no. {id}. The invoice is attached to this email as a PDF.',
  creditSubject: 'Credit note {number} – {business}',
  creditPreview: 'Cancels invoice no. {credited}, total {total}',
  creditHeading: 'Credit note no. {number}',
  creditText:
    'Please find credit note no. {number}, which cancels invoice no. {credited} for order no. {id} in full. ' +
    'The credit note is attached to this email as a PDF.',
  creditCorrected: 'We will send the corrected invoice in a separate email.',
  creditRefund: 'If you have already paid invoice no. {credited}, we will contact you about a refund.',
  reminderSubject: 'Reminder: invoice {number} is unpaid – {business}',
  reminderPreview: '{open} unpaid, payment was due on {date}',
  reminderHeading: 'Reminder of an unpaid invoice',
  reminderText:
    'This is a reminder that invoice no. {number} for order no. {id} was due for payment on {date}, ' +
    'and according to our records {open} remains unpaid. The invoice is attached to this email again as a PDF.',
  reminderPaid:
    'If you have paid the invoice in the meantime, there is nothing you need to do; please disregard this email.',
}
