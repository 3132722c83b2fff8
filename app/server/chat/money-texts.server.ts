import { friendlyFormatIBAN } from 'ibantools'
import type { BusinessInfo } from '#app/content/business.ts'
import { MIN_DELIVERY_TONNES, MIN_QUANTITY_TONNES } from '#app/domain/order-rules.ts'
import { hoursLine, seasonSentence } from './adviser-texts.server.ts'
import type { Language } from './language.server.ts'
import type { Question } from './question.server.ts'

/**
 * The adviser's words on the money side and the collection, in its three languages: how to pay
 * ('Maksa kohe' on the order page once the order is confirmed, when online payment is on; a bank transfer
 * with the order's reference number), whether paying first is required (the business setting
 * `prepaymentRequired`, ADR 059: then buyers without an account pay before delivery; else, ADR 045, an
 * online payment before delivery is an advance and the invoice follows the delivery), invoices for companies and
 * e-invoices, the payment term, picking up at the quarry, deliveries on a weekend day and the order page.
 * Every figure and name comes from the business facts staff keep and from app/domain; `online` is whether
 * the server has Montonio's keys. The buttons and boxes are named as the Estonian pages label them.
 */

export interface MoneyFacts {
  business: BusinessInfo
  /** 'Maksa kohe' is offered on a confirmed order's page (Montonio is configured). */
  online: boolean
}

export type WeekendDay = 'Saturday' | 'Sunday'

export interface MoneyTexts {
  pay: string
  card: string
  prepay: string
  invoice: string
  company: string
  eInvoice: string
  term: string
  pickup: string
  track: string
  /** Deliveries and loading on Saturday or Sunday. */
  weekendDay: (day: WeekendDay) => string
  /** Holidays, and the weekdays' hours when the day is closed. */
  weekendNote: (closed: boolean) => string
}

/** '14 päeva', '1 day', '21 день': the noun after a count, by each language's plural rules. */
function days(count: number, language: Language): string {
  const forms: Record<Language, Record<string, string>> = {
    et: { one: 'päev', other: 'päeva' },
    en: { one: 'day', other: 'days' },
    ru: { one: 'день', few: 'дня', many: 'дней', other: 'дня' },
  }
  const rule = new Intl.PluralRules(language).select(count)
  return `${count} ${forms[language][rule] ?? forms[language].other}`
}

function transferDetails(business: BusinessInfo) {
  if (!business.iban.trim()) return null
  return {
    recipient: business.legalName || business.name,
    account: `${friendlyFormatIBAN(business.iban) ?? business.iban}${business.bankName ? ` (${business.bankName})` : ''}`,
  }
}

