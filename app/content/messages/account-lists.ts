import type { Catalogue } from '#app/domain/locale.ts'

/**
 * A business account's statement, sites and colleagues (ADR 059) in three languages (ADR 060), and
 * every answer the server's checks of the account's forms give, so that a person reads one language
 * whatever refuses a form. The statement's PDF is written with the same words.
 *
 * Spell-checked with Debian's hunspell (ru_RU, en_GB).
 */
export type AccountListMessage =
  | 'meta.statement'
  | 'meta.sites'
  | 'meta.people'
  | 'statement.title'
  | 'statement.periods'
  | 'statement.period'
  | 'statement.badPeriod'
  | 'statement.notPeriod'
  | 'statement.opening'
  | 'statement.closing'
  | 'statement.date'
  | 'statement.document'
  | 'statement.debit'
  | 'statement.credit'
  | 'statement.balance'
  | 'statement.owes'
  | 'statement.nothing'
  | 'statement.download'
  | 'statement.show'
  | 'statement.from'
  | 'statement.to'
  | 'statement.buyer'
  | 'statement.seller'
  | 'statement.made'
  | 'statement.thisYear'
  | 'statement.lastYear'
  | 'statement.invoice'
  | 'statement.creditNote'
  | 'statement.cancels'
  | 'statement.payment'
  | 'sites.heading'
  | 'sites.intro'
  | 'sites.saved'
  | 'sites.removed'
  | 'sites.none'
  | 'sites.fromQuarry'
  | 'sites.removeLabel'
  | 'sites.add'
  | 'sites.save'
  | 'sites.name'
  | 'sites.nameHint'
  | 'sites.address'
  | 'sites.addressHint'
  | 'people.heading'
  | 'people.added'
  | 'people.removed'
  | 'people.you'
  | 'people.removeLabel'
  | 'people.add'
  | 'people.name'
  | 'people.email'
  | 'people.role'
  | 'people.roleName'
  | 'people.roleHint'
  | 'people.byAdmins'
  | 'error.siteName'
  | 'error.siteAddress'
  | 'error.name'
  | 'error.role'
  | 'error.unknownAction'
  | 'error.entry'
  | 'error.addressNotFound'
  | 'error.outOfRange'
  | 'error.distanceFailed'
  | 'error.tooManySites'
  | 'error.siteGone'
  | 'error.adminsOnly'
  | 'error.userTaken'
  | 'error.lastAdmin'
  | 'error.personGone'

