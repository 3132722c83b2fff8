import { formatEur, tonnesLabel } from '#app/domain/format.ts'
import { currentBusiness } from '../../content/site-content.server.ts'
import { type MailContent, type Paragraph, render, type Section } from '../letter.server.ts'
import {
  asConfirmed,
  contactFields,
  greetingAndEnd,
  languageFields,
  type Order,
  orderPrices,
  scheduleFields,
  scheduleLabel,
  truckPreparation,
} from './parts.et.server.ts'
import { paymentSection } from './payment-mails.et.server.ts'

/** The order's steps told to the customer (confirmed, moved, cancelled), and a customer's cancellation to staff. */

export interface ConfirmedMailOptions {
  customerUrl: string | null
  /** 'Maksa kohe' is offered on the order page (Montonio is configured). */
  payOnline?: boolean
  /** What differs from the request, in the customer's words; empty when nothing does. */
  changes: string[]
  /** A confirmation sent again because staff corrected a confirmed order. */
  revised: boolean
}

export function orderConfirmedToCustomer(order: Order, options: ConfirmedMailOptions): MailContent {
  const business = currentBusiness()
  const shown = asConfirmed(order)
  const { greeting, end } = greetingAndEnd(order, options.customerUrl)
  const when = scheduleLabel(order)
  const sections: Section[] = [
    greeting,
    {
      kind: 'notice',
      text: options.revised
        ? `Teie tellimuse kinnitus muutus. Kehtib see kiri: ${when}.`
        : `Teie tellimus on kinnitatud: ${when}.`,
    },
    { kind: 'fields', title: 'Kinnitatud tellimus', fields: scheduleFields(order) },
    orderPrices(shown, 'Lõplik hind'),
  ]
  const paying = paymentSection(order, options)
  if (paying) sections.push(paying)
  if (options.changes.length > 0)
    sections.push({ kind: 'steps', title: 'Mis erineb teie soovist', steps: options.changes })
  sections.push(
    order.deliveryOption === 'delivery'
      ? { kind: 'steps', title: 'Palun valmistage tarnekoht ette', steps: truckPreparation }
      : {
          kind: 'paragraphs',
          title: 'Järeletulemine',
          paragraphs: [
            [
              'Tulge kokkulepitud ajal karjääri; laadime materjali teie sõidukile. ' +
                'Kui te ei jõua õigel ajal, helistage palun ',
              { text: business.phone, href: `tel:${business.phoneE164}` },
              '.',
            ],
          ],
        },
    end,
  )
  return render({
    subject: options.revised
      ? `Tellimuse nr ${order.id} kinnitus muutus – ${business.name}`
      : `Tellimus nr ${order.id} on kinnitatud: ${when} – ${business.name}`,
    preview: `${order.productName}, ${tonnesLabel(shown.quantity)}, kokku ${formatEur(shown.totalPriceCents)}`,
    heading: options.revised ? 'Teie tellimuse kinnitus muutus' : 'Teie tellimus on kinnitatud',
    sections,
  })
}

export function orderMovedToCustomer(
  order: Order,
  options: { customerUrl: string | null; previous: string },
): MailContent {
  const business = currentBusiness()
  const { greeting, end } = greetingAndEnd(order, options.customerUrl)
  const when = scheduleLabel(order)
  return render({
    subject: `Tellimuse nr ${order.id} uus aeg: ${when} – ${business.name}`,
    preview: `Uus aeg: ${when}. Varem kokku lepitud: ${options.previous}.`,
    heading: 'Teie tellimuse aeg muutus',
    sections: [
      greeting,
      { kind: 'notice', text: `Uus aeg: ${when}.` },
      {
        kind: 'fields',
        title: 'Tellimus',
        fields: [...scheduleFields(order), { label: 'Varem kokku lepitud aeg', value: options.previous }],
      },
      end,
    ],
  })
}

export function orderCancelledToCustomer(
  order: Order,
  options: { customerUrl: string | null; byCustomer: boolean; reason: string | null },
): MailContent {
  const business = currentBusiness()
  const { greeting, end } = greetingAndEnd(order, options.customerUrl)
  const paragraphs: Paragraph[] = [
    [
      options.byCustomer
        ? `Tühistasite tellimuse nr ${order.id}. Kinnitame, et tellimus on tühistatud ja selle eest ei tule midagi maksta.`
        : `Oleme tellimuse nr ${order.id} tühistanud.`,
    ],
  ]
  if (options.reason) paragraphs.push([`Põhjus: ${options.reason}`])
  paragraphs.push(['Kui soovite materjali siiski tellida, esitage uus tellimus või helistage meile.'])
  return render({
    subject: `Tellimus nr ${order.id} on tühistatud – ${business.name}`,
    preview: `${order.productName}, ${tonnesLabel(asConfirmed(order).quantity)}`,
    heading: 'Teie tellimus on tühistatud',
    sections: [
      greeting,
      { kind: 'paragraphs', paragraphs },
      {
        kind: 'fields',
        title: 'Tellimus',
        fields: scheduleFields(order).filter((field) => field.value !== '—'),
      },
      end,
    ],
  })
}

/** To staff, when a customer cancels on their order page; Reply-To the customer. */
export function orderCancelledByCustomerToStaff(order: Order): MailContent {
  const shown = asConfirmed(order)
  return render({
    subject: `Klient tühistas tellimuse nr ${order.id}: ${order.productName}, ${tonnesLabel(shown.quantity)} – ${order.name}`,
    preview: `${order.name} tühistas tellimuse${order.deliveryDate ? `, mis oli kinnitatud ajale ${scheduleLabel(order)}` : ''}.`,
    heading: `Klient tühistas tellimuse nr ${order.id}`,
    sections: [
      {
        kind: 'paragraphs',
        paragraphs: [
          [
            order.deliveryDate
              ? `Tellimus oli kinnitatud ajale ${scheduleLabel(order)}. Kui see oli päevaplaanis, vabastage aeg.`
              : 'Tellimus oli veel kinnitamata.',
          ],
        ],
      },
      { kind: 'fields', title: 'Klient', fields: [...contactFields(order), ...languageFields(order)] },
      { kind: 'fields', title: 'Tellimus', fields: scheduleFields(order) },
    ],
  })
}