export function moneyTexts({ business, online }: MoneyFacts): Record<Language, MoneyTexts> {
  const transfer = transferDetails(business)
  const term = business.paymentTermDays
  const { season } = business
  const line = (language: Language) => hoursLine(business.weeklyHours, language)
  const seasonText = (language: Language) => (season ? ` ${seasonSentence(season, language)}` : '')
  const address = `${business.address.street}, ${business.address.locality}, ${business.address.region}`
  const hours = (day: WeekendDay) => business.weeklyHours[day]
  const span = (day: WeekendDay) => `${hours(day)?.opens}-${hours(day)?.closes}`

  const et = (() => {
    const button =
      'Kui oleme tellimuse kinnitanud, saate tellimuse lehel vajutada „Maksa kohe“ ja maksta pangalingi või kaardiga (Montonio kaudu).'
    const bank = transfer
      ? `pangaülekandega: saaja ${transfer.recipient}, konto ${transfer.account}, viitenumber on tellimuse kinnituskirjas ja tellimuse lehel.`
      : 'pangaülekandega arve alusel: konto ja viitenumber on arvel.'
    const invoiceAfter = `Kui ette ei maksa, saadame pärast tarnet arve kaalutud koguse järgi ja selle maksetähtaeg on ${days(term, 'et')}.`
    const advanceBank = transfer
      ? bank
      : `pangaülekandega: konto andmed saate, kui helistate ${business.phone} või kirjutate ${business.email}.`
    return {
      pay: online ? `Tasuda saab kahel viisil. ${button} Või tasuge ${bank}` : `Tasuda saab ${bank}`,
      card: online ? `Jah. ${button}` : `Kaardiga veebis praegu maksta ei saa. Tasuda saab ${bank}`,
      prepay: business.prepaymentRequired
        ? `Jah, palume tasuda tellimuse eest enne tarnet: tarnime, kui makse on laekunud. ${online ? `${button} Või tasuge ${advanceBank}` : `Tasuge ${advanceBank}`} Kliendikontoga ettevõtted tasuvad arve alusel pärast tarnet, kokkulepitud maksetähtaja jooksul.`
        : `Ette maksma ei pea. ${invoiceAfter}${online ? ' Soovi korral võite kinnitatud tellimuse ette maksta tellimuse lehel nupuga „Maksa kohe“; siis arvestame makse arvel ettemaksuna.' : ''}`,
      invoice: `Arve koostame tarne päeval kaalutud koguse järgi ja saadame selle e-postiga PDF-failina. Arve maksetähtaeg on ${days(term, 'et')}.`,
      company:
        'Ettevõttele saab arve teha: märkige tellimisvormis „Arve ettevõttele“ ja kirjutage ettevõtte nimi, registrikood ja KMKR number, kui ettevõte on käibemaksukohustuslane.',
      eInvoice: `Jah, iga arve koostame ka e-arvena (XML, Euroopa standard EN 16931). Kui soovite e-arvet, märkige tellimisvormis „Arve ettevõttele“ ja „Soovin e-arvet“; ärikliendi kontoga tellides kehtib konto e-arve valik. Küsimuste korral kirjutage aadressile ${business.email}.`,
      term: `Arve maksetähtaeg on ${days(term, 'et')} arve kuupäevast. Arve saadame e-postiga pärast tarnet; tasuda saab pangaülekandega arvel oleva viitenumbriga.`,
      pickup: `Jah, materjalile võite ise karjääri järele tulla: laadime selle teie autole või haagisele. Valige tellimisvormis „Tulen ise järele“; nii saab tellida alates ${MIN_QUANTITY_TONNES} tonnist. Tulge kokkulepitud ajal. Karjäär on avatud ${line('et')}.${seasonText('et')} Aadress: ${address}.`,
      track: `Tellimuse kohta saadame e-kirja, milles on link teie tellimuse lehele (aadress algab /tellimus/). Seal näete tellimuse seisu ja kinnitatud aega, saate tellimuse eest maksta ja pärast tarnet arve alla laadida. Kui kirja ei leia, helistage: ${business.phone}.`,
      weekendDay: (day: WeekendDay) => {
        const name = day === 'Saturday' ? 'laupäeviti' : 'pühapäeviti'
        const closedOn = day === 'Saturday' ? 'laupäeval' : 'pühapäeval'
        return hours(day)
          ? `Jah, ${name} toome materjali kohale ja laadime karjääris kell ${span(day)}.`
          : `${name[0]?.toUpperCase()}${name.slice(1)} me materjali ei too ega laadi: karjäär on ${closedOn} suletud.`
      },
      weekendNote: (closed: boolean) =>
        `${closed ? `Toome ja laadime ${line('et')}. ` : ''}Kohale toome alates ${MIN_DELIVERY_TONNES} tonnist; riigipühadel oleme suletud.${seasonText('et')}`,
    }
  })()

  const ru = (() => {
    const button =
      'После того как мы подтвердим заказ, на странице заказа можно нажать «Maksa kohe» («Оплатить сейчас») и оплатить через интернет-банк или картой (через Montonio).'
    const bank = transfer
      ? `банковским переводом: получатель ${transfer.recipient}, счёт ${transfer.account}, ссылочный номер указан в письме с подтверждением заказа и на странице заказа.`
      : 'банковским переводом по счёту: номер счёта и ссылочный номер указаны в счёте.'
    const invoiceAfter = `Если вы не платите заранее, после доставки мы отправим счёт по взвешенному количеству, срок оплаты — ${days(term, 'ru')}.`
    const advanceBank = transfer
      ? bank
      : `банковским переводом: реквизиты можно узнать по телефону ${business.phone} или по адресу ${business.email}.`
    return {
      pay: online
        ? `Оплатить можно двумя способами. ${button} Или оплатите ${bank}`
        : `Оплатить можно ${bank}`,
      card: online ? `Да. ${button}` : `Оплатить картой через сайт сейчас нельзя. Оплатить можно ${bank}`,
      prepay: business.prepaymentRequired
        ? `Да, заказ нужно оплатить до доставки: мы доставим его, когда поступит оплата. ${online ? `${button} Или оплатите ${advanceBank}` : `Оплатите ${advanceBank}`} Фирмы, у которых есть бизнес-аккаунт, платят по счёту после доставки в согласованный срок.`
        : `Предоплата не обязательна. ${invoiceAfter}${online ? ' При желании подтверждённый заказ можно оплатить заранее на странице заказа кнопкой «Maksa kohe»; тогда мы учтём платёж в счёте как предоплату.' : ''}`,
      invoice: `Счёт мы составляем в день доставки по взвешенному количеству и отправляем по электронной почте в формате PDF. Срок оплаты счёта — ${days(term, 'ru')}.`,
      company:
        'Счёт можно выставить на фирму: в форме заказа отметьте «Arve ettevõttele» (счёт на фирму) и укажите название фирмы, регистрационный код и номер плательщика НДС, если фирма зарегистрирована как плательщик НДС.',
      eInvoice: `Да, каждый счёт мы составляем и как электронный счёт (XML по европейскому стандарту EN 16931). Если нужен электронный счёт, в форме заказа отметьте «Счёт на компанию» и «Нужен электронный счёт»; при заказе через бизнес-аккаунт действует выбор, сделанный для аккаунта. Если остались вопросы, напишите на ${business.email}.`,
      term: `Срок оплаты счёта — ${days(term, 'ru')} с даты счёта. Счёт мы отправляем по электронной почте после доставки; оплатить его можно банковским переводом со ссылочным номером, указанным в счёте.`,
      pickup: `Да, материал можно забрать из карьера самим: мы загрузим его в вашу машину или прицеп. В форме заказа выберите «Tulen ise järele» (самовывоз); при самовывозе можно заказать от ${MIN_QUANTITY_TONNES} т. Приезжайте в согласованное время. Карьер открыт: ${line('ru')}.${seasonText('ru')} Адрес: ${address}.`,
      track: `О заказе мы отправляем письмо со ссылкой на страницу вашего заказа (адрес начинается с /tellimus/). Там видны состояние заказа и подтверждённое время, там же можно оплатить заказ, а после доставки скачать счёт. Если письма нет, позвоните: ${business.phone}.`,
      weekendDay: (day: WeekendDay) => {
        const name = day === 'Saturday' ? 'субботам' : 'воскресеньям'
        const closedOn = day === 'Saturday' ? 'в субботу' : 'в воскресенье'
        return hours(day)
          ? `Да, по ${name} мы доставляем материал и грузим в карьере: ${span(day)}.`
          : `По ${name} мы не доставляем и не грузим: ${closedOn} карьер закрыт.`
      },
      weekendNote: (closed: boolean) =>
        `${closed ? `Доставляем и грузим: ${line('ru')}. ` : ''}Доставляем от ${MIN_DELIVERY_TONNES} т; в государственные праздники мы закрыты.${seasonText('ru')}`,
    }
  })()

  const en = (() => {
    const button =
      'Once we have confirmed your order, you can press "Maksa kohe" ("Pay now") on the order page and pay by bank link or card (through Montonio).'
    const bank = transfer
      ? `by bank transfer: recipient ${transfer.recipient}, account ${transfer.account}; the reference number is in the order confirmation e-mail and on the order page.`
      : 'by bank transfer against the invoice: the account and the reference number are on the invoice.'
    const invoiceAfter = `If you do not pay in advance, we send the invoice for the weighed amount after delivery, with a payment term of ${days(term, 'en')}.`
    const advanceBank = transfer
      ? bank
      : `by bank transfer: for the account details, call ${business.phone} or e-mail ${business.email}.`
    return {
      pay: online ? `You can pay in two ways. ${button} Or pay ${bank}` : `You can pay ${bank}`,
      card: online
        ? `Yes. ${button}`
        : `Card payment online is not available at the moment. You can pay ${bank}`,
      prepay: business.prepaymentRequired
        ? `Yes, please pay for the order before delivery: we deliver once the payment has arrived. ${online ? `${button} Or pay ${advanceBank}` : `Pay ${advanceBank}`} Companies with a business account pay by invoice after delivery, within their agreed payment term.`
        : `No, you do not have to pay in advance. ${invoiceAfter}${online ? ' If you like, you can pay a confirmed order in advance with the "Maksa kohe" button on the order page; the payment then appears on the invoice as a prepayment.' : ''}`,
      invoice: `We make out the invoice on the day of delivery for the weighed amount and send it by e-mail as a PDF. The payment term is ${days(term, 'en')}.`,
      company:
        'We can invoice your company: tick "Arve ettevõttele" (invoice to a company) on the order form and enter the company name, its registry code and its VAT number if it is VAT-registered.',
      eInvoice: `Yes, every invoice is also made as an e-invoice (XML to the European standard EN 16931). If you need an e-invoice, tick "Invoice a company" and "I would like an e-invoice" on the order form; when you order with a business account, the account's e-invoice setting applies. For any questions, e-mail ${business.email}.`,
      term: `The payment term is ${days(term, 'en')} from the invoice date. We e-mail the invoice after delivery; pay it by bank transfer with the reference number on the invoice.`,
      pickup: `Yes, you can collect the material from the quarry yourself: we load it onto your vehicle or trailer. Choose "Tulen ise järele" (I will collect) on the order form; collected orders start from ${MIN_QUANTITY_TONNES} t. Please come at the agreed time. The quarry is open ${line('en')}.${seasonText('en')} Address: ${address}.`,
      track: `We send you an e-mail with a link to your order page (its address begins with /tellimus/). There you can see the state of the order and the confirmed time, pay for it and, after delivery, download the invoice. If you cannot find the e-mail, call us: ${business.phone}.`,
      weekendDay: (day: WeekendDay) =>
        hours(day)
          ? `Yes, on ${day}s we deliver and load at the quarry ${span(day)}.`
          : `We do not deliver or load on ${day}s: the quarry is closed on ${day}.`,
      weekendNote: (closed: boolean) =>
        `${closed ? `We deliver and load ${line('en')}. ` : ''}We deliver from ${MIN_DELIVERY_TONNES} t; we are closed on public holidays.${seasonText('en')}`,
    }
  })()

  return { et, ru, en }
}