export const accountListMessages: Catalogue<AccountListMessage> = {
  et: {
    'meta.statement': 'Saldoteatis · Kliendikonto',
    'meta.sites': 'Objektid · Kliendikonto',
    'meta.people': 'Kolleegid · Kliendikonto',
    'statement.title': 'Saldoteatis',
    'statement.periods': 'Periood',
    'statement.period': 'Periood {from}–{to}',
    'statement.badPeriod': 'Need kuupäevad ei moodusta perioodi. Näitame selle aasta saldoteatist.',
    'statement.notPeriod': 'Need kuupäevad ei moodusta perioodi.',
    'statement.opening': 'Algsaldo {date}',
    'statement.closing': 'Lõppsaldo {date}',
    'statement.date': 'Kuupäev',
    'statement.document': 'Dokument',
    'statement.debit': 'Deebet',
    'statement.credit': 'Kreedit',
    'statement.balance': 'Saldo',
    'statement.owes': 'Positiivne saldo on teie tasumata summa, negatiivne teie ettemaks.',
    'statement.nothing': 'Perioodis ei olnud arveid ega laekumisi.',
    'statement.download': 'Laadi alla PDF',
    'statement.show': 'Näita',
    'statement.from': 'Alates',
    'statement.to': 'Kuni',
    'statement.buyer': 'Klient',
    'statement.seller': 'Müüja',
    'statement.made': 'Koostatud {date}',
    'statement.thisYear': 'See aasta',
    'statement.lastYear': 'Eelmine aasta',
    'statement.invoice': 'Arve nr {number}',
    'statement.creditNote': 'Kreeditarve nr {number}',
    'statement.cancels': 'Kreeditarve nr {number}, tühistab arve nr {cancels}',
    'statement.payment':
      'Laekumine{source, select, bank { (pangaülekanne)} online { (veebimakse)} advance { (ettemaks pangaülekandega)} other {}}, arve nr {number}',
    'sites.heading': 'Objektid',
    'sites.intro': 'Salvestatud objekte saate tellimisel valida: aadressi ei pea iga kord uuesti kirjutama.',
    'sites.saved': 'Objekt salvestatud.',
    'sites.removed': 'Objekt eemaldatud.',
    'sites.none': 'Salvestatud objekte veel ei ole.',
    'sites.fromQuarry': '{distance} karjäärist',
    'sites.removeLabel': 'Eemalda objekt {name}',
    'sites.add': 'Lisa objekt',
    'sites.save': 'Salvesta objekt',
    'sites.name': 'Objekti nimi *',
    'sites.nameHint': 'Nt Rakvere kool, B-korpus',
    'sites.address': 'Aadress *',
    'sites.addressHint': 'Tänav ja maja, küla või linn; vahemaa karjäärist arvutame ise.',
    'people.heading': 'Kolleegid',
    'people.added': 'Kolleeg lisatud. Ta saab kontole siseneda lehel {page} oma e-posti aadressiga.',
    'people.removed': 'Kolleeg eemaldatud.',
    'people.you': '(teie)',
    'people.removeLabel': 'Eemalda {name}',
    'people.add': 'Lisa kolleeg',
    'people.name': 'Nimi *',
    'people.email': 'E-post *',
    'people.role': 'Roll *',
    'people.roleName': '{role, select, admin {Administraator} other {Tellija}}',
    'people.roleHint':
      'Tellija saab tellida ja näeb ettevõtte arveid; administraator saab ka kolleege lisada ja eemaldada.',
    'people.byAdmins': 'Kolleege lisavad ja eemaldavad teie ettevõtte konto administraatorid.',
    // The same words as the staff's forms' (accountFormTexts): this catalogue reaches the pages'
    // bundles, where the forms' schemas (zod) must not.
    'error.siteName': 'Sisestage objekti nimi',
    'error.siteAddress': 'Sisestage objekti aadress',
    'error.name': 'Sisestage nimi',
    'error.role': 'Valige roll',
    'error.unknownAction': 'Tundmatu toiming.',
    'error.entry': 'Vigane kirje. Laadige leht uuesti.',
    'error.addressNotFound': 'Aadressi ei leitud. Kirjutage see täpsemalt, näiteks „Pikk 5, Rakvere“.',
    'error.outOfRange': 'Sellele aadressile me ei tarni: see on karjäärist kaugemal kui 60 km.',
    'error.distanceFailed': 'Vahemaa arvutamine ebaõnnestus. Palun proovige hetke pärast uuesti.',
    'error.tooManySites': 'Salvestatud objekte võib olla kuni {max}. Eemaldage mõni, mida enam ei vaja.',
    'error.siteGone': 'Objekti ei leitud: see võib olla juba eemaldatud.',
    'error.adminsOnly': 'Kolleege saavad lisada ja eemaldada ainult konto administraatorid.',
    'error.userTaken': 'Selle e-posti aadressiga isik on juba ühe ettevõtte kontol.',
    'error.lastAdmin': 'Kontol peab jääma vähemalt üks administraator.',
    'error.personGone': 'Isikut ei leitud.',
  },
  ru: {
    'meta.statement': 'Акт сверки · Кабинет клиента',
    'meta.sites': 'Объекты · Кабинет клиента',
    'meta.people': 'Коллеги · Кабинет клиента',
    'statement.title': 'Акт сверки',
    'statement.periods': 'Период',
    'statement.period': 'Период {from}–{to}',
    'statement.badPeriod': 'Эти даты не образуют период. Показываем акт сверки за этот год.',
    'statement.notPeriod': 'Эти даты не образуют период.',
    'statement.opening': 'Начальное сальдо на {date}',
    'statement.closing': 'Конечное сальдо на {date}',
    'statement.date': 'Дата',
    'statement.document': 'Документ',
    'statement.debit': 'Дебет',
    'statement.credit': 'Кредит',
    'statement.balance': 'Сальдо',
    'statement.owes': 'Положительное сальдо — ваша неоплаченная сумма, отрицательное — ваша предоплата.',
    'statement.nothing': 'За этот период не было ни счетов, ни поступлений.',
    'statement.download': 'Скачать PDF',
    'statement.show': 'Показать',
    'statement.from': 'С',
    'statement.to': 'По',
    'statement.buyer': 'Клиент',
    'statement.seller': 'Продавец',
    'statement.made': 'Составлен {date}',
    'statement.thisYear': 'Этот год',
    'statement.lastYear': 'Прошлый год',
    'statement.invoice': 'Счёт № {number}',
    'statement.creditNote': 'Кредитовый счёт № {number}',
    'statement.cancels': 'Кредитовый счёт № {number}, отменяет счёт № {cancels}',
    'statement.payment':
      'Поступление{source, select, bank { (банковский перевод)} online { (онлайн-платёж)} advance { (предоплата банковским переводом)} other {}}, счёт № {number}',
    'sites.heading': 'Объекты',
    'sites.intro': 'Сохранённый объект можно выбрать при заказе: не нужно каждый раз заново вводить адрес.',
    'sites.saved': 'Объект сохранён.',
    'sites.removed': 'Объект удалён.',
    'sites.none': 'Сохранённых объектов пока нет.',
    'sites.fromQuarry': '{distance} от карьера',
    'sites.removeLabel': 'Удалить объект {name}',
    'sites.add': 'Добавить объект',
    'sites.save': 'Сохранить объект',
    'sites.name': 'Название объекта *',
    'sites.nameHint': 'Например, школа в Раквере, корпус B',
    'sites.address': 'Адрес *',
    'sites.addressHint': 'Улица и дом, деревня или город; расстояние от карьера мы рассчитаем сами.',
    'people.heading': 'Коллеги',
    'people.added':
      'Коллега добавлен. Он может войти в кабинет на странице {page} со своим адресом электронной почты.',
    'people.removed': 'Коллега удалён.',
    'people.you': '(вы)',
    'people.removeLabel': 'Удалить: {name}',
    'people.add': 'Добавить коллегу',
    'people.name': 'Имя *',
    'people.email': 'Электронная почта *',
    'people.role': 'Роль *',
    'people.roleName': '{role, select, admin {Администратор} other {Заказчик}}',
    'people.roleHint':
      'Заказчик может делать заказы и видит счета компании; администратор может также добавлять и удалять коллег.',
    'people.byAdmins': 'Коллег добавляют и удаляют администраторы кабинета вашей компании.',
    'error.siteName': 'Введите название объекта',
    'error.siteAddress': 'Введите адрес объекта',
    'error.name': 'Введите имя',
    'error.role': 'Выберите роль',
    'error.unknownAction': 'Неизвестное действие.',
    'error.entry': 'Неверная запись. Обновите страницу.',
    'error.addressNotFound': 'Адрес не найден. Напишите его точнее, например «Pikk 5, Rakvere».',
    'error.outOfRange': 'По этому адресу мы не доставляем: он дальше 60 км от карьера.',
    'error.distanceFailed': 'Не удалось рассчитать расстояние. Пожалуйста, попробуйте снова чуть позже.',
    'error.tooManySites':
      'Сохранить можно не более {max, plural, one {# объекта} few {# объектов} many {# объектов} other {# объекта}}. Удалите тот, который больше не нужен.',
    'error.siteGone': 'Объект не найден: возможно, он уже удалён.',
    'error.adminsOnly': 'Добавлять и удалять коллег могут только администраторы кабинета.',
    'error.userTaken': 'Человек с этим адресом электронной почты уже есть в кабинете одной из компаний.',
    'error.lastAdmin': 'В кабинете должен остаться хотя бы один администратор.',
    'error.personGone': 'Человек не найден: возможно, он уже удалён.',
  },
  en: {
    'meta.statement': 'Statement of account · Customer account',
    'meta.sites': 'Sites · Customer account',
    'meta.people': 'Colleagues · Customer account',
    'statement.title': 'Statement of account',
    'statement.periods': 'Period',
    'statement.period': 'Period {from}–{to}',
    'statement.badPeriod': "These dates do not make a period. Here is this year's statement.",
    'statement.notPeriod': 'These dates do not make a period.',
    'statement.opening': 'Opening balance on {date}',
    'statement.closing': 'Closing balance on {date}',
    'statement.date': 'Date',
    'statement.document': 'Document',
    'statement.debit': 'Debit',
    'statement.credit': 'Credit',
    'statement.balance': 'Balance',
    'statement.owes': 'A positive balance is the amount you owe; a negative one is your prepayment.',
    'statement.nothing': 'There were no invoices or payments in this period.',
    'statement.download': 'Download PDF',
    'statement.show': 'Show',
    'statement.from': 'From',
    'statement.to': 'To',
    'statement.buyer': 'Customer',
    'statement.seller': 'Seller',
    'statement.made': 'Prepared on {date}',
    'statement.thisYear': 'This year',
    'statement.lastYear': 'Last year',
    'statement.invoice': 'Invoice No. {number}',
    'statement.creditNote': 'Credit note No. {number}',
    'statement.cancels': 'Credit note No. {number}, cancelling invoice No. {cancels}',
    'statement.payment':
      'Payment{source, select, bank { (bank transfer)} online { (online payment)} advance { (prepayment by bank transfer)} other {}}, invoice No. {number}',
    'sites.heading': 'Sites',
    'sites.intro': 'You can choose a saved site when you order, so you need not type the address every time.',
    'sites.saved': 'Site saved.',
    'sites.removed': 'Site removed.',
    'sites.none': 'No saved sites yet.',
    'sites.fromQuarry': '{distance} from the quarry',
    'sites.removeLabel': 'Remove site {name}',
    'sites.add': 'Add a site',
    'sites.save': 'Save site',
    'sites.name': 'Site name *',
    'sites.nameHint': 'E.g. Rakvere school, block B',
    'sites.address': 'Address *',
    'sites.addressHint': 'Street and number, village or town; we work out the distance from the quarry.',
    'people.heading': 'Colleagues',
    'people.added': 'Colleague added. They can sign in at {page} with their own e-mail address.',
    'people.removed': 'Colleague removed.',
    'people.you': '(you)',
    'people.removeLabel': 'Remove {name}',
    'people.add': 'Add a colleague',
    'people.name': 'Name *',
    'people.email': 'E-mail *',
    'people.role': 'Role *',
    'people.roleName': '{role, select, admin {Administrator} other {Purchaser}}',
    'people.roleHint':
      "A purchaser can order and sees the company's invoices; an administrator can also add and remove colleagues.",
    'people.byAdmins': "Colleagues are added and removed by your company's account administrators.",
    'error.siteName': 'Enter the name of the site',
    'error.siteAddress': 'Enter the address of the site',
    'error.name': 'Enter a name',
    'error.role': 'Choose a role',
    'error.unknownAction': 'Unknown action.',
    'error.entry': 'Invalid entry. Please reload the page.',
    'error.addressNotFound': "Address not found. Please write it more precisely, e.g. 'Pikk 5, Rakvere'.",
    'error.outOfRange': 'We do not deliver to this address: it is more than 60 km from the quarry.',
    'error.distanceFailed': 'We could not work out the distance. Please try again shortly.',
    'error.tooManySites':
      'You can save up to {max, plural, one {# site} other {# sites}}. Please remove one you no longer need.',
    'error.siteGone': 'Site not found: it may already have been removed.',
    'error.adminsOnly': "Only the account's administrators can add and remove colleagues.",
    'error.userTaken': "A person with this e-mail address is already on a company's account.",
    'error.lastAdmin': 'The account must keep at least one administrator.',
    'error.personGone': 'Person not found: they may already have been removed.',
  },
}
