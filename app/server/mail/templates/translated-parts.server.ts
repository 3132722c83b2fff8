import { compileMessage } from '@lingui/message-utils/compileMessage'
import { businessTextIn } from '#app/content/business.ts'
import { unitMessages } from '#app/content/messages/units.ts'
import { orderedProductIn } from '#app/content/translated-materials.ts'
import { parseWindow, windowLabel } from '#app/domain/delivery-schedule.ts'
import { formatDayIn, formatEurIn, formatKmIn, formatWeekdayDayIn } from '#app/domain/locale.ts'
import { MINIMUM_NET_CENTS, VAT_PERCENT } from '#app/domain/order-rules.ts'
import { formatTallinnTime, tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { type TranslateIn, translator } from '#app/lib/i18n.ts'
import { translate } from '#app/lib/messages.ts'
import { distanceTenths } from '#app/server/orders/order-amounts.server.ts'
import { currentBusiness } from '../../content/site-content.server.ts'
import type { Field, Letter, Paragraph, PriceLine, Section } from '../letter.server.ts'
import { render } from '../letter.server.ts'
import { asConfirmed, contactParagraph, type Order, telHref } from './parts.et.server.ts'
import type { ForeignLocale, MailWordId, MailWords } from './translated-mails.server.ts'

/**
 * The shared pieces of the customer's mails in a language other than Estonian (parts.et.server.ts in
 * Estonian), built from the language's words: the families (translated-request-mails, -order-steps,
 * -invoice-mails) write their letters with them.
 */
export function mailKit(locale: ForeignLocale, words: MailWords) {
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

  return {
    locale,
    t,
    eur,
    tonnes,
    day,
    business,
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
    greetingAndEnd,
    scheduleLabel,
    scheduleFields,
    orderNotes,
  }
}

export type MailKit = ReturnType<typeof mailKit>
