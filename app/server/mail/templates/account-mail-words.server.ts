import type { Catalogue } from '#app/domain/locale.ts'

/**
 * The words of a business account's mails to its people (ADR 059) in three languages (ADR 060): the
 * application's receipt and staff's decision in the language the company applied in, a sign-in link in
 * the language of the page it was asked on. Staff's own mail of an application stays Estonian.
 *
 * Spell-checked with Debian's hunspell (ru_RU, en_GB).
 */
export type AccountMailWord =
  | 'greeting'
  | 'company'
  | 'registryCode'
  | 'vatNumber'
  | 'address'
  | 'contact'
  | 'email'
  | 'phone'
  | 'term'
  | 'termDays'
  | 'receiptSubject'
  | 'receiptPreview'
  | 'receiptHeading'
  | 'receiptText'
  | 'receiptTitle'
  | 'openedSubject'
  | 'openedPreview'
  | 'openedHeading'
  | 'openedText'
  | 'signIn'
  | 'openedValidity'
  | 'linkSubject'
  | 'linkPreview'
  | 'linkHeading'
  | 'linkText'
  | 'linkIgnore'
  | 'refusedSubject'
  | 'refusedPreview'
  | 'refusedHeading'
  | 'refusedText'

export const accountMailWords: Catalogue<AccountMailWord> = {
  et: {
    greeting: 'Tere, {name}!',
    company: 'Ettevõte',
    registryCode: 'Registrikood',
    vatNumber: 'KMKR number',
    address: 'Aadress',
    contact: 'Kontaktisik',
    email: 'E-post',
    phone: 'Telefon',
    term: 'Soovitud maksetähtaeg',
    termDays: '{days} päeva',
    receiptSubject: 'Saime teie ärikliendi taotluse kätte – {business}',
    receiptPreview: 'Vaatame taotluse üle ja anname teile otsusest teada e-posti teel.',
    receiptHeading: 'Aitäh! Saime teie taotluse kätte',
    receiptText:
      'Vaatame taotluse üle, tavaliselt 1–3 tööpäeva jooksul. Kui kliendikonto avatakse, saadame sellele aadressile sisselogimislingi.',
    receiptTitle: 'Teie taotlus',
    openedSubject: 'Teie kliendikonto on avatud – {business}',
    openedPreview: '{company}: logige sisse, et tellida kokkulepitud hindadega.',
    openedHeading: 'Teie kliendikonto on avatud',
    openedText:
      'Ettevõtte {company} kliendikonto on avatud. Kontol näete oma tellimusi, arveid ja saldot ning tellite kokkulepitud hindade ja maksetingimustega.',
    signIn: 'Logi sisse: ',
    openedValidity: 'Link kehtib 15 minutit ja ühe korra. Hiljem küsige uus link lehel ',
    linkSubject: 'Sisselogimislink – {business}',
    linkPreview: 'Link kehtib 15 minutit ja ühe korra.',
    linkHeading: 'Logige kliendikontole sisse',
    linkText: 'Logige sisse ettevõtte {company} kliendikontole:',
    linkIgnore:
      'Link kehtib 15 minutit ja ühe korra. Kui te linki ei küsinud, ei pea te midagi tegema: ilma lingita ei saa keegi teie kontole sisse.',
    refusedSubject: 'Ärikliendi taotlus – {business}',
    refusedPreview: '{company}: me ei saa praegu kliendikontot avada.',
    refusedHeading: 'Ärikliendi taotlus',
    refusedText:
      'Me ei saa praegu ettevõttele {company} kliendikontot avada. Saate meilt tellida ka ilma kontota, nagu kõik teised kliendid.',
  },
  ru: {
    greeting: 'Здравствуйте, {name}!',
    company: 'Компания',
    registryCode: 'Регистрационный код',
    vatNumber: 'Номер плательщика НСО',
    address: 'Адрес',
    contact: 'Контактное лицо',
    email: 'Эл. почта',
    phone: 'Телефон',
    term: 'Желаемый срок оплаты',
    termDays: '{days, plural, one {# день} few {# дня} many {# дней} other {# дня}}',
    receiptSubject: 'Мы получили вашу заявку бизнес-клиента – {business}',
    receiptPreview: 'Мы рассмотрим заявку и сообщим вам о решении по электронной почте.',
    receiptHeading: 'Спасибо! Мы получили вашу заявку',
    receiptText:
      'Мы рассмотрим заявку, обычно в течение 1–3 рабочих дней. Если кабинет клиента будет открыт, мы отправим ссылку для входа на этот адрес.',
    receiptTitle: 'Ваша заявка',
    openedSubject: 'Ваш кабинет клиента открыт – {business}',
    openedPreview: '{company}: войдите, чтобы заказывать по согласованным ценам.',
    openedHeading: 'Ваш кабинет клиента открыт',
    openedText:
      'Кабинет клиента компании {company} открыт. В нём вы видите свои заказы, счета и сальдо и заказываете по согласованным ценам и условиям оплаты.',
    signIn: 'Войти: ',
    openedValidity:
      'Ссылка действительна 15 минут и только один раз. Позже запросите новую ссылку на странице ',
    linkSubject: 'Ссылка для входа – {business}',
    linkPreview: 'Ссылка действительна 15 минут и только один раз.',
    linkHeading: 'Войдите в кабинет клиента',
    linkText: 'Войдите в кабинет клиента компании {company}:',
    linkIgnore:
      'Ссылка действительна 15 минут и только один раз. Если вы не запрашивали ссылку, ничего делать не нужно: без неё никто не войдёт в ваш кабинет.',
    refusedSubject: 'Заявка бизнес-клиента – {business}',
    refusedPreview: '{company}: сейчас мы не можем открыть кабинет клиента.',
    refusedHeading: 'Заявка бизнес-клиента',
    refusedText:
      'Сейчас мы не можем открыть кабинет клиента для компании {company}. Вы можете заказывать у нас и без кабинета, как и все другие клиенты.',
  },
  en: {
    greeting: 'Hello {name},',
    company: 'Company',
    registryCode: 'Registry code',
    vatNumber: 'VAT number',
    address: 'Address',
    contact: 'Contact person',
    email: 'Email',
    phone: 'Phone',
    term: 'Requested payment term',
    termDays: '{days, plural, one {# day} other {# days}}',
    receiptSubject: 'We have received your business account application – {business}',
    receiptPreview: 'We will review the application and let you know our decision by email.',
    receiptHeading: 'Thank you! We have received your application',
    receiptText:
      'We will review the application, usually within 1–3 working days. If the customer account is opened, we will send a sign-in link to this address.',
    receiptTitle: 'Your application',
    openedSubject: 'Your customer account is open – {business}',
    openedPreview: '{company}: sign in to order at your agreed prices.',
    openedHeading: 'Your customer account is open',
    openedText:
      'The customer account of {company} is open. In it you see your orders, invoices and balance, and you order at your agreed prices and payment terms.',
    signIn: 'Sign in: ',
    openedValidity: 'The link is valid for 15 minutes and can be used once. Later, ask for a new link at ',
    linkSubject: 'Sign-in link – {business}',
    linkPreview: 'The link is valid for 15 minutes and can be used once.',
    linkHeading: 'Sign in to your customer account',
    linkText: 'Sign in to the customer account of {company}:',
    linkIgnore:
      'The link is valid for 15 minutes and can be used once. If you did not ask for it, you need do nothing: no one can sign in to your account without the link.',
    refusedSubject: 'Business account application – {business}',
    refusedPreview: '{company}: we cannot open a customer account at present.',
    refusedHeading: 'Business account application',
    refusedText:
      'We cannot open a customer account for {company} at present. You can still order from us without an account, like all our other customers.',
  },
}
