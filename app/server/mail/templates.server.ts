/**
 * The mails by name, as the rest of the server asks for them. Each family of mails has its file in
 * templates/, one per language (ADR 056): the Estonian letters in `.et`, and the Russian and English
 * words in `.ru` and `.en`, which translated-mails.server.ts makes into the same letters. A customer's
 * mail is in the language of the order or inquiry it is about (ADR 060); staff's mails are Estonian and
 * name that language. The layout they share, with the rendering to HTML and plain text, is
 * letter.server.ts.
 */

import type { Locale } from '#app/domain/locale.ts'
import { invoiceMailsEn } from './templates/invoice-mails.en.server.ts'
import * as estonianInvoices from './templates/invoice-mails.et.server.ts'
import { invoiceMailsRu } from './templates/invoice-mails.ru.server.ts'
import { orderStepsEn } from './templates/order-steps.en.server.ts'
import * as estonianSteps from './templates/order-steps.et.server.ts'
import { orderStepsRu } from './templates/order-steps.ru.server.ts'
import { partsEn } from './templates/parts.en.server.ts'
import * as estonianParts from './templates/parts.et.server.ts'
import { partsRu } from './templates/parts.ru.server.ts'
import { paymentMailsEn } from './templates/payment-mails.en.server.ts'
import * as estonianPayments from './templates/payment-mails.et.server.ts'
import { paymentMailsRu } from './templates/payment-mails.ru.server.ts'
import { requestMailsEn } from './templates/request-mails.en.server.ts'
import * as estonianRequests from './templates/request-mails.et.server.ts'
import { requestMailsRu } from './templates/request-mails.ru.server.ts'
import { mailsIn, type TranslatedMails } from './templates/translated-mails.server.ts'

export type { MailContent } from './letter.server.ts'
export { escapeHtml } from './letter.server.ts'
export type { InvoiceMailFacts } from './templates/invoice-mails.et.server.ts'
export type { ConfirmedMailOptions } from './templates/order-steps.et.server.ts'
export { orderCancelledByCustomerToStaff } from './templates/order-steps.et.server.ts'
export { deliveryOptionLabels, formatDateTime } from './templates/parts.et.server.ts'
export type { BankTransfer } from './templates/payment-mails.et.server.ts'
export { bankTransferOf, paymentFlaggedToStaff } from './templates/payment-mails.et.server.ts'
export { inquiryMailToStaff, orderMailToStaff } from './templates/request-mails.et.server.ts'

const estonian = {
  ...estonianParts,
  ...estonianRequests,
  ...estonianSteps,
  ...estonianPayments,
  ...estonianInvoices,
} satisfies Omit<TranslatedMails, 'changesFromRequest'>

const translated: { [L in Exclude<Locale, 'et'>]: () => TranslatedMails } = {
  ru: once(() =>
    mailsIn('ru', { ...partsRu, ...requestMailsRu, ...orderStepsRu, ...invoiceMailsRu, ...paymentMailsRu }),
  ),
  en: once(() =>
    mailsIn('en', { ...partsEn, ...requestMailsEn, ...orderStepsEn, ...invoiceMailsEn, ...paymentMailsEn }),
  ),
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}

/** The customer's mails in `locale`: Estonian's own letters, or the translated ones. */
function mailsOf(locale: Locale): Omit<TranslatedMails, 'changesFromRequest'> {
  return locale === 'et' ? estonian : translated[locale]()
}

type Customer = Omit<TranslatedMails, 'changesFromRequest' | 'scheduleLabel'>

/** A customer's mail chosen by the language of the order or inquiry it is about (its first argument). */
function byLanguage<Name extends keyof Customer>(name: Name): Customer[Name] {
  return ((row: { locale: Locale }, ...rest: unknown[]) =>
    (mailsOf(row.locale)[name] as (...args: unknown[]) => unknown)(row, ...rest)) as Customer[Name]
}

export const orderConfirmationToCustomer = byLanguage('orderConfirmationToCustomer')
export const inquiryConfirmationToCustomer = byLanguage('inquiryConfirmationToCustomer')
export const orderConfirmedToCustomer = byLanguage('orderConfirmedToCustomer')
export const orderMovedToCustomer = byLanguage('orderMovedToCustomer')
export const orderCancelledToCustomer = byLanguage('orderCancelledToCustomer')
export const paymentReceivedToCustomer = byLanguage('paymentReceivedToCustomer')
export const orderDeliveredToCustomer = byLanguage('orderDeliveredToCustomer')
export const invoiceToCustomer = byLanguage('invoiceToCustomer')
export const creditInvoiceToCustomer = byLanguage('creditInvoiceToCustomer')
export const invoiceReminderToCustomer = byLanguage('invoiceReminderToCustomer')

/** 'neljapäev, 03.12.2026 kell 08:00–10:00' in Estonian; the order's language with `locale`. */
export function scheduleLabel(
  order: Parameters<typeof estonianParts.scheduleLabel>[0],
  locale: Locale = 'et',
): string {
  return mailsOf(locale).scheduleLabel(order)
}

/** What differs from the request in the customer's words, in a translated order's language; null in Estonian. */
export function translatedChangesFromRequest(
  order: Parameters<TranslatedMails['changesFromRequest']>[0],
): string[] | null {
  return order.locale === 'et' ? null : translated[order.locale]().changesFromRequest(order)
}
