import { compileMessage } from '@lingui/message-utils/compileMessage'
import { businessTextIn } from '#app/content/business.ts'
import { unitMessages } from '#app/content/messages/units.ts'
import { orderedProductIn } from '#app/content/translated-materials.ts'
import { parseWindow, windowLabel } from '#app/domain/delivery-schedule.ts'
import { formatDayIn, formatEurIn, formatKmIn, formatWeekdayDayIn, type Locale } from '#app/domain/locale.ts'
import { MINIMUM_NET_CENTS, VAT_PERCENT } from '#app/domain/order-rules.ts'
import { formatReferenceNumber } from '#app/domain/reference-number.ts'
import { formatTallinnTime, tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { type TranslateIn, translator } from '#app/lib/i18n.ts'
import { translate } from '#app/lib/messages.ts'
import { distanceTenths, orderAmounts } from '#app/server/orders/order-amounts.server.ts'
import { currentBusiness } from '../../content/site-content.server.ts'
import type { Field, Letter, MailContent, Paragraph, PriceLine, Section } from '../letter.server.ts'
import { render } from '../letter.server.ts'
import type { InvoiceMailFacts } from './invoice-mails.et.server.ts'
import type { ConfirmedMailOptions } from './order-steps.et.server.ts'
import { asConfirmed, contactParagraph, type Inquiry, type Order, telHref } from './parts.et.server.ts'
import { bankTransferOf } from './payment-mails.et.server.ts'

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
type ForeignLocale = Exclude<Locale, 'et'>

/** The customer's mails in `locale`, from its words. */
export function mailsIn(locale: ForeignLocale, words: MailWords) {
  const t: TranslateIn<MailWordId> = translator(
    locale,
    Object.fromEntries(Object.entries(words).map(([id, message]) => [id, compileMessage(message)])),
  )
  const units = translate(unitMessages, locale)
  const eur = (cents: number) => formatEurIn(locale, cents)
  const tonnes = (count: number) => units('tonnes', { count })
  const day = (date: string) => formatDayIn(locale, date)
  const business = () => currentBusiness()
  const letter = (content: Letter) => render(content, locale)
  const product = (order: Order) => orderedProductIn(locale, order.productName)
  const withBusiness = (id: MailWordId, values: Record<string, unknown> = {}) =>
    t(id, { ...values, business: business().name })

  // -------------------------------------------------------------------------------------------------------
  // The shared pieces (parts.et.server.ts in Estonian).

  const dateTime = (value: Date) =>
    t('dateTime', { date: day(tallinnCalendarDate(value)), time: formatTallinnTime(value) })

  const contactFields = (person: { name: string; email: string; phone: string }): Field[] => [
    { label: t('name'), value: person.name },
    { label: t('email'), value: person.email, href: `mailto:${person.email}` },
    { label: t('phone'), value: person.phone, href: telHref(person.phone) },
  ]

  const distanceText = (order: Order): string | null => {
    const tenths = order.distanceKm === null ? null : distanceTenths(order.distanceKm)
    if (tenths === null) return null
    const km = formatKmIn(locale, tenths)
    return order.distanceSource === 'estimate' ? t('distanceEstimate', { distance: km }) : km
  }

  const deliveryOption = (order: Order) =>
    t(order.deliveryOption === 'delivery' ? 'optionDelivery' : 'optionSelf')

  const deliveryFields = (order: Order): Field[] => {
    const fields: Field[] = [
      { label: t('product'), value: product(order) },
      { label: t('quantity'), value: tonnes(order.quantity) },
      { label: t('deliveryChoice'), value: deliveryOption(order) },
    ]
    if (order.deliveryOption === 'delivery' || order.deliveryAddress)
      fields.push({ label: t('deliveryAddress'), value: order.deliveryAddress ?? '—' })
    const distance = distanceText(order)
    if (distance) fields.push({ label: t('distance'), value: distance })
    return fields
  }

  const prices = (order: Order, title: string): Section => {
    const lines: PriceLine[] = [
      {
        label: t('priceLine', {
          product: product(order),
          quantity: tonnes(order.quantity),
          price: eur(order.unitPriceCents),
        }),
        amount: eur(order.unitPriceCents * order.quantity),
      },
    ]
    if (order.deliveryCostCents > 0) {
      const distance = distanceText(order)
      lines.push({
        label: distance ? t('transportWith', { distance }) : t('transport'),
        amount: eur(order.deliveryCostCents),
      })
    }
    lines.push(
      { label: t('net'), amount: eur(order.netPriceCents) },
      { label: t('vat', { percent: VAT_PERCENT }), amount: eur(order.vatCents) },
      { label: t('total'), amount: eur(order.totalPriceCents), total: true },
    )
    const notes = order.minimumApplied ? [t('minimumNotice', { amount: eur(MINIMUM_NET_CENTS) })] : []
    return { kind: 'prices', title, lines, notes }
  }

  const contactUs = (): Paragraph =>
    contactParagraph(
      { call: t('contactCall'), write: t('contactWrite'), hours: (hours) => t('contactHours', { hours }) },
      businessTextIn(business(), locale, 'salesHours'),
    )

  const orderPageLink = (url: string): Paragraph => [t('orderPageLink'), { text: url, href: url }]
  const regards = (): Paragraph => [t('regards'), `\n${business().name}`]
  const greeting = (name: string): Section => ({
    kind: 'paragraphs',
    paragraphs: [[t('greeting', { name })]],
  })

  const greetingAndEnd = (order: Order, customerUrl: string | null) => ({
    greeting: greeting(order.name),
    end: {
      kind: 'paragraphs',
      paragraphs: [...(customerUrl ? [orderPageLink(customerUrl)] : []), contactUs(), regards()],
    } satisfies Section,
  })

  /** 'четверг, 3 декабря 2026 г., 08:00–10:00', 'Thursday 3 December 2026, 08:00–10:00' */
  const scheduleLabel = (order: Pick<Order, 'deliveryDate' | 'windowStart' | 'windowEnd'>): string => {
    if (!order.deliveryDate) return '—'
    const date = formatWeekdayDayIn(locale, order.deliveryDate)
    const window = parseWindow(`${order.windowStart ?? ''}-${order.windowEnd ?? ''}`)
    return window ? t('schedule', { day: date, window: windowLabel(window) }) : date
  }

  const scheduleFields = (order: Order): Field[] => {
    const facts = business()
    const shown = asConfirmed(order)
    const delivery = order.deliveryOption === 'delivery'
    return [
      { label: t('orderNo'), value: String(order.id) },
      { label: t(delivery ? 'deliveryTime' : 'pickupTime'), value: scheduleLabel(order) },
      { label: t('product'), value: product(order) },
      { label: t('quantity'), value: tonnes(shown.quantity) },
      delivery
        ? { label: t('deliveryAddress'), value: shown.deliveryAddress ?? '—' }
        : {
            label: t('pickupPlace'),
            value: `${facts.address.street}, ${facts.address.locality}, ${facts.address.region}`,
          },
    ]
  }

  const orderNotes = (order: Order) => (order.notes?.trim() ? order.notes : '—')

  // -------------------------------------------------------------------------------------------------------
  // The request's mails (request-mails.et.server.ts).

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

  // -------------------------------------------------------------------------------------------------------
  // The order's steps (order-steps.et.server.ts) and paying (payment-mails.et.server.ts).

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

  // -------------------------------------------------------------------------------------------------------
  // The mails that carry an invoice (invoice-mails.et.server.ts): the invoice itself is Estonian.

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

  return {
    scheduleLabel,
    changesFromRequest,
    orderConfirmationToCustomer,
    inquiryConfirmationToCustomer,
    orderConfirmedToCustomer,
    orderMovedToCustomer,
    orderCancelledToCustomer,
    paymentReceivedToCustomer,
    orderDeliveredToCustomer,
    invoiceToCustomer,
    creditInvoiceToCustomer,
    invoiceReminderToCustomer,
  }
}

export type TranslatedMails = ReturnType<typeof mailsIn>
