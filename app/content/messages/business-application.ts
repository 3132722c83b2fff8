import type { ApplicationTexts } from '#app/domain/customer-forms.ts'
import type { Catalogue } from '#app/domain/locale.ts'

/**
 * The business-account application (/ariklient, ADR 059) in three languages (ADR 060): the page, its
 * form, and every answer of the server's check, so that an applicant reads one language whatever
 * refuses the form. The Estonian texts are the spec's, word for word; the mails stay Estonian.
 *
 * Spell-checked with Debian's hunspell (ru_RU, en_GB). Words the dictionaries lack, right as written:
 * эл. (электронная, as the inquiry form writes it), НСО (налог с оборота), e-arve (the Estonian
 * e-invoice's name), EE and EE101234567 (a KMKR number's form).
 */
export type BusinessApplicationMessage =
  | 'meta.title'
  | 'meta.description'
  | 'heading'
  | 'intro'
  | 'benefit.terms'
  | 'benefit.details'
  | 'benefit.documents'
  | 'benefit.colleagues'
  | 'noAccountNeeded'
  | 'signIn'
  | 'sent.title'
  | 'sent.text'
  | 'form.title'
  | 'website'
  | 'name'
  | 'registryCode'
  | 'registryCodeHint'
  | 'vatNumber'
  | 'vatNumberHint'
  | 'street'
  | 'streetHint'
  | 'city'
  | 'postalCode'
  | 'contactName'
  | 'email'
  | 'phone'
  | 'term'
  | 'termHint'
  | 'note'
  | 'submit'
  | 'error.nameRequired'
  | 'error.registryCodeRequired'
  | 'error.registryCodeFormat'
  | 'error.registryCodeCheckDigit'
  | 'error.vatNumberFormat'
  | 'error.vatNumberCheckDigit'
  | 'error.streetRequired'
  | 'error.cityRequired'
  | 'error.postalCodeRequired'
  | 'error.postalCodeFormat'
  | 'error.contactNameRequired'
  | 'error.emailRequired'
  | 'error.emailInvalid'
  | 'error.phoneRequired'
  | 'error.phoneFormat'
  | 'error.termFormat'
  | 'error.tooLong'
  | 'error.forbiddenCharacters'
  | 'error.duplicateApplication'
  | 'error.tooMany'
  | 'error.failure'
  | 'error.unreadable'

