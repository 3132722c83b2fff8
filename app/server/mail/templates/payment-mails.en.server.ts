import type { MailWords, PaymentWordId } from './translated-mails.server.ts'

/** Paying a confirmed order, in English (payment-mails.et.server.ts in Estonian). */
export const paymentMailsEn: MailWords<PaymentWordId> = {
  payTitle: 'Payment',
  prepaymentNotice: 'Please pay for the order before delivery: we deliver once the payment has arrived.',
  payOnline: 'Pay now by bank link or card on the order page: ',
  payTransfer:
    '{online, select, yes {Or pay} other {Pay}} by bank transfer: payee {recipient}, account {iban}{bank}, ' +
    'reference number {reference}, amount {amount}.',
  paidSubject: 'Payment received: order no. {id} – {business}',
  paidPreview: 'We have received your payment of {amount}. Thank you!',
  paidHeading: 'Payment received',
  paidText:
    'We have received your payment for order no. {id}. There is nothing to pay on delivery; after ' +
    'delivery we will send the invoice, with this payment taken into account as an advance.',
  paymentTitle: 'Payment',
  amount: 'Amount',
  time: 'Time',
  method: 'Payment method',
  paymentReference: 'Payment reference',
  payee: 'Payee',
}
