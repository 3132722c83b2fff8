import type { MailWords, RequestWordId } from './translated-mails.server.ts'

/** The English mails of a request to the customer (request-mails.et.server.ts in Estonian). */
export const requestMailsEn: MailWords<RequestWordId> = {
  receivedSubject: 'We have received your order request (no. {id}) – {business}',
  receivedPreview: '{product}, {quantity}. We will be in touch shortly to confirm your order.',
  receivedHeading: 'Thank you! We have received your order request',
  receivedNotice:
    'This is an order request, not yet a confirmed order. The order is confirmed only once we have ' +
    'been in touch with you and agreed the price and time.',
  nextTitle: 'What happens next?',
  nextReview: 'We review your order request.',
  nextContact: 'We contact you by phone or email, usually within 1–3 working days.',
  nextDelivery: 'We confirm the final price and agree the delivery time.',
  nextPickup: 'We confirm the final price and agree when you can collect the material.',
  requestTitle: 'Your order request',
  submitted: 'Submitted',
  message: 'Message',
  estimateTitle: 'Estimated price',
  contactTitle: 'Your contact details',
  replyIfWrong: 'If you notice a mistake in these details, simply reply to this email.',
  inquirySubject: 'We have received your enquiry – {business}',
  inquiryPreview: '{material}: we usually reply within 1–3 working days.',
  inquiryHeading: 'Thank you! We have received your enquiry',
  inquiryThanks:
    'Thank you for your interest. We will look at your enquiry and contact you by phone or email, ' +
    'usually within 1–3 working days, with a quotation.',
  inquiryTitle: 'Your enquiry',
  inquiryNo: 'Enquiry number',
  inquiryMaterial: 'Material: {material}',
}
