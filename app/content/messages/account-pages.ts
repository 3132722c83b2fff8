import { creditHeldText } from '#app/domain/customer-account.ts'
import type { Catalogue } from '#app/domain/locale.ts'

/**
 * A business account's pages (ADR 059) in three languages (ADR 060): the frame, the sign-in, the
 * overview, the orders and the invoices. The statement, the sites and the colleagues are in
 * account-lists.ts.
 * The invoices themselves stay Estonian (the VAT Act); the pages say so.
 *
 * Spell-checked with Debian's hunspell (ru_RU, en_GB).
 */
export type AccountPageMessage =
  | 'meta.account'
  | 'meta.signIn'
  | 'meta.signInDescription'
  | 'meta.orders'
  | 'meta.invoices'
  | 'nav.label'
  | 'nav.overview'
  | 'nav.orders'
  | 'nav.invoices'
  | 'nav.statement'
  | 'nav.sites'
  | 'nav.people'
  | 'signOut'
  | 'paging.label'
  | 'paging.newer'
  | 'paging.older'
  | 'paging.page'
  | 'remove'
  | 'signIn.heading'
  | 'signIn.intro'
  | 'signIn.sent'
  | 'signIn.validity'
  | 'signIn.form'
  | 'signIn.email'
  | 'signIn.submit'
  | 'signIn.noAccount'
  | 'signIn.apply'
  | 'signIn.failure'
  | 'link.prompt'
  | 'link.submit'
  | 'link.expired'
  | 'link.again'
  | 'link.unavailable'
  | 'overview.heading'
  | 'overview.money'
  | 'overview.balance'
  | 'overview.overdue'
  | 'overview.creditLeft'
  | 'overview.noLimit'
  | 'overview.openOrders'
  | 'overview.noOpenOrders'
  | 'overview.awaiting'
  | 'overview.lastInvoices'
  | 'overview.noInvoices'
  | 'creditHeld'
  | 'orderNumber'
  | 'orderStatus'
  | 'invoiceTitle'
  | 'invoiceStatus'
  | 'orders.heading'
  | 'orders.none'
  | 'orders.schedule'
  | 'orders.deliveredOn'
  | 'orders.orderedOn'
  | 'orders.weighed'
  | 'orders.ticket'
  | 'orders.again'
  | 'invoices.heading'
  | 'invoices.none'
  | 'invoices.due'
  | 'invoices.overdue'
  | 'invoices.ubl'
  | 'invoices.language'

