import { dayLabel, parseWindow, windowLabel } from '#app/domain/delivery-schedule.ts'
import { formatEur, formatEurPerTonne, formatKm, tonnesLabel } from '#app/domain/format.ts'
import { type Locale, languageNamesInEstonian } from '#app/domain/locale.ts'
import { VAT_PERCENT } from '#app/domain/order-rules.ts'
import { formatTallinnDate, formatTallinnTime } from '#app/domain/tallinn-time.ts'
import type { inquiries, orders } from '#app/server/db/schema.server.ts'
import { distanceTenths, orderAmounts } from '#app/server/orders/order-amounts.server.ts'
import { currentBusiness } from '../../content/site-content.server.ts'
import type { Field, Paragraph, PriceLine, Section } from '../letter.server.ts'

/**
 * The pieces the Estonian mails share: the order's and the customer's fields, the price lines, the
 * greeting and the end of a letter to the customer, the delivery time in words.
 */

export type Order = typeof orders.$inferSelect
export type Inquiry = typeof inquiries.$inferSelect

export const deliveryOptionLabels = {
  delivery: 'Soovin transporti',
  self: 'Tulen ise järele',
} as const satisfies Record<Order['deliveryOption'], string>

export const minimumNotice = 'Minimaalne tellimuse summa on 15€'

// ---------------------------------------------------------------------------------------------------------
// Shared pieces of the order and inquiry mails.

