import { describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import type { inquiries, orders } from '#app/server/db/schema.server.ts'
import { gravelDelivery, gravelDeliveryInStaffMail, minimumPickup } from '#tests/support/example-orders.ts'
import {
  creditInvoiceToCustomer,
  escapeHtml,
  formatDateTime,
  type InvoiceMailFacts,
  inquiryConfirmationToCustomer,
  inquiryMailToStaff,
  invoiceReminderToCustomer,
  invoiceToCustomer,
  orderCancelledToCustomer,
  orderConfirmationToCustomer,
  orderConfirmedToCustomer,
  orderDeliveredToCustomer,
  orderMailToStaff,
  orderMovedToCustomer,
  paymentReceivedToCustomer,
} from './templates.server.ts'

type Order = typeof orders.$inferSelect
type Inquiry = typeof inquiries.$inferSelect

/** The mails keep numbers and units together with no-break spaces; a reader sees plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

/** What an order has before staff confirm it. */
const unconfirmed = {
  version: 1,
  customerTokenSalt: null,
  customerTokenHash: null,
  deliveryDate: null,
  windowStart: null,
  windowEnd: null,
  confirmedAt: null,
  confirmedQuantity: null,
  confirmedDeliveryAddress: null,
  confirmedDistanceKm: null,
  confirmedDistanceSource: null,
  priceAdjustmentCents: null,
  adjustmentReason: null,
  confirmedUnitPriceCents: null,
  confirmedDeliveryCostCents: null,
  confirmedNetCents: null,
  confirmedVatCents: null,
  confirmedTotalCents: null,
  confirmedMinimumApplied: null,
  cancelledBy: null,
  cancelReason: null,
  deliveredTonnes: null,
  weighTicket: null,
  deliveredOn: null,
  invoicedNetCents: null,
  invoicedVatCents: null,
  companyName: null,
  companyRegistryCode: null,
  companyVatNumber: null,
  companyAddress: null,
  companyEInvoice: false,
  customerId: null,
  buyerReference: null,
  creditHold: false,
  creditHoldReason: null,
  creditDecisionBy: null,
  prepaymentRequired: false,
  prepaymentDecisionBy: null,
  locale: 'et',
} satisfies Partial<Order>

/** 10 t screened gravel at 6 €/t, delivered 23,5 km: 60,00 + 63,45 = 123,45 €, VAT 29,63 €, 153,08 €. */
function deliveryOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    productId: 5,
    ...gravelDelivery,
    status: 'uus',
    staffNote: null,
    idempotencyKey: 'key-42',
    clientIpHash: null,
    updatedAt: new Date('2025-03-05T12:07:00Z'),
    ...unconfirmed,
    ...overrides,
  }
}

/** 1 t of Kaldaliiv, picked up: 3,50 € is raised to the 15 € minimum. */
function pickupOrder(overrides: Partial<Order> = {}): Order {
  return deliveryOrder({ productName: 'Kaldaliiv', unitPriceCents: 350, ...minimumPickup, ...overrides })
}

function inquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    id: 7,
    name: 'Jaan Tamm',
    email: 'jaan@example.ee',
    phone: '5555 1234',
    material: 'Killustik',
    details: 'Umbes 40 tonni, fraktsioon 16-32.\nTarne Tapale.',
    status: 'uus',
    answeredAt: null,
    idempotencyKey: 'key-7',
    clientIpHash: null,
    createdAt: new Date('2025-07-01T09:30:00Z'),
    locale: 'et',
    ...overrides,
  }
}

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attribute values', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
    expect(escapeHtml('Sõelutud kruus 16-32')).toBe('Sõelutud kruus 16-32')
  })
})

describe('formatDateTime', () => {
  it('shows Tallinn wall-clock time in winter and summer', () => {
    expect(formatDateTime(new Date('2025-03-05T12:07:00Z'))).toBe('05.03.2025 kell 14:07')
    expect(formatDateTime(new Date('2025-07-01T09:30:00Z'))).toBe('01.07.2025 kell 12:30')
    expect(formatDateTime(new Date('2025-01-15T22:30:00Z'))).toBe('16.01.2025 kell 00:30')
  })
})

