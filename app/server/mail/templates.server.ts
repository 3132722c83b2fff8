import { dayLabel, parseWindow, windowLabel } from '#app/domain/delivery-schedule.ts'
import { formatDate, formatEur, formatEurPerTonne, formatKm, tonnesLabel } from '#app/domain/format.ts'
import { orderReferenceNumber } from '#app/domain/online-payment.ts'
import { VAT_PERCENT } from '#app/domain/order-rules.ts'
import { formatReferenceNumber } from '#app/domain/reference-number.ts'
import { formatTallinnDate, formatTallinnTime } from '#app/domain/tallinn-time.ts'
import type { inquiries, orders } from '#app/server/db/schema.server.ts'
import { distanceTenths, orderAmounts } from '#app/server/orders/order-amounts.server.ts'
import { currentBusiness } from '../content/site-content.server.ts'

// Mail clients ignore stylesheets, classes and most of CSS, so the layout is nested tables with inline
// styles and web-safe fonts. Every value from an order or inquiry goes through escapeHtml on the way
// into HTML; the plain-text part carries the same content for clients that show no HTML.

export interface MailContent {
  subject: string
  html: string
  text: string
}

type Order = typeof orders.$inferSelect
type Inquiry = typeof inquiries.$inferSelect

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)
}

export const deliveryOptionLabels = {
  delivery: 'Soovin transporti',
  self: 'Tulen ise järele',
} as const satisfies Record<Order['deliveryOption'], string>

const minimumNotice = 'Minimaalne tellimuse summa on 15€'

// ---------------------------------------------------------------------------------------------------------
// Building blocks, each rendered both as HTML and as plain text.

/** A run of text, optionally a link. */
type Inline = string | { text: string; href: string }
type Paragraph = Inline[]

interface Field {
  label: string
  value: string
  href?: string
}

interface PriceLine {
  label: string
  amount: string
  total?: boolean
}

type Section =
  | { kind: 'paragraphs'; title?: string; paragraphs: Paragraph[] }
  | { kind: 'fields'; title: string; fields: Field[] }
  | { kind: 'prices'; title: string; lines: PriceLine[]; notes: string[] }
  | { kind: 'steps'; title: string; steps: string[] }
  | { kind: 'notice'; text: string }

interface Letter {
  subject: string
  /** The line many clients show after the subject in the inbox list. */
  preview: string
  heading: string
  sections: Section[]
}

const colours = {
  page: '#f3f0ea',
  card: '#ffffff',
  border: '#e3ddd2',
  text: '#1f2328',
  muted: '#555d63',
  header: '#2f3437',
  accent: '#b23c0a',
  noticeBackground: '#fdf1e7',
}
const fontFamily = 'Arial, Helvetica, sans-serif'

function singleLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim()
}

/** Keeps the customer's line breaks in HTML. */
function multilineHtml(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>')
}

function inlineHtml(parts: Paragraph): string {
  return parts
    .map((part) =>
      typeof part === 'string'
        ? multilineHtml(part)
        : `<a href="${escapeHtml(part.href)}" style="color:${colours.accent};">${escapeHtml(part.text)}</a>`,
    )
    .join('')
}

function inlineText(parts: Paragraph): string {
  return parts.map((part) => (typeof part === 'string' ? part : part.text)).join('')
}

function sectionTitleHtml(title: string): string {
  return `<h2 style="margin:28px 0 10px;font-family:${fontFamily};font-size:17px;line-height:1.3;color:${colours.text};">${escapeHtml(title)}</h2>`
}