/** The same facts for the AI adviser's instructions, in Estonian as the rest of them. */
export function moneyFactsForModel(facts: MoneyFacts): string {
  const { et } = moneyTexts(facts)
  return [
    `Tasumine: ${et.pay} ${et.prepay}`,
    `Arved: ${et.invoice} ${et.company} ${et.eInvoice}`,
    `Ise järele tulles: ${et.pickup}`,
    `Laupäeval: ${et.weekendDay('Saturday')} Pühapäeval: ${et.weekendDay('Sunday')}`,
    `Tellimuse jälgimine: ${et.track}`,
  ].join('\n')
}

/** The question's weekend days, when it asks about deliveries or loading on them. */
function weekendDaysAsked(question: Question): WeekendDay[] {
  if (!question.asks.delivery && !question.money.pickup) return []
  if (question.day === 'saturday') return ['Saturday']
  if (question.day === 'sunday') return ['Sunday']
  if (question.day === 'weekend') return ['Saturday', 'Sunday']
  return []
}

/**
 * The money side's answers to a question, in its language; `weekend` when they answer a delivery or
 * loading day, which the hours and delivery rules then need not repeat.
 */
export function moneyReply(
  question: Question,
  language: Language,
  facts: MoneyFacts,
): { parts: string[]; weekend: boolean } {
  const t = moneyTexts(facts)[language]
  const asks = question.money
  const parts: string[] = []
  if (asks.card) parts.push(t.card)
  else if (asks.pay) parts.push(t.pay)
  if (asks.prepay) parts.push(t.prepay)
  if (asks.company && (asks.invoice || asks.eInvoice || asks.pay || asks.prepay)) parts.push(t.company)
  if (asks.eInvoice) parts.push(t.eInvoice)
  // The term's sentence says what the invoice's does, and more; paying first says the term too, unless
  // it is required.
  const prepayTellsTerm = asks.prepay && !facts.business.prepaymentRequired
  if (asks.term && !prepayTellsTerm) parts.push(t.term)
  else if (asks.invoice && !asks.eInvoice && !asks.prepay) parts.push(t.invoice)
  if (asks.pickup) parts.push(t.pickup)
  const weekend = weekendDaysAsked(question)
  if (weekend.length > 0) {
    parts.push(weekend.map((day) => t.weekendDay(day)).join(' '))
    parts.push(t.weekendNote(weekend.every((day) => facts.business.weeklyHours[day] === null)))
  }
  if (asks.track) parts.push(t.track)
  return { parts, weekend: weekend.length > 0 }
}
