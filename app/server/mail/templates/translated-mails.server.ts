import type { Locale } from '#app/domain/locale.ts'
import { invoiceMailsIn } from './translated-invoice-mails.server.ts'
import { orderStepMailsIn } from './translated-order-steps.server.ts'
import { mailKit } from './translated-parts.server.ts'
import { requestMailsIn } from './translated-request-mails.server.ts'

/**
 * The customer's mails in a language other than Estonian (ADR 056, ADR 060): the same letters as the
 * Estonian families (`*.et.server.ts`), built here once from a language's words, which are ICU messages
 * in that language's family files (`parts.ru.server.ts`, `order-steps.en.server.ts` …). Dates, money and
 * quantities are written by Intl in the language; the invoice the delivery mail carries stays Estonian.
 */

export type PartsWordId =
  | 'optionDelivery'
  | 'optionSelf'
  | 'minimumNotice'
  | 'name'
  | 'email'
  | 'phone'
  | 'product'
  | 'quantity'
  | 'deliveryChoice'
  | 'deliveryAddress'
  | 'distance'
  | 'distanceEstimate'
  | 'priceLine'
  | 'transport'
  | 'transportWith'
  | 'net'
  | 'vat'
  | 'total'
  | 'dateTime'
  | 'greeting'
  | 'contactCall'
  | 'contactWrite'
  | 'contactHours'
  | 'regards'
  | 'orderPageLink'
  | 'orderNo'
  | 'deliveryTime'
  | 'pickupTime'
  | 'pickupPlace'
  | 'schedule'
  | 'truckRoad'
  | 'truckRoom'
  | 'truckLines'
  | 'orderTitle'
  | 'reason'
  | 'invoiceInEstonian'

export type RequestWordId =
  | 'receivedSubject'
  | 'receivedPreview'
  | 'receivedHeading'
  | 'receivedNotice'
  | 'nextTitle'
  | 'nextReview'
  | 'nextContact'
  | 'nextDelivery'
  | 'nextPickup'
  | 'requestTitle'
  | 'submitted'
  | 'message'
  | 'estimateTitle'
  | 'contactTitle'
  | 'replyIfWrong'
  | 'inquirySubject'
  | 'inquiryPreview'
  | 'inquiryHeading'
  | 'inquiryThanks'
  | 'inquiryTitle'
  | 'inquiryNo'
  | 'inquiryMaterial'

export type StepsWordId =
  | 'confirmedSubject'
  | 'revisedSubject'
  | 'confirmedPreview'
  | 'confirmedHeading'
  | 'revisedHeading'
  | 'confirmedNotice'
  | 'revisedNotice'
  | 'confirmedTitle'
  | 'finalPrice'
  | 'changesTitle'
  | 'changeQuantity'
  | 'changeAddress'
  | 'changeAddressDistance'
  | 'changePrice'
  | 'changeTotal'
  | 'prepareTitle'
  | 'pickupTitle'
  | 'pickupText'
  | 'movedSubject'
  | 'movedPreview'
  | 'movedHeading'
  | 'movedNotice'
  | 'previousTime'
  | 'cancelledSubject'
  | 'cancelledPreview'
  | 'cancelledHeading'
  | 'cancelledByCustomer'
  | 'cancelledByUs'
  | 'orderAgain'

export type InvoiceWordId =
  | 'deliveredSubject'
  | 'deliveredSubjectNoInvoice'
  | 'deliveredHeading'
  | 'deliveredDelivery'
  | 'deliveredSelf'
  | 'withInvoice'
  | 'withEInvoice'
  | 'withoutInvoice'
  | 'pay'
  | 'payBy'
  | 'payAsap'
  | 'receipt'
  | 'invoiceSubject'
  | 'invoicePreview'
  | 'invoiceHeading'
  | 'invoiceReplaces'
  | 'invoiceNew'
  | 'creditSubject'
  | 'creditPreview'
  | 'creditHeading'
  | 'creditText'
  | 'creditCorrected'
  | 'creditRefund'
  | 'reminderSubject'
  | 'reminderPreview'
  | 'reminderHeading'
  | 'reminderText'
  | 'reminderPaid'

export type PaymentWordId =
  | 'payTitle'
  | 'prepaymentNotice'
  | 'payOnline'
  | 'payTransfer'
  | 'paidSubject'
  | 'paidPreview'
  | 'paidHeading'
  | 'paidText'
  | 'paymentTitle'
  | 'amount'
  | 'time'
  | 'method'
  | 'paymentReference'
  | 'payee'

export type MailWordId = PartsWordId | RequestWordId | StepsWordId | InvoiceWordId | PaymentWordId
export type MailWords<Id extends string = MailWordId> = Record<Id, string>
export type ForeignLocale = Exclude<Locale, 'et'>

/** The customer's mails in `locale`, from its words: the shared pieces, then each family's letters. */
export function mailsIn(locale: ForeignLocale, words: MailWords) {
  const kit = mailKit(locale, words)
  return {
    scheduleLabel: kit.scheduleLabel,
    ...requestMailsIn(kit),
    ...orderStepMailsIn(kit),
    ...invoiceMailsIn(kit),
  }
}

export type TranslatedMails = ReturnType<typeof mailsIn>