function sectionHtml(section: Section): string {
  const cell = `font-family:${fontFamily};font-size:15px;line-height:1.45;border-bottom:1px solid ${colours.border};vertical-align:top;`
  switch (section.kind) {
    case 'paragraphs':
      return (
        (section.title ? sectionTitleHtml(section.title) : '') +
        section.paragraphs
          .map((paragraph) => `<p style="margin:0 0 14px;">${inlineHtml(paragraph)}</p>`)
          .join('\n')
      )
    case 'fields': {
      const rows = section.fields
        .map((field) => {
          const value = field.href
            ? inlineHtml([{ text: field.value, href: field.href }])
            : multilineHtml(field.value)
          return `<tr><th align="left" scope="row" style="${cell}padding:8px 12px 8px 0;width:38%;font-weight:normal;color:${colours.muted};">${escapeHtml(field.label)}</th><td style="${cell}padding:8px 0;color:${colours.text};">${value}</td></tr>`
        })
        .join('\n')
      return `${sectionTitleHtml(section.title)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 20px;">\n${rows}\n</table>`
    }
    case 'prices': {
      const rows = section.lines
        .map((line) => {
          const weight = line.total ? 'font-weight:bold;' : ''
          const border = line.total
            ? `border-top:2px solid ${colours.text};border-bottom:0;`
            : `border-bottom:1px solid ${colours.border};`
          return `<tr><td style="${cell}${border}${weight}padding:8px 12px 8px 0;">${escapeHtml(line.label)}</td><td align="right" style="${cell}${border}${weight}padding:8px 0;white-space:nowrap;font-variant-numeric:tabular-nums;">${escapeHtml(line.amount)}</td></tr>`
        })
        .join('\n')
      const notes = section.notes
        .map(
          (note) =>
            `<p style="margin:10px 0 0;font-size:14px;color:${colours.muted};">${escapeHtml(note)}</p>`,
        )
        .join('\n')
      return `${sectionTitleHtml(section.title)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 20px;">\n${rows}\n</table>${notes}`
    }
    case 'steps':
      return `${sectionTitleHtml(section.title)}<ol style="margin:0 0 14px;padding-left:22px;">${section.steps
        .map((step) => `<li style="margin:0 0 6px;">${escapeHtml(step)}</li>`)
        .join('')}</ol>`
    case 'notice':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 14px;"><tr><td style="padding:12px 16px;background:${colours.noticeBackground};border-left:4px solid ${colours.accent};font-family:${fontFamily};font-size:15px;line-height:1.45;color:${colours.text};">${escapeHtml(section.text)}</td></tr></table>`
  }
}

function footerParts(): Paragraph {
  const business = currentBusiness()
  return [
    `${business.legalName} · ${business.address.locality}, ${business.address.region} · `,
    { text: business.phone, href: `tel:${business.phoneE164}` },
    ' · ',
    { text: business.email, href: `mailto:${business.email}` },
    ' · ',
    { text: new URL(business.website).hostname, href: business.website },
  ]
}