export const businessApplicationMessages: Catalogue<BusinessApplicationMessage> = {
  et: {
    'meta.title': 'Ärikliendi konto',
    'meta.description':
      'Ehitusettevõttele kliendikonto: kokkulepitud hinnad, maksetähtaeg, tellimused, arved ja saldo ühes kohas.',
    heading: 'Ärikliendi konto',
    intro: 'Ehitusettevõttele, kes tellib meilt korduvalt. Kliendikontoga saate',
    'benefit.terms': 'kokkulepitud hinnad ja maksetähtaeg;',
    'benefit.details': 'ettevõtte andmed on tellimisel juba täidetud, objektid salvestatud;',
    'benefit.documents': 'kõik tellimused, arved ja saldoteatis ühes kohas, arved ka e-arvena;',
    'benefit.colleagues': 'mitu kolleegi ühe konto all.',
    noAccountNeeded:
      'Kontot ei ole vaja, et tellida: iga klient saab tellida ka ilma selleta. Kui teil on konto juba olemas,',
    signIn: 'logige sisse',
    'sent.title': 'Aitäh! Saime teie taotluse kätte',
    'sent.text':
      'Vaatame taotluse üle, tavaliselt 1–3 tööpäeva jooksul. Kui konto avatakse, saadame kontaktisiku e-postile sisselogimislingi.',
    'form.title': 'Taotle kliendikontot',
    website: 'Veebileht',
    name: 'Ettevõtte nimi *',
    registryCode: 'Registrikood *',
    registryCodeHint: '8 numbrit, äriregistrist',
    vatNumber: 'KMKR number',
    vatNumberHint: 'Kui ettevõte on käibemaksukohustuslane, nt EE101234567',
    street: 'Tänav ja maja *',
    streetHint: 'Ettevõtte juriidiline aadress',
    city: 'Linn või vald *',
    postalCode: 'Postiindeks *',
    contactName: 'Kontaktisik *',
    email: 'E-post *',
    phone: 'Telefon *',
    term: 'Soovitud maksetähtaeg (päeva)',
    termHint: 'Näiteks 14 või 30, kuni {max}',
    note: 'Lisainfo',
    submit: 'Saada taotlus',
    'error.nameRequired': 'Sisestage ettevõtte nimi',
    'error.registryCodeRequired': 'Sisestage registrikood',
    'error.registryCodeFormat': 'Registrikood on 8 numbrit.',
    'error.registryCodeCheckDigit': 'Registrikoodi kontrollnumber ei klapi.',
    'error.vatNumberFormat': 'Käibemaksukohustuslase number on EE ja 9 numbrit.',
    'error.vatNumberCheckDigit': 'Käibemaksukohustuslase numbri kontrollnumber ei klapi.',
    'error.streetRequired': 'Sisestage tänav ja maja',
    'error.cityRequired': 'Sisestage linn või vald',
    'error.postalCodeRequired': 'Sisestage postiindeks',
    'error.postalCodeFormat': 'Postiindeks on 5 numbrit',
    'error.contactNameRequired': 'Sisestage kontaktisiku nimi',
    'error.emailRequired': 'Sisestage e-posti aadress',
    'error.emailInvalid': 'Kontrollige e-posti aadressi',
    'error.phoneRequired': 'Sisestage telefoninumber',
    'error.phoneFormat': 'Telefoninumbris võivad olla numbrid, tühikud ja märk +',
    'error.termFormat': 'Maksetähtaeg on 0 kuni {max} päeva',
    'error.tooLong': 'Lubatud on kuni {max} märki',
    'error.forbiddenCharacters': 'Tekstis on lubamatuid märke',
    'error.duplicateApplication':
      'Selle registrikoodiga ettevõttel on juba taotlus või kliendikonto. Küsimuste korral helistage meile.',
    'error.tooMany':
      'Liiga palju katseid lühikese aja jooksul. Palun proovige mõne minuti pärast uuesti või helistage meile.',
    'error.failure':
      'Taotlust ei õnnestunud hetkel salvestada. Palun proovige mõne minuti pärast uuesti või helistage meile.',
    'error.unreadable': 'Vigane päring.',
  },
  ru: {
    'meta.title': 'Личный кабинет бизнес-клиента',
    'meta.description':
      'Личный кабинет для строительных компаний: согласованные цены, срок оплаты, заказы, счета и сальдо расчётов в одном месте.',
    heading: 'Личный кабинет бизнес-клиента',
    intro: 'Для строительной компании, которая регулярно заказывает у нас. С личным кабинетом у вас',
    'benefit.terms': 'согласованные цены и срок оплаты;',
    'benefit.details': 'данные компании уже заполнены при заказе, объекты сохранены;',
    'benefit.documents':
      'все заказы, счета и акт сверки в одном месте, счета также в электронном виде (e-arve);',
    'benefit.colleagues': 'несколько сотрудников в одном личном кабинете.',
    noAccountNeeded:
      'Для заказа личный кабинет не нужен: любой клиент может заказывать и без него. Если у вас уже есть личный кабинет,',
    signIn: 'войдите',
    'sent.title': 'Спасибо! Мы получили вашу заявку',
    'sent.text':
      'Мы рассмотрим заявку, обычно в течение 1–3 рабочих дней. Когда личный кабинет будет открыт, мы отправим ссылку для входа на электронную почту контактного лица.',
    'form.title': 'Заявка на личный кабинет',
    website: 'Сайт',
    name: 'Название компании *',
    registryCode: 'Регистрационный код *',
    registryCodeHint: '8 цифр, из Коммерческого регистра',
    vatNumber: 'Номер плательщика НСО',
    vatNumberHint: 'Если компания является плательщиком НСО, например EE101234567',
    street: 'Улица и дом *',
    streetHint: 'Юридический адрес компании',
    city: 'Город или волость *',
    postalCode: 'Почтовый индекс *',
    contactName: 'Контактное лицо *',
    email: 'Эл. почта *',
    phone: 'Телефон *',
    term: 'Желаемый срок оплаты (дней)',
    termHint: 'Например, 14 или 30, но не более {max}',
    note: 'Дополнительная информация',
    submit: 'Отправить заявку',
    'error.nameRequired': 'Укажите название компании',
    'error.registryCodeRequired': 'Укажите регистрационный код',
    'error.registryCodeFormat': 'Регистрационный код состоит из 8 цифр.',
    'error.registryCodeCheckDigit': 'Неверная контрольная цифра регистрационного кода.',
    'error.vatNumberFormat': 'Номер плательщика НСО — это EE и 9 цифр.',
    'error.vatNumberCheckDigit': 'Неверная контрольная цифра номера плательщика НСО.',
    'error.streetRequired': 'Укажите улицу и дом',
    'error.cityRequired': 'Укажите город или волость',
    'error.postalCodeRequired': 'Укажите почтовый индекс',
    'error.postalCodeFormat': 'Почтовый индекс состоит из 5 цифр',
    'error.contactNameRequired': 'Укажите имя контактного лица',
    'error.emailRequired': 'Укажите адрес эл. почты',
    'error.emailInvalid': 'Проверьте адрес эл. почты',
    'error.phoneRequired': 'Укажите номер телефона',
    'error.phoneFormat': 'Номер телефона может содержать цифры, пробелы и знак +',
    'error.termFormat':
      'Срок оплаты — от 0 до {max, plural, one {# дня} few {# дней} many {# дней} other {# дня}}',
    'error.tooLong':
      'Допускается не более {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
    'error.forbiddenCharacters': 'В тексте есть недопустимые символы',
    'error.duplicateApplication':
      'У компании с этим регистрационным кодом уже есть заявка или личный кабинет. Если у вас есть вопросы, позвоните нам.',
    'error.tooMany':
      'Слишком много попыток за короткое время. Пожалуйста, попробуйте через несколько минут или позвоните нам.',
    'error.failure':
      'Сейчас не удалось сохранить заявку. Пожалуйста, попробуйте через несколько минут или позвоните нам.',
    'error.unreadable': 'Неверный запрос.',
  },
  en: {
    'meta.title': 'Business customer account',
    'meta.description':
      'A customer account for construction companies: agreed prices, payment terms, orders, invoices and your balance in one place.',
    heading: 'Business customer account',
    intro: 'For a construction company that orders from us regularly. With a customer account you get',
    'benefit.terms': 'agreed prices and payment terms;',
    'benefit.details': "your company's details already filled in when you order, and your sites saved;",
    'benefit.documents':
      'all your orders, invoices and the statement of account in one place, with invoices also as e-invoices;',
    'benefit.colleagues': 'several colleagues under one account.',
    noAccountNeeded:
      'You do not need an account to order: any customer can order without one. If you already have an account,',
    signIn: 'sign in',
    'sent.title': 'Thank you! We have received your application',
    'sent.text':
      "We will review the application, usually within 1–3 working days. When the account is opened, we will send a sign-in link to the contact person's e-mail address.",
    'form.title': 'Apply for a customer account',
    website: 'Website',
    name: 'Company name *',
    registryCode: 'Registry code *',
    registryCodeHint: '8 digits, from the Business Register',
    vatNumber: 'VAT number',
    vatNumberHint: 'If the company is registered for VAT, e.g. EE101234567',
    street: 'Street and number *',
    streetHint: "The company's registered address",
    city: 'Town or rural municipality *',
    postalCode: 'Postcode *',
    contactName: 'Contact person *',
    email: 'E-mail *',
    phone: 'Phone *',
    term: 'Requested payment term (days)',
    termHint: 'For example 14 or 30, up to {max}',
    note: 'Additional information',
    submit: 'Send application',
    'error.nameRequired': 'Please enter the company name',
    'error.registryCodeRequired': 'Please enter the registry code',
    'error.registryCodeFormat': 'The registry code is 8 digits.',
    'error.registryCodeCheckDigit': "The registry code's check digit does not match.",
    'error.vatNumberFormat': 'The VAT number is EE followed by 9 digits.',
    'error.vatNumberCheckDigit': "The VAT number's check digit does not match.",
    'error.streetRequired': 'Please enter the street and number',
    'error.cityRequired': 'Please enter the town or rural municipality',
    'error.postalCodeRequired': 'Please enter the postcode',
    'error.postalCodeFormat': 'The postcode is 5 digits',
    'error.contactNameRequired': "Please enter the contact person's name",
    'error.emailRequired': 'Please enter the e-mail address',
    'error.emailInvalid': 'Please check the e-mail address',
    'error.phoneRequired': 'Please enter the phone number',
    'error.phoneFormat': 'The phone number may contain digits, spaces and the + sign',
    'error.termFormat': 'The payment term is 0 to {max, plural, one {# day} other {# days}}',
    'error.tooLong': 'No more than {max, plural, one {# character} other {# characters}} allowed',
    'error.forbiddenCharacters': 'The text contains characters that are not allowed',
    'error.duplicateApplication':
      'A company with this registry code already has an application or a customer account. If you have any questions, please give us a call.',
    'error.tooMany':
      'Too many attempts in a short time. Please try again in a few minutes or give us a call.',
    'error.failure':
      'We could not save the application just now. Please try again in a few minutes or give us a call.',
    'error.unreadable': 'Invalid request.',
  },
}

