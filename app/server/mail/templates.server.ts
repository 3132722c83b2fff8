/**
 * The mails by name, as the rest of the server asks for them. Each family of mails has its file in
 * templates/, one per language (`.et` for Estonian, today the only one); the layout they share, with the
 * rendering to HTML and plain text, is letter.server.ts (ADR 056).
 */

export type { MailContent } from './letter.server.ts'
export { escapeHtml } from './letter.server.ts'
export type { InvoiceMailFacts } from './templates/invoice-mails.et.server.ts'
export {
  creditInvoiceToCustomer,
  invoiceReminderToCustomer,
  invoiceToCustomer,
  orderDeliveredToCustomer,
} from './templates/invoice-mails.et.server.ts'
export type { ConfirmedMailOptions } from './templates/order-steps.et.server.ts'
export {
  orderCancelledByCustomerToStaff,
  orderCancelledToCustomer,
  orderConfirmedToCustomer,
  orderMovedToCustomer,
} from './templates/order-steps.et.server.ts'
export { deliveryOptionLabels, formatDateTime, scheduleLabel } from './templates/parts.et.server.ts'
export type { BankTransfer } from './templates/payment-mails.et.server.ts'
export {
  bankTransferOf,
  paymentFlaggedToStaff,
  paymentReceivedToCustomer,
} from './templates/payment-mails.et.server.ts'
export {
  inquiryConfirmationToCustomer,
  inquiryMailToStaff,
  orderConfirmationToCustomer,
  orderMailToStaff,
} from './templates/request-mails.et.server.ts'