function renderHtml(letter: Letter): string {
  const business = currentBusiness()
  return `<!doctype html>
<html lang="et">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(letter.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colours.page};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(letter.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${colours.card};border:1px solid ${colours.border};">
<tr><td style="padding:18px 28px;background:${colours.header};color:#ffffff;font-family:${fontFamily};font-size:19px;font-weight:bold;">${escapeHtml(business.name)}</td></tr>
<tr><td style="padding:28px;font-family:${fontFamily};font-size:16px;line-height:1.5;color:${colours.text};">
<h1 style="margin:0 0 18px;font-family:${fontFamily};font-size:22px;line-height:1.3;color:${colours.text};">${escapeHtml(letter.heading)}</h1>
${letter.sections.map(sectionHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${colours.border};font-family:${fontFamily};font-size:13px;line-height:1.5;color:${colours.muted};">${inlineHtml(footerParts())}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}

function sectionText(section: Section): string {
  const title = (text: string) => `${text.toUpperCase()}\n`
  switch (section.kind) {
    case 'paragraphs':
      return (section.title ? title(section.title) : '') + section.paragraphs.map(inlineText).join('\n\n')
    case 'fields':
      return (
        title(section.title) +
        section.fields
          .map((field) => {
            const value = field.value.includes('\n')
              ? `\n  ${field.value.replace(/\r\n|\r|\n/g, '\n  ')}`
              : ` ${field.value}`
            return `${field.label}:${value}`
          })
          .join('\n')
      )
    case 'prices':
      return (
        title(section.title) +
        section.lines.map((line) => `${line.label}: ${line.amount}`).join('\n') +
        section.notes.map((note) => `\n${note}`).join('')
      )
    case 'steps':
      return title(section.title) + section.steps.map((step, index) => `${index + 1}. ${step}`).join('\n')
    case 'notice':
      return section.text
  }
}

function renderText(letter: Letter): string {
  const business = currentBusiness()
  const footer = `${business.legalName}\n${business.address.locality}, ${business.address.region}\nTelefon: ${business.phone}\nE-post: ${business.email}\n${business.website}`
  return `${letter.heading}\n\n${letter.sections.map(sectionText).join('\n\n')}\n\n-- \n${footer}\n`
}

function render(letter: Letter): MailContent {
  return { subject: singleLine(letter.subject), html: renderHtml(letter), text: renderText(letter) }
}

// ---------------------------------------------------------------------------------------------------------
// Shared pieces of the order and inquiry mails.

/** 'dd.mm.yyyy kell HH:MM' in Tallinn time, whatever the server's time zone. */
export function formatDateTime(value: Date): string {
  return `${formatTallinnDate(value)} kell ${formatTallinnTime(value)}`
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

function contactFields(person: { name: string; email: string; phone: string }): Field[] {
  return [
    { label: 'Nimi', value: person.name },
    { label: 'E-post', value: person.email, href: `mailto:${person.email}` },
    { label: 'Telefon', value: person.phone, href: telHref(person.phone) },
  ]
}

function distanceText(order: Order): string | null {
  if (order.distanceKm === null) return null
  const tenths = distanceTenths(order.distanceKm)
  if (tenths === null) return null
  return order.distanceSource === 'estimate' ? `${formatKm(tenths)} (ligikaudne)` : formatKm(tenths)
}

function orderDeliveryFields(order: Order): Field[] {
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

function orderPrices(order: Order, title: string): Section {
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

function orderMessage(order: Order): string {
  return order.notes?.trim() ? order.notes : '—'
}

function inquiryMessage(inquiry: Inquiry): string {
  const details = inquiry.details?.trim()
  return details
    ? `Soovitud materjal: ${inquiry.material}\n${details}`
    : `Soovitud materjal: ${inquiry.material}`
}

function contactUs(): Paragraph {
  const business = currentBusiness()
  return [
    'Küsimuste korral helistage ',
    { text: business.phone, href: `tel:${business.phoneE164}` },
    ' või kirjutage ',
    { text: business.email, href: `mailto:${business.email}` },
    `. Müügiaeg: ${business.salesHours}.`,
  ]
}

// ---------------------------------------------------------------------------------------------------------
// The four mails.

/** A staff mail's first section: what came in, its number and when. */
function received(what: { title: string; type: string; numberLabel: string }, id: number, at: Date): Section {
  return {
    kind: 'fields',
    title: what.title,
    fields: [
      { label: 'Tüüp', value: what.type },
      { label: what.numberLabel, value: String(id) },
      { label: 'Esitatud', value: formatDateTime(at) },
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
      ),
      { kind: 'fields', title: 'Klient', fields: contactFields(order) },
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
      received({ title: 'Päring', type: 'päring', numberLabel: 'Päringu nr' }, inquiry.id, inquiry.createdAt),
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

// ---------------------------------------------------------------------------------------------------------
// After the request: the order's steps, each told to the customer (and a customer's cancellation to staff).

function orderPageLink(customerUrl: string): Paragraph {
  return [
    'Tellimuse seisu näete ja vajadusel tühistate selle siin: ',
    { text: customerUrl, href: customerUrl },
  ]
}

/** The order with the amounts that count: the confirmed ones once there are any. */
function asConfirmed(order: Order): Order {
  return { ...order, ...orderAmounts(order) }
}

/** 'neljapäev, 03.12.2026 kell 08:00–10:00' */
export function scheduleLabel(order: Pick<Order, 'deliveryDate' | 'windowStart' | 'windowEnd'>): string {
  if (!order.deliveryDate) return '—'
  const window = parseWindow(`${order.windowStart ?? ''}-${order.windowEnd ?? ''}`)
  return window ? `${dayLabel(order.deliveryDate)} kell ${windowLabel(window)}` : dayLabel(order.deliveryDate)
}

function scheduleFields(order: Order): Field[] {
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

const truckPreparation = [
  'kindel juurdepääsutee, mida mööda pääseb 4x8 kallur (täis koormaga kuni 32 t);',
  'ruumi kallutamiseks: koorma mahalaadimisel tõuseb kast mitme meetri kõrgusele;',
  'mahalaadimiskoha kohal ei tohi olla elektri- ega sideliine.',
]

function greetingAndEnd(order: Order, customerUrl: string | null) {
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

/** What an invoice mail says of the invoice it carries as a PDF. */
export interface InvoiceMailFacts {
  number: string
  totalCents: number
  dueDate: string
  referenceNumber: string
  seller: { iban: string; bankName: string }
}

/**
 * How to pay an invoice: the sum, by when (its due date, or as soon as possible once that has passed),
 * the account and the reference number.
 */
function paymentParagraph(
  invoice: InvoiceMailFacts,
  options: { openCents: number; overdue: boolean } = { openCents: invoice.totalCents, overdue: false },
): Paragraph {
  const bank = invoice.seller.bankName ? ` (${invoice.seller.bankName})` : ''
  const by = options.overdue ? 'esimesel võimalusel' : `hiljemalt ${formatDate(invoice.dueDate)}`
  return [
    `Palume tasuda ${formatEur(options.openCents)} ${by} arveldusarvele `,
    `${invoice.seller.iban}${bank}, viitenumber ${formatReferenceNumber(invoice.referenceNumber)}.`,
  ]
}

export function orderDeliveredToCustomer(
  order: Order,
  options: { customerUrl: string | null; invoice?: InvoiceMailFacts | null },
): MailContent {
  const business = currentBusiness()
  const shown = asConfirmed(order)
  const { greeting, end } = greetingAndEnd(order, options.customerUrl)
  const invoice = options.invoice ?? null
  const paragraphs: Paragraph[] = [
    [
      order.deliveryOption === 'delivery'
        ? 'Teie tellimus on kohale toodud.'
        : 'Teie tellimus on karjäärist välja antud.',
      invoice
        ? ` Allpool on tellimuse kokkuvõte. Arve nr ${invoice.number} on kirjale lisatud PDF-failina.`
        : ' Allpool on tellimuse kokkuvõte; arve saadame eraldi.',
    ],
  ]
  if (invoice) paragraphs.push(paymentParagraph(invoice))
  return render({
    subject: invoice
      ? `Tellimus nr ${order.id} on täidetud, arve ${invoice.number} – ${business.name}`
      : `Tellimus nr ${order.id} on täidetud – aitäh! – ${business.name}`,
    preview: `${order.productName}, ${tonnesLabel(shown.quantity)}, kokku ${formatEur(shown.totalPriceCents)}`,
    heading: 'Aitäh, et valisite meid!',
    sections: [
      greeting,
      { kind: 'paragraphs', paragraphs },
      { kind: 'fields', title: 'Tellimus', fields: scheduleFields(order) },
      orderPrices(shown, 'Kviitung'),
      end,
    ],
  })
}

/** A new invoice of an order, after a correction: the PDF is attached. */
export function invoiceToCustomer(
  order: Order,
  invoice: InvoiceMailFacts,
  options: { customerUrl: string | null; replaces: string | null },
): MailContent {
  const business = currentBusiness()
  const { greeting, end } = greetingAndEnd(order, options.customerUrl)
  const first: Paragraph = options.replaces
    ? [
        `Saadame tellimuse nr ${order.id} parandatud arve nr ${invoice.number}. `,
        `See asendab arvet nr ${options.replaces}, mille tühistasime kreeditarvega. Arve on kirjale lisatud PDF-failina.`,
      ]
    : [`Saadame tellimuse nr ${order.id} arve nr ${invoice.number}. Arve on kirjale lisatud PDF-failina.`]
  return render({
    subject: `Arve ${invoice.number} – ${business.name}`,
    preview: `Tellimus nr ${order.id}, kokku ${formatEur(invoice.totalCents)}, tähtaeg ${formatDate(invoice.dueDate)}`,
    heading: `Arve nr ${invoice.number}`,
    sections: [greeting, { kind: 'paragraphs', paragraphs: [first, paymentParagraph(invoice)] }, end],
  })
}

/** A credit invoice (kreeditarve) cancelling an invoice: the PDF is attached. */
export function creditInvoiceToCustomer(
  order: Order,
  credit: InvoiceMailFacts,
  options: {
    customerUrl: string | null
    credited: string
    reason: string | null
    /** A corrected invoice follows in a mail of its own. */
    corrected: boolean
  },
): MailContent {
  const business = currentBusiness()
  const { greeting, end } = greetingAndEnd(order, options.customerUrl)
  const paragraphs: Paragraph[] = [
    [
      `Saadame kreeditarve nr ${credit.number}, mis tühistab tellimuse nr ${order.id} arve nr ${options.credited} täies ulatuses. `,
      'Kreeditarve on kirjale lisatud PDF-failina.',
    ],
  ]
  if (options.reason) paragraphs.push([`Põhjus: ${options.reason}`])
  paragraphs.push([
    options.corrected
      ? 'Parandatud arve saadame eraldi kirjaga.'
      : `Kui olete arve nr ${options.credited} juba tasunud, võtame teiega tagasimakse asjus ühendust.`,
  ])
  return render({
    subject: `Kreeditarve ${credit.number} – ${business.name}`,
    preview: `Tühistab arve nr ${options.credited}, kokku ${formatEur(credit.totalCents)}`,
    heading: `Kreeditarve nr ${credit.number}`,
    sections: [greeting, { kind: 'paragraphs', paragraphs }, end],
  })
}

/** The one reminder, the day after the due date, with the invoice's PDF again. */
export function invoiceReminderToCustomer(
  order: Order,
  invoice: InvoiceMailFacts,
  options: { customerUrl: string | null; openCents: number },
): MailContent {
  const business = currentBusiness()
  const { greeting, end } = greetingAndEnd(order, options.customerUrl)
  const paragraphs: Paragraph[] = [
    [
      `Tuletame meelde, et tellimuse nr ${order.id} arve nr ${invoice.number} maksetähtaeg oli ${formatDate(invoice.dueDate)} `,
      `ja meie andmetel on arvest tasumata ${formatEur(options.openCents)}. Arve on kirjale uuesti lisatud PDF-failina.`,
    ],
    paymentParagraph(invoice, { openCents: options.openCents, overdue: true }),
    ['Kui olete arve vahepeal tasunud, pole teil vaja midagi teha ja palume seda kirja mitte arvestada.'],
  ]
  return render({
    subject: `Meeldetuletus: arve ${invoice.number} on tasumata – ${business.name}`,
    preview: `Tasumata ${formatEur(options.openCents)}, maksetähtaeg oli ${formatDate(invoice.dueDate)}`,
    heading: 'Meeldetuletus tasumata arvest',
    sections: [greeting, { kind: 'paragraphs', paragraphs }, end],
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
      { kind: 'fields', title: 'Klient', fields: contactFields(order) },
      { kind: 'fields', title: 'Tellimus', fields: scheduleFields(order) },
    ],
  })
}

// ---------------------------------------------------------------------------------------------------------
// Paying a confirmed order.

/** The bank transfer of a confirmed order: to the seller's account, with the order's reference number. */
export interface BankTransfer {
  amountCents: number
  reference: string
  recipient: string
  iban: string
  bankName: string
}

export function bankTransferOf(order: Order): BankTransfer | null {
  const business = currentBusiness()
  if (!business.iban.trim() || order.confirmedTotalCents === null) return null
  return {
    amountCents: order.confirmedTotalCents,
    reference: orderReferenceNumber(order.id),
    recipient: business.legalName || business.name,
    iban: business.iban,
    bankName: business.bankName,
  }
}

function _bankTransferFields(transfer: BankTransfer): Field[] {
  return [
    { label: 'Saaja', value: transfer.recipient },
    {
      label: 'Konto (IBAN)',
      value: transfer.bankName ? `${transfer.iban} (${transfer.bankName})` : transfer.iban,
    },
    { label: 'Viitenumber', value: transfer.reference },
    { label: 'Summa', value: formatEur(transfer.amountCents) },
  ]
}

/** The confirmation's 'Tasumine': the order page's 'Maksa kohe', and the bank transfer's details. */
function paymentSection(order: Order, options: ConfirmedMailOptions): Section | null {
  const transfer = bankTransferOf(order)
  const online = options.payOnline && options.customerUrl
  if (!online && !transfer) return null
  const paragraphs: Paragraph[] = []
  if (online)
    paragraphs.push([
      'Maksa kohe pangalingi või kaardiga tellimuse lehel: ',
      { text: `${options.customerUrl}#maksa`, href: `${options.customerUrl}#maksa` },
    ])
  if (transfer) {
    paragraphs.push([
      `${online ? 'Või tasuge' : 'Tasuge'} pangaülekandega: saaja ${transfer.recipient}, konto ${transfer.iban}` +
        `${transfer.bankName ? ` (${transfer.bankName})` : ''}, viitenumber ${transfer.reference}, ` +
        `summa ${formatEur(transfer.amountCents)}.`,
    ])
  }
  return { kind: 'paragraphs', title: 'Tasumine', paragraphs }
}

