import { formatEur, tonnesLabel } from '#app/domain/format.ts'
import type { Locale } from '#app/domain/locale.ts'
import { currentBusiness } from '../../content/site-content.server.ts'
import { type MailContent, render, type Section } from '../letter.server.ts'
import {
  buyerSections,
  contactFields,
  contactUs,
  deliveryOptionLabels,
  formatDateTime,
  type Inquiry,
  inquiryMessage,
  languageFields,
  type Order,
  orderDeliveryFields,
  orderMessage,
  orderPageLink,
  orderPrices,
} from './parts.et.server.ts'

/** The four mails of a request: an order or a price inquiry, to staff and to the customer. */

// ---------------------------------------------------------------------------------------------------------
// The four mails.

/** A staff mail's first section: what came in, its number and when. */
function received(
  what: { title: string; type: string; numberLabel: string },
  id: number,
  at: Date,
  locale: Locale,
): Section {
  return {
    kind: 'fields',
    title: what.title,
    fields: [
      { label: 'Tüüp', value: what.type },
      { label: what.numberLabel, value: String(id) },
      { label: 'Esitatud', value: formatDateTime(at) },
      ...languageFields({ locale }),
    ],
  }
}

/** A staff mail's last section: the mail's Reply-To is the customer. */
const replyToCustomer: Section = {
  kind: 'paragraphs',
  paragraphs: [['Vastamiseks kasutage oma postiprogrammi nuppu „Vasta“: vastus läheb otse kliendile.']],
}

/** To staff; send it with Reply-To set to the customer. */
export function orderMailToStaff(order: Order): MailContent {
  return render({
    subject: `Uus tellimus nr ${order.id}: ${order.productName}, ${tonnesLabel(order.quantity)} – ${order.name}`,
    preview: `${order.name}, ${deliveryOptionLabels[order.deliveryOption]}, kokku ${formatEur(order.totalPriceCents)}`,
    heading: `Uus tellimus nr ${order.id}`,
    sections: [
      received(
        { title: 'Tellimus', type: 'tellimus', numberLabel: 'Tellimuse nr' },
        order.id,
        order.timestamp,
        order.locale,
      ),
      { kind: 'fields', title: 'Klient', fields: contactFields(order) },
      ...buyerSections(order),
      { kind: 'fields', title: 'Toode ja transport', fields: orderDeliveryFields(order) },
      orderPrices(order, 'Hind'),
      { kind: 'fields', title: 'Kliendi sõnum', fields: [{ label: 'Sõnum', value: orderMessage(order) }] },
      replyToCustomer,
    ],
  })
}

export function orderConfirmationToCustomer(order: Order, customerUrl?: string): MailContent {
  const business = currentBusiness()
  return render({
    subject: `Saime teie tellimuse soovi kätte (nr ${order.id}) – ${business.name}`,
    preview: `${order.productName}, ${tonnesLabel(order.quantity)}. Võtame teiega peagi ühendust tellimuse kinnitamiseks.`,
    heading: 'Aitäh! Saime teie tellimuse soovi kätte',
    sections: [
      { kind: 'paragraphs', paragraphs: [[`Tere, ${order.name}!`]] },
      {
        kind: 'notice',
        text:
          'See on tellimuse soov, mitte veel kinnitatud tellimus. Tellimus on kinnitatud alles siis, ' +
          'kui oleme teiega ühendust võtnud ning hinna ja aja kokku leppinud.',
      },
      {
        kind: 'steps',
        title: 'Mis edasi saab?',
        steps: [
          'Vaatame teie tellimuse soovi üle.',
          'Võtame teiega ühendust telefoni või e-posti teel, tavaliselt 1–3 tööpäeva jooksul.',
          order.deliveryOption === 'delivery'
            ? 'Kinnitame lõpliku hinna ja leppime kokku tarneaja.'
            : 'Kinnitame lõpliku hinna ja leppime kokku, millal saate materjalile järele tulla.',
        ],
      },
      {
        kind: 'fields',
        title: 'Teie tellimuse soov',
        fields: [
          { label: 'Tellimuse nr', value: String(order.id) },
          { label: 'Esitatud', value: formatDateTime(order.timestamp) },
          ...orderDeliveryFields(order),
          { label: 'Sõnum', value: orderMessage(order) },
        ],
      },
      orderPrices(order, 'Arvestuslik hind'),
      {
        kind: 'fields',
        title: 'Teie kontaktandmed',
        fields: contactFields(order),
      },
      {
        kind: 'paragraphs',
        paragraphs: [
          ...(customerUrl ? [orderPageLink(customerUrl)] : []),
          contactUs(),
          ['Kui märkate andmetes viga, vastake lihtsalt sellele kirjale.'],
          ['Lugupidamisega', `\n${business.name}`],
        ],
      },
    ],
  })
}

/** To staff; send it with Reply-To set to the customer. */
export function inquiryMailToStaff(inquiry: Inquiry): MailContent {
  return render({
    subject: `Uus päring nr ${inquiry.id}: ${inquiry.material} – ${inquiry.name}`,
    preview: `${inquiry.name} küsib pakkumist: ${inquiry.material}`,
    heading: `Uus päring nr ${inquiry.id}`,
    sections: [
      received(
        { title: 'Päring', type: 'päring', numberLabel: 'Päringu nr' },
        inquiry.id,
        inquiry.createdAt,
        inquiry.locale,
      ),
      { kind: 'fields', title: 'Klient', fields: contactFields(inquiry) },
      {
        kind: 'fields',
        title: 'Kliendi sõnum',
        fields: [{ label: 'Sõnum', value: inquiryMessage(inquiry) }],
      },
      replyToCustomer,
    ],
  })
}

export function inquiryConfirmationToCustomer(inquiry: Inquiry): MailContent {
  const business = currentBusiness()
  return render({
    subject: `Saime teie päringu kätte – ${business.name}`,
    preview: `${inquiry.material}: vastame teile tavaliselt 1–3 tööpäeva jooksul.`,
    heading: 'Aitäh! Saime teie päringu kätte',
    sections: [
      {
        kind: 'paragraphs',
        paragraphs: [
          [`Tere, ${inquiry.name}!`],
          [
            'Täname huvi eest. Vaatame päringu üle ja võtame teiega ühendust telefoni või e-posti teel, ' +
              'tavaliselt 1–3 tööpäeva jooksul, et teha teile hinnapakkumine.',
          ],
        ],
      },
      {
        kind: 'fields',
        title: 'Teie päring',
        fields: [
          { label: 'Päringu nr', value: String(inquiry.id) },
          { label: 'Esitatud', value: formatDateTime(inquiry.createdAt) },
          ...contactFields(inquiry),
          { label: 'Sõnum', value: inquiryMessage(inquiry) },
        ],
      },
      {
        kind: 'paragraphs',
        paragraphs: [contactUs(), ['Lugupidamisega', `\n${business.name}`]],
      },
    ],
  })
}