export const accountPageMessages: Catalogue<AccountPageMessage> = {
  et: {
    'meta.account': 'Kliendikonto',
    'meta.signIn': 'Kliendikonto: sisselogimine',
    'meta.signInDescription': 'Ärikliendi konto: sisselogimine e-postiga saadetud lingiga.',
    'meta.orders': 'Tellimused · Kliendikonto',
    'meta.invoices': 'Arved · Kliendikonto',
    'nav.label': 'Kliendikonto',
    'nav.overview': 'Ülevaade',
    'nav.orders': 'Tellimused',
    'nav.invoices': 'Arved',
    'nav.statement': 'Saldo',
    'nav.sites': 'Objektid',
    'nav.people': 'Kolleegid',
    signOut: 'Logi välja',
    'paging.label': 'Lehed',
    'paging.newer': 'Uuemad',
    'paging.older': 'Vanemad',
    'paging.page': 'Leht {page} / {count}',
    remove: 'Eemalda',
    'signIn.heading': 'Kliendikonto',
    'signIn.intro':
      'Sisestage oma e-posti aadress. Saadame sellele lingi, millega saate kontole sisse logida. Parooli ei ole vaja.',
    'signIn.sent': 'Kui see aadress kuulub kliendikontole, saatsime sellele sisselogimislingi.',
    'signIn.validity': 'Link kehtib 15 minutit.',
    'signIn.form': 'Sisselogimislink',
    'signIn.email': 'E-post',
    'signIn.submit': 'Saada sisselogimislink',
    'signIn.noAccount': 'Kontot veel ei ole?',
    'signIn.apply': 'Taotlege ärikliendi kontot',
    'signIn.failure': 'Linki ei õnnestunud hetkel saata. Palun proovige mõne minuti pärast uuesti.',
    'link.prompt': 'Vajutage nuppu, et kontole sisse logida.',
    'link.submit': 'Logi sisse',
    'link.expired': 'See link on aegunud või juba kasutatud. Küsige uus link.',
    'link.again': 'Küsi uus link',
    'link.unavailable': 'Sisselogimine ei ole hetkel võimalik. Palun proovige hetke pärast uuesti.',
    'overview.heading': 'Kliendikonto ülevaade',
    'overview.money': 'Saldo',
    'overview.balance': 'Saldo (arved miinus maksed ja kreeditarved)',
    'overview.overdue': 'Üle tähtaja',
    'overview.creditLeft': 'Krediiti alles',
    'overview.noLimit': 'Limiiti ei ole',
    'overview.openOrders': 'Avatud tellimused',
    'overview.noOpenOrders': 'Avatud tellimusi ei ole.',
    'overview.awaiting': 'Ootab kinnitust',
    'overview.lastInvoices': 'Viimased arved',
    'overview.noInvoices': 'Arveid veel ei ole.',
    creditHeld: creditHeldText,
    orderNumber: 'Nr {id}',
    orderStatus: '{status, select, uus {Uus} kinnitatud {Kinnitatud} tarnitud {Tarnitud} other {Tühistatud}}',
    invoiceTitle: '{kind, select, kreeditarve {Kreeditarve} other {Arve}} nr {number}',
    invoiceStatus:
      '{status, select, tasumata {Tasumata} osaliselt {Osaliselt tasutud} tasutud {Tasutud} other {Krediteeritud}}',
    'orders.heading': 'Tellimused',
    'orders.none':
      'Tellimusi veel ei ole. Materjali saate tellida selle lehel: tellimus läheb ettevõtte kontole.',
    'orders.schedule': '{option, select, delivery {tarne} other {järeletulek}} {date} {window}',
    'orders.deliveredOn': 'tarnitud {date}',
    'orders.orderedOn': 'Tellitud {date}',
    'orders.weighed': 'Kaalutud {tonnes}',
    'orders.ticket': 'kaalusedel {ticket}',
    'orders.again': 'Telli uuesti',
    'invoices.heading': 'Arved',
    'invoices.none': 'Arveid veel ei ole: arve koostatakse tellimuse tarnimisel.',
    'invoices.due': 'maksetähtaeg {date}',
    'invoices.overdue': 'tähtaeg on möödas',
    'invoices.ubl': 'E-arve (XML)',
    'invoices.language': '',
  },
  ru: {
    'meta.account': 'Кабинет клиента',
    'meta.signIn': 'Кабинет клиента: вход',
    'meta.signInDescription': 'Кабинет бизнес-клиента: вход по ссылке, отправленной на электронную почту.',
    'meta.orders': 'Заказы · Кабинет клиента',
    'meta.invoices': 'Счета · Кабинет клиента',
    'nav.label': 'Кабинет клиента',
    'nav.overview': 'Обзор',
    'nav.orders': 'Заказы',
    'nav.invoices': 'Счета',
    'nav.statement': 'Сальдо',
    'nav.sites': 'Объекты',
    'nav.people': 'Коллеги',
    signOut: 'Выйти',
    'paging.label': 'Страницы',
    'paging.newer': 'Более новые',
    'paging.older': 'Более старые',
    'paging.page': 'Страница {page} из {count}',
    remove: 'Удалить',
    'signIn.heading': 'Кабинет клиента',
    'signIn.intro':
      'Введите свой адрес электронной почты. Мы отправим на него ссылку для входа в кабинет. Пароль не нужен.',
    'signIn.sent': 'Если этот адрес принадлежит кабинету клиента, мы отправили на него ссылку для входа.',
    'signIn.validity': 'Ссылка действительна 15 минут.',
    'signIn.form': 'Ссылка для входа',
    'signIn.email': 'Электронная почта',
    'signIn.submit': 'Отправить ссылку для входа',
    'signIn.noAccount': 'Кабинета ещё нет?',
    'signIn.apply': 'Подайте заявку на кабинет бизнес-клиента',
    'signIn.failure':
      'Сейчас не удалось отправить ссылку. Пожалуйста, попробуйте снова через несколько минут.',
    'link.prompt': 'Нажмите кнопку, чтобы войти в кабинет.',
    'link.submit': 'Войти',
    'link.expired': 'Срок действия ссылки истёк, или она уже использована. Запросите новую ссылку.',
    'link.again': 'Запросить новую ссылку',
    'link.unavailable': 'Сейчас войти невозможно. Пожалуйста, попробуйте снова чуть позже.',
    'overview.heading': 'Обзор кабинета клиента',
    'overview.money': 'Сальдо',
    'overview.balance': 'Сальдо (счета за вычетом платежей и кредитовых счетов)',
    'overview.overdue': 'Просрочено',
    'overview.creditLeft': 'Остаток кредита',
    'overview.noLimit': 'Лимит не установлен',
    'overview.openOrders': 'Открытые заказы',
    'overview.noOpenOrders': 'Открытых заказов нет.',
    'overview.awaiting': 'Ожидает подтверждения',
    'overview.lastInvoices': 'Последние счета',
    'overview.noInvoices': 'Счетов пока нет.',
    creditHeld: 'Заказ ожидает решения по кредиту',
    orderNumber: '№ {id}',
    orderStatus: '{status, select, uus {Новый} kinnitatud {Подтверждён} tarnitud {Выполнен} other {Отменён}}',
    invoiceTitle: '{kind, select, kreeditarve {Кредитовый счёт} other {Счёт}} № {number}',
    invoiceStatus:
      '{status, select, tasumata {Не оплачен} osaliselt {Оплачен частично} tasutud {Оплачен} other {Кредитован}}',
    'orders.heading': 'Заказы',
    'orders.none':
      'Заказов пока нет. Материал можно заказать на его странице: заказ будет оформлен на вашу компанию.',
    'orders.schedule': '{option, select, delivery {доставка} other {самовывоз}} {date} {window}',
    'orders.deliveredOn': 'выполнен {date}',
    'orders.orderedOn': 'Заказан {date}',
    'orders.weighed': 'Взвешено {tonnes}',
    'orders.ticket': 'весовой талон {ticket}',
    'orders.again': 'Заказать снова',
    'invoices.heading': 'Счета',
    'invoices.none': 'Счетов пока нет: счёт выставляется, когда заказ выполнен.',
    'invoices.due': 'срок оплаты {date}',
    'invoices.overdue': 'срок оплаты истёк',
    'invoices.ubl': 'Э-счёт (XML)',
    'invoices.language': 'Счета составляются на эстонском языке, как того требует Закон о налоге с оборота.',
  },
  en: {
    'meta.account': 'Customer account',
    'meta.signIn': 'Customer account: sign in',
    'meta.signInDescription': 'Business customer account: sign in with a link sent to your e-mail.',
    'meta.orders': 'Orders · Customer account',
    'meta.invoices': 'Invoices · Customer account',
    'nav.label': 'Customer account',
    'nav.overview': 'Overview',
    'nav.orders': 'Orders',
    'nav.invoices': 'Invoices',
    'nav.statement': 'Statement',
    'nav.sites': 'Sites',
    'nav.people': 'Colleagues',
    signOut: 'Sign out',
    'paging.label': 'Pages',
    'paging.newer': 'Newer',
    'paging.older': 'Older',
    'paging.page': 'Page {page} of {count}',
    remove: 'Remove',
    'signIn.heading': 'Customer account',
    'signIn.intro':
      'Enter your e-mail address. We will send you a link to sign in to your account. No password is needed.',
    'signIn.sent': 'If this address belongs to a customer account, we have sent a sign-in link to it.',
    'signIn.validity': 'The link is valid for 15 minutes.',
    'signIn.form': 'Sign-in link',
    'signIn.email': 'E-mail',
    'signIn.submit': 'Send a sign-in link',
    'signIn.noAccount': 'No account yet?',
    'signIn.apply': 'Apply for a business account',
    'signIn.failure': 'We could not send the link just now. Please try again in a few minutes.',
    'link.prompt': 'Press the button to sign in to your account.',
    'link.submit': 'Sign in',
    'link.expired': 'This link has expired or has already been used. Please ask for a new one.',
    'link.again': 'Ask for a new link',
    'link.unavailable': 'Signing in is not possible at the moment. Please try again shortly.',
    'overview.heading': 'Customer account overview',
    'overview.money': 'Balance',
    'overview.balance': 'Balance (invoices less payments and credit notes)',
    'overview.overdue': 'Overdue',
    'overview.creditLeft': 'Credit remaining',
    'overview.noLimit': 'No limit set',
    'overview.openOrders': 'Open orders',
    'overview.noOpenOrders': 'No open orders.',
    'overview.awaiting': 'Awaiting confirmation',
    'overview.lastInvoices': 'Latest invoices',
    'overview.noInvoices': 'No invoices yet.',
    creditHeld: 'The order is awaiting a credit decision',
    orderNumber: 'No. {id}',
    orderStatus: '{status, select, uus {New} kinnitatud {Confirmed} tarnitud {Completed} other {Cancelled}}',
    invoiceTitle: '{kind, select, kreeditarve {Credit note} other {Invoice}} No. {number}',
    invoiceStatus:
      '{status, select, tasumata {Unpaid} osaliselt {Partly paid} tasutud {Paid} other {Credited}}',
    'orders.heading': 'Orders',
    'orders.none':
      "No orders yet. You can order a material on its page: the order is placed on your company's account.",
    'orders.schedule': '{option, select, delivery {delivery} other {collection}} {date} {window}',
    'orders.deliveredOn': 'completed {date}',
    'orders.orderedOn': 'Ordered on {date}',
    'orders.weighed': 'Weighed {tonnes}',
    'orders.ticket': 'weighbridge ticket {ticket}',
    'orders.again': 'Order again',
    'invoices.heading': 'Invoices',
    'invoices.none': 'No invoices yet: an invoice is issued when an order is completed.',
    'invoices.due': 'due {date}',
    'invoices.overdue': 'overdue',
    'invoices.ubl': 'E-invoice (XML)',
    'invoices.language': 'Invoices are issued in Estonian, as the VAT Act requires.',
  },
}

/** An invoice's status as a select key of the messages ('osaliselt tasutud' has a space). */
export function invoiceStatusKey(status: string): string {
  return status === 'osaliselt tasutud' ? 'osaliselt' : status
}
