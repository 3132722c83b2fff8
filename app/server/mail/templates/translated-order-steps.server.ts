import { formatKmIn } from '#app/domain/locale.ts'
import { distanceTenths, orderAmounts } from '#app/server/orders/order-amounts.server.ts'
import type { MailContent, Paragraph, Section } from '../letter.server.ts'
import type { ConfirmedMailOptions } from './order-steps.et.server.ts'
import { asConfirmed, type Order } from './parts.et.server.ts'
import { bankTransferOf } from './payment-mails.et.server.ts'
import type { MailKit } from './translated-parts.server.ts'

/**
 * The order's steps (order-steps.et.server.ts in Estonian) and paying (payment-mails.et.server.ts) in the
 * kit's language.
 */
export function orderStepMailsIn(kit: MailKit) {
  const {
    locale,
    t,
    eur,
    tonnes,
    business,
    letter,
    product,
    withBusiness,
    dateTime,
    prices,
    greetingAndEnd,
    scheduleLabel,
    scheduleFields,
  } = kit

  function paymentSection(order: Order, options: ConfirmedMailOptions): Section | null {
    const transfer = bankTransferOf(order)
    const online = Boolean(options.payOnline && options.customerUrl)
    if (!online && !transfer) return null
    const paragraphs: Paragraph[] = []
    if (order.prepaymentRequired) paragraphs.push([t('prepaymentNotice')])
    if (online) {
      const url = `${options.customerUrl}#maksa`
      paragraphs.push([t('payOnline'), { text: url, href: url }])
    }
    if (transfer)
      paragraphs.push([
        t('payTransfer', {
          online: online ? 'yes' : 'no',
          recipient: transfer.recipient,
          iban: transfer.iban,
          bank: transfer.bankName ? ` (${transfer.bankName})` : '',
          reference: transfer.reference,
          amount: eur(transfer.amountCents),
        }),
      ])
    return { kind: 'paragraphs', title: t('payTitle'), paragraphs }
  }

  /** What differs from the request, in the customer's language (differencesFromRequest in Estonian). */
  function changesFromRequest(order: Order): string[] {
    const now = orderAmounts(order)
    const lines: string[] = []
    if (now.quantity !== order.quantity)
      lines.push(t('changeQuantity', { asked: tonnes(order.quantity), now: tonnes(now.quantity) }))
    if (order.deliveryOption === 'delivery' && now.deliveryAddress !== order.deliveryAddress) {
      const tenths = distanceTenths(now.distanceKm)
      const address = now.deliveryAddress ?? '—'
      lines.push(
        t('changeAddress', {
          now:
            tenths === null
              ? address
              : t('changeAddressDistance', { address, distance: formatKmIn(locale, tenths) }),
          asked: order.deliveryAddress ?? '—',
        }),
      )
    }
    if (now.priceAdjustmentCents !== 0)
      lines.push(
        t('changePrice', {
          price: eur(now.unitPriceCents),
          adjustment: `${now.priceAdjustmentCents > 0 ? '+' : '−'}${eur(Math.abs(now.priceAdjustmentCents))}`,
          reason: now.adjustmentReason ?? '—',
        }),
      )
    if (now.totalPriceCents !== order.totalPriceCents)
      lines.push(t('changeTotal', { total: eur(now.totalPriceCents), estimate: eur(order.totalPriceCents) }))
    return lines
  }

  function orderConfirmedToCustomer(order: Order, options: ConfirmedMailOptions): MailContent {
    const facts = business()
    const shown = asConfirmed(order)
    const { greeting, end } = greetingAndEnd(order, options.customerUrl)
    const when = scheduleLabel(order)
    const sections: Section[] = [
      greeting,
      { kind: 'notice', text: t(options.revised ? 'revisedNotice' : 'confirmedNotice', { when }) },
      { kind: 'fields', title: t('confirmedTitle'), fields: scheduleFields(order) },
      prices(shown, t('finalPrice')),
    ]
    const paying = paymentSection(order, options)
    if (paying) sections.push(paying)
    if (options.changes.length > 0)
      sections.push({ kind: 'steps', title: t('changesTitle'), steps: options.changes })
    sections.push(
      order.deliveryOption === 'delivery'
        ? {
            kind: 'steps',
            title: t('prepareTitle'),
            steps: [t('truckRoad'), t('truckRoom'), t('truckLines')],
          }
        : {
            kind: 'paragraphs',
            title: t('pickupTitle'),
            paragraphs: [[t('pickupText'), { text: facts.phone, href: `tel:${facts.phoneE164}` }, '.']],
          },
      end,
    )
    return letter({
      subject: withBusiness(options.revised ? 'revisedSubject' : 'confirmedSubject', { id: order.id, when }),
      preview: t('confirmedPreview', {
        product: product(order),
        quantity: tonnes(shown.quantity),
        total: eur(shown.totalPriceCents),
      }),
      heading: t(options.revised ? 'revisedHeading' : 'confirmedHeading'),
      sections,
    })
  }

  function orderMovedToCustomer(
    order: Order,
    options: { customerUrl: string | null; previous: string },
  ): MailContent {
    const { greeting, end } = greetingAndEnd(order, options.customerUrl)
    const when = scheduleLabel(order)
    return letter({
      subject: withBusiness('movedSubject', { id: order.id, when }),
      preview: t('movedPreview', { when, previous: options.previous }),
      heading: t('movedHeading'),
      sections: [
        greeting,
        { kind: 'notice', text: t('movedNotice', { when }) },
        {
          kind: 'fields',
          title: t('orderTitle'),
          fields: [...scheduleFields(order), { label: t('previousTime'), value: options.previous }],
        },
        end,
      ],
    })
  }

  function orderCancelledToCustomer(
    order: Order,
    options: { customerUrl: string | null; byCustomer: boolean; reason: string | null },
  ): MailContent {
    const { greeting, end } = greetingAndEnd(order, options.customerUrl)
    const paragraphs: Paragraph[] = [
      [t(options.byCustomer ? 'cancelledByCustomer' : 'cancelledByUs', { id: order.id })],
    ]
    if (options.reason) paragraphs.push([t('reason', { reason: options.reason })])
    paragraphs.push([t('orderAgain')])
    return letter({
      subject: withBusiness('cancelledSubject', { id: order.id }),
      preview: t('cancelledPreview', {
        product: product(order),
        quantity: tonnes(asConfirmed(order).quantity),
      }),
      heading: t('cancelledHeading'),
      sections: [
        greeting,
        { kind: 'paragraphs', paragraphs },
        {
          kind: 'fields',
          title: t('orderTitle'),
          fields: scheduleFields(order).filter((field) => field.value !== '—'),
        },
        end,
      ],
    })
  }

  function paymentReceivedToCustomer(
    order: Order,
    payment: { amountCents: number; paidAt: Date | null; method: string | null; merchantReference: string },
    options: { customerUrl: string | null },
  ): MailContent {
    const facts = business()
    const { greeting, end } = greetingAndEnd(order, options.customerUrl)
    return letter({
      subject: withBusiness('paidSubject', { id: order.id }),
      preview: t('paidPreview', { amount: eur(payment.amountCents) }),
      heading: t('paidHeading'),
      sections: [
        greeting,
        { kind: 'paragraphs', paragraphs: [[t('paidText', { id: order.id })]] },
        {
          kind: 'fields',
          title: t('paymentTitle'),
          fields: [
            { label: t('orderNo'), value: String(order.id) },
            { label: t('amount'), value: eur(payment.amountCents) },
            ...(payment.paidAt ? [{ label: t('time'), value: dateTime(payment.paidAt) }] : []),
            ...(payment.method ? [{ label: t('method'), value: payment.method }] : []),
            { label: t('paymentReference'), value: payment.merchantReference },
            { label: t('payee'), value: facts.legalName || facts.name },
          ],
        },
        end,
      ],
    })
  }

  return {
    changesFromRequest,
    orderConfirmedToCustomer,
    orderMovedToCustomer,
    orderCancelledToCustomer,
    paymentReceivedToCustomer,
  }
}