/** The texts that check the application, from the catalogue in one language. */
export function applicationTextsWith(
  t: (id: BusinessApplicationMessage, values?: Record<string, unknown>) => string,
  maxTermDays: number,
): ApplicationTexts {
  return {
    nameRequired: t('error.nameRequired'),
    registryCodeRequired: t('error.registryCodeRequired'),
    registryCodeFormat: t('error.registryCodeFormat'),
    registryCodeCheckDigit: t('error.registryCodeCheckDigit'),
    vatNumberFormat: t('error.vatNumberFormat'),
    vatNumberCheckDigit: t('error.vatNumberCheckDigit'),
    streetRequired: t('error.streetRequired'),
    cityRequired: t('error.cityRequired'),
    postalCodeRequired: t('error.postalCodeRequired'),
    postalCodeFormat: t('error.postalCodeFormat'),
    contactNameRequired: t('error.contactNameRequired'),
    emailRequired: t('error.emailRequired'),
    emailInvalid: t('error.emailInvalid'),
    phoneRequired: t('error.phoneRequired'),
    phoneFormat: t('error.phoneFormat'),
    termFormat: t('error.termFormat', { max: maxTermDays }),
    tooLong: (max) => t('error.tooLong', { max }),
    forbiddenCharacters: t('error.forbiddenCharacters'),
  }
}