/** 'dd.mm.yyyy kell HH:MM' in Tallinn time, whatever the server's time zone. */
export function formatDateTime(value: Date): string {
  return `${formatTallinnDate(value)} kell ${formatTallinnTime(value)}`
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * 'Keel: vene': a staff mail says the language of an order or inquiry that came in Russian or English
 * (ADR 060), so that staff answer in it; an Estonian one says nothing, as before.
 */
export function languageFields(row: { locale: Locale }): Field[] {
  return row.locale === 'et' ? [] : [{ label: 'Keel', value: languageNamesInEstonian[row.locale] }]
}

export function contactFields(person: { name: string; email: string; phone: string }): Field[] {
  return [
    { label: 'Nimi', value: person.name },
    { label: 'E-post', value: person.email, href: `mailto:${person.email}` },
    { label: 'Telefon', value: person.phone, href: telHref(person.phone) },
  ]
}

/**
 * What staff need to know of the buyer, in the staff mail of an order: a credit decision it waits for, and
 * for the invoice the company it goes to, the account it came from, the e-invoice wish and the buyer's
 * reference. Nothing for a private person's order.
 */
export function buyerSections(order: Order): Section[] {
  const fields: Field[] = []
  const optional = (label: string, value: string | null) => {
    if (value) fields.push({ label, value })
  }
  optional('Ettevõte', order.companyName)
  optional('Registrikood', order.companyRegistryCode)
  optional('KMKR number', order.companyVatNumber)
  optional('Aadress', order.companyAddress)
  if (order.customerId !== null) fields.push({ label: 'Ärikonto', value: 'tellitud ärikontolt' })
  if (order.companyEInvoice) fields.push({ label: 'E-arve', value: 'soovib e-arvet' })
  optional('Tellija viide', order.buyerReference)
  return [
    ...(order.creditHold
      ? [{ kind: 'notice', text: `Tellimus ootab krediidiotsust: ${order.creditHoldReason ?? ''}` } as const]
      : []),
    ...(fields.length > 0 ? [{ kind: 'fields', title: 'Arve ettevõttele', fields } as const] : []),
  ]
}

export function distanceText(order: Order): string | null {
  if (order.distanceKm === null) return null
  const tenths = distanceTenths(order.distanceKm)
  if (tenths === null) return null
  return order.distanceSource === 'estimate' ? `${formatKm(tenths)} (ligikaudne)` : formatKm(tenths)
}

export function orderDeliveryFields(order: Order): Field[] {
  const fields: Field[] = [
    { label: 'Toode', value: order.productName },
    { label: 'Kogus', value: tonnesLabel(order.quantity) },
    { label: 'Transpordi valik', value: deliveryOptionLabels[order.deliveryOption] },
  ]
  if (order.deliveryOption === 'delivery' || order.deliveryAddress) {
    fields.push({ label: 'Tarneaadress', value: order.deliveryAddress ?? '—' })
  }
  const distance = distanceText(order)
  if (distance) fields.push({ label: 'Kaugus karjäärist', value: distance })
  return fields
}

export function orderPrices(order: Order, title: string): Section {
  const lines: PriceLine[] = [
    {
      label: `${order.productName}, ${tonnesLabel(order.quantity)} × ${formatEurPerTonne(order.unitPriceCents)}`,
      amount: formatEur(order.unitPriceCents * order.quantity),
    },
  ]
  if (order.deliveryCostCents > 0) {
    const distance = distanceText(order)
    lines.push({
      label: distance ? `Transport, ${distance}` : 'Transport',
      amount: formatEur(order.deliveryCostCents),
    })
  }
  lines.push(
    { label: 'Summa ilma käibemaksuta', amount: formatEur(order.netPriceCents) },
    { label: `Käibemaks ${VAT_PERCENT} %`, amount: formatEur(order.vatCents) },
    { label: 'Kokku koos käibemaksuga', amount: formatEur(order.totalPriceCents), total: true },
  )
  return { kind: 'prices', title, lines, notes: order.minimumApplied ? [minimumNotice] : [] }
}

export function orderMessage(order: Order): string {
  return order.notes?.trim() ? order.notes : '—'
}

export function inquiryMessage(inquiry: Inquiry): string {
  const details = inquiry.details?.trim()
  return details
    ? `Soovitud materjal: ${inquiry.material}\n${details}`
    : `Soovitud materjal: ${inquiry.material}`
}

/** The words around the business's phone, e-mail and sales hours in a mail's 'call us' paragraph. */
export interface ContactWords {
  call: string
  write: string
  hours: (salesHours: string) => string
}

/** 'Küsimuste korral helistage …' in the words of a mail's language, with its sales hours. */
export function contactParagraph(words: ContactWords, salesHours: string): Paragraph {
  const business = currentBusiness()
  return [
    words.call,
    { text: business.phone, href: `tel:${business.phoneE164}` },
    words.write,
    { text: business.email, href: `mailto:${business.email}` },
    words.hours(salesHours),
  ]
}

export function contactUs(): Paragraph {
  return contactParagraph(
    {
      call: 'Küsimuste korral helistage ',
      write: ' või kirjutage ',
      hours: (salesHours) => `. Müügiaeg: ${salesHours}.`,
    },
    currentBusiness().salesHours,
  )
}

// ---------------------------------------------------------------------------------------------------------
// After the request: the order's steps, each told to the customer (and a customer's cancellation to staff).

export function orderPageLink(customerUrl: string): Paragraph {
  return [
    'Tellimuse seisu näete ja vajadusel tühistate selle siin: ',
    { text: customerUrl, href: customerUrl },
  ]
}

/** The order with the amounts that count: the confirmed ones once there are any. */
export function asConfirmed(order: Order): Order {
  return { ...order, ...orderAmounts(order) }
}

/** 'neljapäev, 03.12.2026 kell 08:00–10:00' */
export function scheduleLabel(order: Pick<Order, 'deliveryDate' | 'windowStart' | 'windowEnd'>): string {
  if (!order.deliveryDate) return '—'
  const window = parseWindow(`${order.windowStart ?? ''}-${order.windowEnd ?? ''}`)
  return window ? `${dayLabel(order.deliveryDate)} kell ${windowLabel(window)}` : dayLabel(order.deliveryDate)
}

export function scheduleFields(order: Order): Field[] {
  const business = currentBusiness()
  const shown = asConfirmed(order)
  const fields: Field[] = [
    { label: 'Tellimuse nr', value: String(order.id) },
    {
      label: order.deliveryOption === 'delivery' ? 'Tarneaeg' : 'Järeletulemise aeg',
      value: scheduleLabel(order),
    },
    { label: 'Toode', value: order.productName },
    { label: 'Kogus', value: tonnesLabel(shown.quantity) },
  ]
  if (order.deliveryOption === 'delivery')
    fields.push({ label: 'Tarneaadress', value: shown.deliveryAddress ?? '—' })
  else
    fields.push({
      label: 'Järeletulemise koht',
      value: `${business.address.street}, ${business.address.locality}, ${business.address.region}`,
    })
  return fields
}

export const truckPreparation = [
  'kindel juurdepääsutee, mida mööda pääseb 4x8 kallur (täis koormaga kuni 32 t);',
  'ruumi kallutamiseks: koorma mahalaadimisel tõuseb kast mitme meetri kõrgusele;',
  'mahalaadimiskoha kohal ei tohi olla elektri- ega sideliine.',
]

export function greetingAndEnd(order: Order, customerUrl: string | null) {
  const business = currentBusiness()
  return {
    greeting: { kind: 'paragraphs', paragraphs: [[`Tere, ${order.name}!`]] } satisfies Section,
    end: {
      kind: 'paragraphs',
      paragraphs: [
        ...(customerUrl ? [orderPageLink(customerUrl)] : []),
        contactUs(),
        ['Lugupidamisega', `\n${business.name}`],
      ],
    } satisfies Section,
  }
}