/** The receipt of an online payment: what was paid, when and how, and that the driver collects nothing. */
export function paymentReceivedToCustomer(
  order: Order,
  payment: { amountCents: number; paidAt: Date | null; method: string | null; merchantReference: string },
  options: { customerUrl: string | null },
): MailContent {
  const business = currentBusiness()
  const { greeting, end } = greetingAndEnd(order, options.customerUrl)
  return render({
    subject: `Makse on laekunud: tellimus nr ${order.id} – ${business.name}`,
    preview: `Saime teie makse ${formatEur(payment.amountCents)}. Aitäh!`,
    heading: 'Makse on laekunud',
    sections: [
      greeting,
      {
        kind: 'paragraphs',
        paragraphs: [
          [
            `Saime teie makse tellimuse nr ${order.id} eest. Tarnel ei ole vaja midagi maksta; ` +
              'arve, millel makse on ettemaksuna arvesse võetud, saadame pärast tarnet.',
          ],
        ],
      },
      {
        kind: 'fields',
        title: 'Makse',
        fields: [
          { label: 'Tellimuse nr', value: String(order.id) },
          { label: 'Summa', value: formatEur(payment.amountCents) },
          ...(payment.paidAt ? [{ label: 'Aeg', value: formatDateTime(payment.paidAt) }] : []),
          ...(payment.method ? [{ label: 'Makseviis', value: payment.method }] : []),
          { label: 'Makse viide', value: payment.merchantReference },
          { label: 'Saaja', value: business.legalName || business.name },
        ],
      },
      end,
    ],
  })
}