describe('orderMailToStaff', () => {
  it('carries every field of the order payload, in both parts', () => {
    const mail = orderMailToStaff(deliveryOrder())
    expect(plain(mail.subject)).toBe('Uus tellimus nr 42: Sõelutud kruus, 10 tonni – Mari Maasikas')
    for (const part of [plain(mail.text), plain(mail.html)]) {
      for (const expected of [...gravelDeliveryInStaffMail, '6,00 €/t', '42']) {
        expect(part).toContain(expected)
      }
      expect(part).not.toContain('ligikaudne')
      expect(part).not.toContain('Minimaalne tellimuse summa')
    }
    expect(plain(mail.text)).toContain('Tüüp: tellimus')
    expect(plain(mail.text)).toContain('Transport, 23,5 km: 63,45 €')
    expect(mail.html).toContain('Palun helistage enne tulekut.<br>Värav on sinine.')
    expect(mail.html).toContain('href="mailto:mari@example.ee"')
    expect(mail.html).toContain('href="tel:+37251234567"')
  })

  it("names the company the invoice goes to, its e-invoice wish and the buyer's reference; a private person's has none", () => {
    const mail = orderMailToStaff(
      deliveryOrder({
        companyName: 'Ehitus OÜ',
        companyRegistryCode: '12345678',
        companyVatNumber: 'EE101234567',
        companyAddress: 'Pikk 1, Rakvere',
        companyEInvoice: true,
        buyerReference: 'Objekt Kadrina',
      }),
    )
    for (const part of [plain(mail.text), plain(mail.html)]) {
      expect(part.toLowerCase()).toContain('arve ettevõttele')
      for (const line of [
        'Ettevõte: Ehitus OÜ',
        'Registrikood: 12345678',
        'KMKR number: EE101234567',
        'Aadress: Pikk 1, Rakvere',
        'E-arve: soovib e-arvet',
        'Tellija viide: Objekt Kadrina',
      ])
        expect(plain(mail.text)).toContain(line)
      expect(part).not.toContain('Ärikonto')
      expect(part).not.toContain('krediidiotsust')
    }
    const account = plain(
      orderMailToStaff(
        deliveryOrder({
          companyName: 'Ehitus OÜ',
          customerId: 3,
          creditHold: true,
          creditHoldReason: 'Krediidilimiit 500,00 € on ületatud.',
        }),
      ).text,
    )
    expect(account).toContain('Ärikonto: tellitud ärikontolt')
    expect(account).toContain('Tellimus ootab krediidiotsust: Krediidilimiit 500,00 € on ületatud.')
    expect(account).not.toContain('E-arve')
    const privatePerson = plain(orderMailToStaff(deliveryOrder()).text)
    expect(privatePerson.toLowerCase()).not.toContain('arve ettevõttele')
    expect(privatePerson).not.toContain('krediidiotsust')
  })

  it('marks an estimated distance as approximate', () => {
    const mail = orderMailToStaff(deliveryOrder({ distanceSource: 'estimate' }))
    expect(plain(mail.text)).toContain('23,5 km (ligikaudne)')
    expect(plain(mail.html)).toContain('23,5 km (ligikaudne)')
  })

  it('a pickup order has no address or transport line, and notes the 15 € minimum', () => {
    const mail = orderMailToStaff(pickupOrder())
    const text = plain(mail.text)
    expect(plain(mail.subject)).toBe('Uus tellimus nr 42: Kaldaliiv, 1 tonn – Mari Maasikas')
    expect(text).toContain('Tulen ise järele')
    expect(text).toContain('Kaldaliiv, 1 tonn × 3,50 €/t: 3,50 €')
    expect(text).toContain('Summa ilma käibemaksuta: 15,00 €')
    expect(text).toContain('Käibemaks 24 %: 3,60 €')
    expect(text).toContain('Kokku koos käibemaksuga: 18,60 €')
    expect(text).toContain('Minimaalne tellimuse summa on 15€')
    expect(plain(mail.html)).toContain('Minimaalne tellimuse summa on 15€')
    expect(text).toContain('Sõnum: —')
    expect(text).not.toContain('Tarneaadress')
    expect(text).not.toContain('Transport,')
    expect(text).not.toContain('Soovin transporti')
  })

  it('escapes every customer value in the HTML and keeps headers on one line', () => {
    const evil = '<script>alert(1)</script>'
    const mail = orderMailToStaff(
      deliveryOrder({
        name: `Mari ${evil}\r\nBcc: keegi@example.ee`,
        email: 'mari"onmouseover="x@example.ee',
        phone: `<b>5</b>`,
        deliveryAddress: `Tee <img src=x onerror=alert(2)>`,
        notes: `${evil} & "jutumärgid"`,
        productName: `Kruus ${evil}`,
      }),
    )
    expect(mail.html).not.toMatch(/<script|<img|<b>|onmouseover="/)
    expect(mail.html).toContain('Mari &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain('Tee &lt;img src=x onerror=alert(2)&gt;')
    expect(mail.html).toContain('&amp; &quot;jutumärgid&quot;')
    expect(mail.html).toContain('href="mailto:mari&quot;onmouseover=&quot;x@example.ee"')
    // Plain text is not HTML: it shows what the customer typed.
    expect(mail.text).toContain(`Mari ${evil}`)
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })
})

describe('orderConfirmationToCustomer', () => {
  it('thanks, says it is a request and not yet a confirmed order, and what happens next', () => {
    const mail = orderConfirmationToCustomer(deliveryOrder())
    expect(mail.subject).toBe('Saime teie tellimuse soovi kätte (nr 42) – Padu Karjäär')
    for (const part of [plain(mail.text), plain(mail.html)]) {
      for (const expected of [
        'Aitäh',
        'Tere, Mari Maasikas!',
        'mitte veel kinnitatud tellimus',
        '1–3 tööpäeva',
        'hinna ja aja',
        business.phone,
        business.email,
        'Sõelutud kruus',
        '10 tonni',
        'Soovin transporti',
        'Tamme tn 5, Rakvere linn, Lääne-Viru maakond',
        '23,5 km',
        '123,45 €',
        '29,63 €',
        '153,08 €',
        '05.03.2025 kell 14:07',
      ]) {
        expect(part).toContain(expected)
      }
    }
    expect(plain(mail.text)).toContain('tarneaja')
  })

  it('for a pickup, speaks of collecting the material and shows the minimum notice', () => {
    const text = plain(orderConfirmationToCustomer(pickupOrder()).text)
    expect(text).toContain('Tulen ise järele')
    expect(text).toContain('järele tulla')
    expect(text).toContain('Minimaalne tellimuse summa on 15€')
    expect(text).toContain('18,60 €')
  })
})

describe('inquiry mails', () => {
  it('the staff mail has type, contact and the material combined with the details', () => {
    const mail = inquiryMailToStaff(inquiry())
    expect(mail.subject).toBe('Uus päring nr 7: Killustik – Jaan Tamm')
    const text = plain(mail.text)
    expect(text).toContain('Tüüp: päring')
    expect(text).toContain('Nimi: Jaan Tamm')
    expect(text).toContain('E-post: jaan@example.ee')
    expect(text).toContain('Telefon: 5555 1234')
    expect(text).toContain(
      'Sõnum:\n  Soovitud materjal: Killustik\n  Umbes 40 tonni, fraktsioon 16-32.\n  Tarne Tapale.',
    )
    expect(text).toContain('01.07.2025 kell 12:30')
    expect(mail.html).toContain(
      'Soovitud materjal: Killustik<br>Umbes 40 tonni, fraktsioon 16-32.<br>Tarne Tapale.',
    )
  })

  it('without details the message is the material alone', () => {
    expect(plain(inquiryMailToStaff(inquiry({ details: null })).text)).toContain(
      'Sõnum: Soovitud materjal: Killustik\n',
    )
    expect(plain(inquiryMailToStaff(inquiry({ details: '  ' })).text)).toContain(
      'Sõnum: Soovitud materjal: Killustik\n',
    )
  })

  it('the customer confirmation thanks, repeats the inquiry and gives the contacts', () => {
    const mail = inquiryConfirmationToCustomer(inquiry({ name: '<i>Jaan</i>' }))
    expect(mail.subject).toBe('Saime teie päringu kätte – Padu Karjäär')
    const text = plain(mail.text)
    for (const expected of [
      'Aitäh',
      '1–3 tööpäeva',
      'Soovitud materjal: Killustik',
      business.phone,
      business.email,
    ]) {
      expect(text).toContain(expected)
      expect(plain(mail.html)).toContain(expected)
    }
    expect(mail.html).toContain('Tere, &lt;i&gt;Jaan&lt;/i&gt;!')
  })
})

describe('the invoice mails', () => {
  const invoice: InvoiceMailFacts = {
    number: '2026-0001',
    totalCents: 15_308,
    dueDate: '2026-03-19',
    referenceNumber: '202600017',
    seller: { iban: 'EE382200221020145685', bankName: 'AS SEB Pank' },
  }
  const order = deliveryOrder({ status: 'tarnitud' })

  it('an invoice says what to pay, by when, where and with which reference number', () => {
    const mail = invoiceToCustomer(order, invoice, { customerUrl: null, replaces: '2025-0099' })
    expect(mail.subject).toBe(`Arve 2026-0001 – ${business.name}`)
    expect(plain(mail.text)).toContain('See asendab arvet nr 2025-0099')
    expect(plain(mail.text)).toContain(
      'Palume tasuda 153,08 € hiljemalt 19.03.2026 arveldusarvele EE382200221020145685 (AS SEB Pank), viitenumber 2026 0001 7.',
    )
  })

  it('a credit invoice names the invoice it cancels and why', () => {
    const credit = { ...invoice, number: '2026-0002', totalCents: -15_308, referenceNumber: '202600020' }
    const mail = creditInvoiceToCustomer(order, credit, {
      customerUrl: null,
      credited: '2026-0001',
      reason: 'Kaup võeti tagasi',
      corrected: false,
    })
    expect(mail.subject).toBe(`Kreeditarve 2026-0002 – ${business.name}`)
    expect(plain(mail.text)).toContain('tühistab tellimuse nr 42 arve nr 2026-0001 täies ulatuses')
    expect(mail.text).toContain('Põhjus: Kaup võeti tagasi')
  })

  it('the reminder asks for what is still open, as soon as possible', () => {
    const mail = invoiceReminderToCustomer(order, invoice, { customerUrl: null, openCents: 5_308 })
    expect(mail.subject).toBe(`Meeldetuletus: arve 2026-0001 on tasumata – ${business.name}`)
    expect(plain(mail.text)).toContain(
      'maksetähtaeg oli 19.03.2026 ja meie andmetel on arvest tasumata 53,08 €',
    )
    expect(plain(mail.text)).toContain('Palume tasuda 53,08 € esimesel võimalusel arveldusarvele')
  })
})

/** Every mail of an order's families in its language: the Russian and English words (ADR 056, ADR 060). */
describe.each([
  {
    locale: 'ru' as const,
    lang: 'lang="ru"',
    received: 'Мы получили вашу заявку на заказ (№ 42) – Padu Karjäär',
    words: [
      'Здравствуйте, Mari Maasikas!',
      '(Sõelutud kruus), 10 тонн',
      '10 тонн',
      '5 марта 2025 г. в 14:07',
      '153,08 €',
      'НДС 24 %',
    ],
    confirmed: /^Заказ № 42 подтверждён: четверг, 3 декабря 2026 г\., 08:00–10:00 – Padu Karjäär$/,
    footer: 'Телефон:',
    moved: 'Ранее согласованное время',
    cancelled: 'Вы отменили заказ № 42.',
    delivered: ['Счёт № 2026-7 приложен', 'эстонском языке', 'не позднее 17 декабря 2026 г.'],
    paid: 'Сумма: 153,08 €',
    inquiry: ['Мы получили ваш запрос – Padu Karjäär', 'Номер запроса: 7', '1 июля 2025 г. в 12:30'],
    staff: 'Keel: vene',
  },
  {
    locale: 'en' as const,
    lang: 'lang="en"',
    received: 'We have received your order request (no. 42) – Padu Karjäär',
    words: [
      'Hello Mari Maasikas,',
      '(Sõelutud kruus), 10 tonnes',
      '10 tonnes',
      '5 March 2025 at 14:07',
      '€153.08',
      'VAT 24%',
    ],
    confirmed: /^Order no\. 42 is confirmed: Thursday,? 3 December 2026, 08:00–10:00 – Padu Karjäär$/,
    footer: 'Phone:',
    moved: 'Previously agreed time',
    cancelled: 'You cancelled order no. 42.',
    delivered: ['Invoice no. 2026-7 is attached', 'The invoice is in Estonian', 'by 17 December 2026'],
    paid: 'Amount: €153.08',
    inquiry: ['We have received your enquiry – Padu Karjäär', 'Enquiry number: 7', '1 July 2025 at 12:30'],
    staff: 'Keel: inglise',
  },
])('the mails of an order placed in $locale', (language) => {
  const url = 'https://karjaar.example/tellimus/abc'
  const confirmedOrder = () =>
    deliveryOrder({
      locale: language.locale,
      deliveryDate: '2026-12-03',
      windowStart: '08:00',
      windowEnd: '10:00',
      confirmedAt: new Date('2026-11-30T10:00:00Z'),
    })

  it('the received mail: subject, words, formats, the order page link in both parts', () => {
    const mail = orderConfirmationToCustomer(deliveryOrder({ locale: language.locale }), url)
    expect(mail.subject).toBe(language.received)
    expect(mail.html).toContain(language.lang)
    for (const part of [plain(mail.text), plain(mail.html)]) {
      for (const expected of [...language.words, url]) expect(part).toContain(expected)
      expect(part).not.toMatch(/Tere|tonni|Aitäh/)
    }
    expect(mail.text).toContain(language.footer)
  })

  it('the confirmation, the move, the cancellation', () => {
    const confirmed = orderConfirmedToCustomer(confirmedOrder(), {
      customerUrl: url,
      changes: [],
      revised: false,
    })
    expect(plain(confirmed.subject)).toMatch(language.confirmed)
    expect(plain(confirmed.text)).toContain(url)
    const moved = orderMovedToCustomer(confirmedOrder(), { customerUrl: url, previous: '—' })
    expect(moved.text).toContain(language.moved)
    const cancelled = orderCancelledToCustomer(confirmedOrder(), {
      customerUrl: url,
      byCustomer: true,
      reason: null,
    })
    expect(cancelled.text).toContain(language.cancelled)
  })

  it('the delivery with its Estonian invoice, the receipt of a payment', () => {
    const invoice: InvoiceMailFacts = {
      number: '2026-7',
      totalCents: 15_308,
      dueDate: '2026-12-17',
      referenceNumber: '202600017',
      seller: { iban: 'EE382200221020145685', bankName: 'Swedbank' },
    }
    const delivered = orderDeliveredToCustomer(confirmedOrder(), { customerUrl: url, invoice })
    for (const expected of language.delivered) expect(plain(delivered.text)).toContain(expected)
    const paid = paymentReceivedToCustomer(
      confirmedOrder(),
      { amountCents: 15_308, paidAt: null, method: null, merchantReference: 'M-42' },
      { customerUrl: url },
    )
    expect(plain(paid.text)).toContain(language.paid)
  })

  it("the inquiry's confirmation, and staff's Estonian mails naming the language", () => {
    const mail = inquiryConfirmationToCustomer(inquiry({ locale: language.locale }))
    expect(mail.subject).toBe(language.inquiry[0])
    for (const expected of language.inquiry.slice(1)) expect(plain(mail.text)).toContain(expected)
    expect(plain(orderMailToStaff(deliveryOrder({ locale: language.locale })).text)).toContain(language.staff)
    expect(plain(inquiryMailToStaff(inquiry({ locale: language.locale })).text)).toContain(language.staff)
    expect(orderMailToStaff(deliveryOrder()).text).not.toContain('Keel:')
  })
})
