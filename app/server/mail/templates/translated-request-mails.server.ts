import type { MailContent } from '../letter.server.ts'
import type { Inquiry, Order } from './parts.et.server.ts'
import type { MailKit } from './translated-parts.server.ts'

/** The request's mails in the kit's language (request-mails.et.server.ts in Estonian). */
export function requestMailsIn(kit: MailKit) {
  const {
    t,
    tonnes,
    letter,
    product,
    withBusiness,
    dateTime,
    contactFields,
    deliveryFields,
    prices,
    contactUs,
    orderPageLink,
    regards,
    greeting,
    orderNotes,
  } = kit

  function orderConfirmationToCustomer(order: Order, customerUrl?: string): MailContent {
    return letter({
      subject: withBusiness('receivedSubject', { id: order.id }),
      preview: t('receivedPreview', { product: product(order), quantity: tonnes(order.quantity) }),
      heading: t('receivedHeading'),
      sections: [
        greeting(order.name),
        { kind: 'notice', text: t('receivedNotice') },
        {
          kind: 'steps',
          title: t('nextTitle'),
          steps: [
            t('nextReview'),
            t('nextContact'),
            t(order.deliveryOption === 'delivery' ? 'nextDelivery' : 'nextPickup'),
          ],
        },
        {
          kind: 'fields',
          title: t('requestTitle'),
          fields: [
            { label: t('orderNo'), value: String(order.id) },
            { label: t('submitted'), value: dateTime(order.timestamp) },
            ...deliveryFields(order),
            { label: t('message'), value: orderNotes(order) },
          ],
        },
        prices(order, t('estimateTitle')),
        { kind: 'fields', title: t('contactTitle'), fields: contactFields(order) },
        {
          kind: 'paragraphs',
          paragraphs: [
            ...(customerUrl ? [orderPageLink(customerUrl)] : []),
            contactUs(),
            [t('replyIfWrong')],
            regards(),
          ],
        },
      ],
    })
  }

  function inquiryConfirmationToCustomer(inquiry: Inquiry): MailContent {
    const details = inquiry.details?.trim()
    const material = t('inquiryMaterial', { material: inquiry.material })
    return letter({
      subject: withBusiness('inquirySubject'),
      preview: t('inquiryPreview', { material: inquiry.material }),
      heading: t('inquiryHeading'),
      sections: [
        { kind: 'paragraphs', paragraphs: [[t('greeting', { name: inquiry.name })], [t('inquiryThanks')]] },
        {
          kind: 'fields',
          title: t('inquiryTitle'),
          fields: [
            { label: t('inquiryNo'), value: String(inquiry.id) },
            { label: t('submitted'), value: dateTime(inquiry.createdAt) },
            ...contactFields(inquiry),
            { label: t('message'), value: details ? `${material}\n${details}` : material },
          ],
        },
        { kind: 'paragraphs', paragraphs: [contactUs(), regards()] },
      ],
    })
  }

  return { orderConfirmationToCustomer, inquiryConfirmationToCustomer }
}