const flagExplanations = {
  'cancelled-order': 'Tellimus oli makse saabumise ajal tühistatud. Tagastage raha tellimuse lehelt.',
  'second-payment': 'Tellimus oli juba tasutud: see on teine makse. Tagastage see tellimuse lehelt.',
  'amount-differs':
    'Makstud summa erineb tellimuse praegusest summast. Vahe arvestatakse tarne arvel või tagastatakse.',
} as const

/** To staff: an online payment that needs a decision (usually a refund). */
export function paymentFlaggedToStaff(
  order: Order,
  payment: { amountCents: number; flag: keyof typeof flagExplanations | null; merchantReference: string },
): MailContent {
  return render({
    subject: `Veebimakse vajab tähelepanu: tellimus nr ${order.id} – ${order.name}`,
    preview: payment.flag ? flagExplanations[payment.flag] : '',
    heading: `Veebimakse tellimusele nr ${order.id}`,
    sections: [
      { kind: 'notice', text: payment.flag ? flagExplanations[payment.flag] : 'Kontrollige makset.' },
      {
        kind: 'fields',
        title: 'Makse',
        fields: [
          { label: 'Summa', value: formatEur(payment.amountCents) },
          { label: 'Makse viide', value: payment.merchantReference },
        ],
      },
      { kind: 'fields', title: 'Klient', fields: contactFields(order) },
    ],
  })
}
