import { type CompanyBuyerTexts, companyBuyerTexts } from '#app/domain/company-buyer.ts'
import { companyCodeTexts } from '#app/domain/company-codes.ts'
import type { Catalogue } from '#app/domain/locale.ts'
import { type OrderMessages, type OrderTexts, orderTexts } from '#app/domain/order-form.ts'

/** The Estonian answers and checks are the domain's own texts (the spec's), read here, not copied. */
const { tooLong: _tooLong, ...estonianAnswers } = orderTexts

/**
 * The order form of a material page in three languages (ADR 060): its labels and hints, the receipt,
 * the checks' messages (the browser's and the server's, one text each) and the answers. The Estonian
 * texts are the spec's, verbatim; Estonian pages keep their page's own family of messages
 * (order-messages.ts), while a Russian or English page has one family of its own.
 */
export type OrderMessage =
  // The checks and answers (OrderTexts).
  | 'smallQuantityNote'
  | 'minimumNotice'
  | 'submitting'
  | 'successTitle'
  | 'successText'
  | 'failureTitle'
  | 'failureText'
  | 'outOfAreaTitle'
  | 'outOfAreaText'
  | 'missingAddressTitle'
  | 'missingAddressText'
  | 'distanceTitle'
  | 'overLimitTitle'
  | 'overLimitText'
  | 'addressNotFound'
  | 'distanceFailed'
  | 'quantityOutOfRange'
  | 'tooLong'
  | 'forbiddenCharacters'
  | 'chooseDelivery'
  | 'unknownMaterial'
  | 'notAvailableTitle'
  | 'notAvailableText'
  | 'tooMany'
  | 'eInvoiceNeedsCompany'
  | 'unreadable'
  // A Russian or English page's family (OrderMessages).
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'quantityRequired'
  | 'deliveryOptionRequired'
  | 'deliveryAddressRequired'
  | 'blockedText'
  // The company's checks (CompanyBuyerTexts).
  | 'companyNameRequired'
  | 'companyNameTooLong'
  | 'registryCodeRequired'
  | 'companyAddressRequired'
  | 'companyAddressTooLong'
  | 'registryCodeFormat'
  | 'registryCodeCheckDigit'
  | 'vatNumberFormat'
  | 'vatNumberCheckDigit'
  // The form.
  | 'formLabel'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'website'
  | 'invoiceRecipient'
  | 'invoiceToCompany'
  | 'companyName'
  | 'registryCode'
  | 'vatNumber'
  | 'companyAddress'
  | 'companyAddressHint'
  | 'companyEInvoice'
  | 'buyerReference'
  | 'buyerReferenceHint'
  | 'accountInviteBefore'
  | 'accountInviteLink'
  | 'accountInviteAfter'
  | 'quantity'
  | 'quantityOption'
  | 'quantityHintBefore'
  | 'quantityHintAfter'
  | 'transport'
  | 'self'
  | 'delivery'
  | 'deliveryAddress'
  | 'deliveryAddressIfDelivery'
  | 'measuring'
  | 'measured'
  | 'deliveryHint'
  | 'addressPlaceholder'
  | 'addressSuggestions'
  | 'noSuggestions'
  | 'chosenAddress'
  | 'loadError'
  | 'loadErrorText'
  | 'configError'
  | 'configErrorText'
  | 'typeManually'
  | 'distanceFound'
  | 'distanceRetry'
  | 'searchUnavailableTitle'
  | 'searchUnavailableText'
  | 'chooseSuggestion'
  | 'chooseSuggestionShort'
  | 'notes'
  | 'notesPlaceholder'
  | 'agreedPrice'
  | 'submit'
  | 'requestNote'
  | 'privacyNote'
  | 'privacyLink'
  | 'newTab'
  | 'accountCompany'
  | 'accountCompanyCodes'
  | 'accountCompanyNote'
  | 'site'
  | 'newSite'
  // The receipt.
  | 'receiptProduct'
  | 'receiptTransport'
  | 'receiptNet'
  | 'receiptVat'
  | 'receiptTotal'

export const orderMessages: Catalogue<OrderMessage> = {
  et: {
    ...estonianAnswers,
    tooLong: 'Lubatud on kuni {max} märki',
    unreadable: 'Vigane päring.',
    firstNameRequired: 'Eesnimi on kohustuslik',
    lastNameRequired: 'Perekonnanimi on kohustuslik',
    emailRequired: 'E-post on kohustuslik',
    emailInvalid: 'Vigane e-posti aadress',
    phoneRequired: 'Telefon on kohustuslik',
    quantityRequired: 'Kogus on kohustuslik',
    deliveryOptionRequired: 'Transpordi valik on kohustuslik',
    deliveryAddressRequired: 'Palun sisestage tarneaadress.',
    blockedText: 'Tellimuse esitamine on blokeeritud kuna asute teeninduspiirkonnast väljaspool.',
    companyNameRequired: companyBuyerTexts.nameRequired,
    companyNameTooLong: companyBuyerTexts.nameTooLong,
    registryCodeRequired: companyBuyerTexts.registryCodeRequired,
    companyAddressRequired: companyBuyerTexts.addressRequired,
    companyAddressTooLong: companyBuyerTexts.addressTooLong,
    ...companyCodeTexts,
    formLabel: 'Tellimuse vorm: {product}',
    firstName: 'Eesnimi *',
    lastName: 'Perekonnanimi *',
    email: 'E-post *',
    phone: 'Telefon *',
    website: 'Veebileht',
    invoiceRecipient: 'Arve saaja',
    invoiceToCompany: 'Arve ettevõttele',
    companyName: 'Ettevõtte nimi *',
    registryCode: 'Registrikood *',
    vatNumber: 'KMKR number (valikuline)',
    companyAddress: 'Ettevõtte juriidiline aadress *',
    companyAddressHint: 'Äriregistris olev aadress, mis märgitakse arvele',
    companyEInvoice: 'Soovin e-arvet',
    buyerReference: 'Tellija viide (valikuline)',
    buyerReferenceHint: 'Objekti nimi või teie tellimuse number: märgime selle arvele.',
    accountInviteBefore: 'Tellite sageli?',
    accountInviteLink: 'Ärikliendi kontoga',
    accountInviteAfter: 'on teie andmed ja hinnad juba täidetud.',
    quantity: 'Kogus *',
    quantityOption: '{count, plural, one {#\u00a0tonn} other {#\u00a0tonni}}',
    quantityHintBefore: 'Üle 25 tonni? Helistage',
    quantityHintAfter: 'ja teeme eraldi pakkumise.',
    transport: 'Transport *',
    self: 'Tulen ise järele',
    delivery: 'Soovin transporti',
    deliveryAddress: 'Tarneaadress *',
    deliveryAddressIfDelivery: 'Tarneaadress (kui soovite transporti)',
    measuring: 'Arvutan vahemaad…',
    measured: 'Vahemaa karjäärist {approximate, select, yes {ligikaudu } other {}}{km}.',
    deliveryHint: 'Toome materjali kuni 60 km kaugusele, transport 2,70 € km kohta.',
    addressPlaceholder: 'Küla, tänav või maja, nt Tapa, Pikk 1',
    addressSuggestions: 'Aadressi soovitused',
    noSuggestions: 'Aadressi ei leitud. Proovige täpsemalt, nt koos vallaga.',
    chosenAddress: 'Valitud aadress: {address}',
    loadError: 'Laadimisviga',
    loadErrorText: 'Palun värskendage lehte.',
    configError: 'Konfiguratsiooni viga',
    configErrorText: 'Palun võtke ühendust administraatoriga.',
    typeManually: 'Palun sisestage aadress käsitsi.',
    distanceFound: '{approximate, select, yes {Ligikaudu } other {}}{km} karjäärist',
    distanceRetry: 'Palun proovige uuesti või valige mõni lähedal asuv aadress.',
    searchUnavailableTitle: 'Automaatne täitmine pole saadaval',
    searchUnavailableText: 'Palun sisestage aadress käsitsi või helistage {phone}.',
    chooseSuggestion: 'Valige aadress soovituste hulgast, et arvutada transpordi hind.',
    chooseSuggestionShort: 'Valige sobiv aadress soovituste hulgast.',
    notes: 'Lisainfo',
    notesPlaceholder: 'Soovitud aeg, juurdepääs objektile vms',
    agreedPrice: 'Tonni hind on teie ettevõttega kokkulepitud hind.',
    submit: 'Esita tellimus',
    requestNote:
      'Tellimus on päring: kinnitame hinna ja tarneaja teiega ühendust võttes, tavaliselt 1-3 tööpäeva jooksul.',
    privacyNote: 'Kuidas me teie andmeid kasutame, loe',
    privacyLink: 'privaatsusteatest',
    newTab: ' (avaneb uuel vahelehel)',
    accountCompany: 'Arve ettevõttele',
    accountCompanyCodes: 'registrikood {registryCode}',
    accountCompanyNote: 'Tellite ettevõtte kontoga. Ettevõtte andmete muutmiseks võtke meiega ühendust.',
    site: 'Objekt',
    newSite: 'Uus aadress',
    receiptProduct: 'Toode: {quantity} t × {price}/t',
    receiptTransport: 'Transport: {approximate, select, yes {u } other {}}{km} × 2,70 €',
    receiptNet: 'Summa ilma käibemaksuta',
    receiptVat: 'Käibemaks 24%',
    receiptTotal: 'Kokku koos käibemaksuga',
  },
  ru: {
    smallQuantityNote: 'Для количества меньше 8 тонн доставку мы не предлагаем.',
    minimumNotice: 'Минимальная сумма заказа – 15 €',
    submitting: 'Отправляем заказ…',
    successTitle: 'Заказ успешно отправлен!',
    successText: 'Мы скоро свяжемся с вами, чтобы подтвердить заказ.',
    failureTitle: 'Ошибка при отправке заказа',
    failureText: 'Пожалуйста, попробуйте ещё раз или свяжитесь с нами напрямую.',
    outOfAreaTitle: 'Доставка невозможна',
    outOfAreaText: 'Вы находитесь за пределами зоны доставки. Запросите у нас отдельное предложение.',
    missingAddressTitle: 'Нет адреса',
    missingAddressText: 'Пожалуйста, укажите адрес доставки.',
    distanceTitle: 'Расстояние рассчитано',
    overLimitTitle: 'Внимание',
    overLimitText: 'Адрес находится дальше 60 км. Заказ заблокирован.',
    addressNotFound: 'Адрес не найден',
    distanceFailed: 'Не удалось рассчитать расстояние',
    quantityOutOfRange: 'Количество должно быть от 1 до 25 тонн. Для большего количества позвоните нам.',
    tooLong:
      'Допускается не более {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
    forbiddenCharacters: 'В тексте есть недопустимые символы',
    chooseDelivery: 'Выберите, заберёте ли вы материал сами или вам нужна доставка',
    unknownMaterial: 'Неизвестный материал.',
    notAvailableTitle: 'Материал сейчас недоступен',
    notAvailableText: 'Этот материал сейчас нельзя заказать. Позвоните нам или отправьте запрос цены.',
    tooMany:
      'Слишком много попыток за короткое время. Пожалуйста, попробуйте через несколько минут или позвоните нам.',
    eInvoiceNeedsCompany:
      'Электронный счёт можно выставить только компании: отметьте «Счёт на компанию» и укажите название и регистрационный код компании.',
    unreadable: 'Неверный запрос.',
    firstNameRequired: 'Укажите имя',
    lastNameRequired: 'Укажите фамилию',
    emailRequired: 'Укажите адрес эл. почты',
    emailInvalid: 'Неверный адрес эл. почты',
    phoneRequired: 'Укажите телефон',
    quantityRequired: 'Укажите количество',
    deliveryOptionRequired: 'Выберите способ получения',
    deliveryAddressRequired: 'Пожалуйста, укажите адрес доставки.',
    blockedText: 'Заказ заблокирован: адрес находится за пределами зоны доставки (дальше 60 км от карьера).',
    companyNameRequired: 'Укажите название компании',
    companyNameTooLong: 'Название компании может быть не длиннее 200 символов',
    registryCodeRequired: 'Укажите регистрационный код',
    companyAddressRequired: 'Укажите юридический адрес компании',
    companyAddressTooLong: 'Юридический адрес компании может быть не длиннее 300 символов',
    registryCodeFormat: 'Регистрационный код состоит из 8 цифр.',
    registryCodeCheckDigit: 'Контрольная цифра регистрационного кода не совпадает.',
    vatNumberFormat: 'Номер плательщика НСО – это EE и 9 цифр.',
    vatNumberCheckDigit: 'Контрольная цифра номера плательщика НСО не совпадает.',
    formLabel: 'Форма заказа: {product}',
    firstName: 'Имя *',
    lastName: 'Фамилия *',
    email: 'Эл. почта *',
    phone: 'Телефон *',
    website: 'Сайт',
    invoiceRecipient: 'Получатель счёта',
    invoiceToCompany: 'Счёт на компанию',
    companyName: 'Название компании *',
    registryCode: 'Регистрационный код *',
    vatNumber: 'Номер плательщика НСО (необязательно)',
    companyAddress: 'Юридический адрес компании *',
    companyAddressHint: 'Адрес из Коммерческого регистра, который указывается в счёте',
    companyEInvoice: 'Нужен электронный счёт',
    buyerReference: 'Ссылка покупателя (необязательно)',
    buyerReferenceHint: 'Название объекта или номер вашего заказа: мы укажем его в счёте.',
    accountInviteBefore: 'Заказываете часто?',
    accountInviteLink: 'С бизнес-аккаунтом',
    accountInviteAfter: 'ваши данные и цены уже будут заполнены.',
    quantity: 'Количество *',
    quantityOption:
      '{count, plural, one {#\u00a0тонна} few {#\u00a0тонны} many {#\u00a0тонн} other {#\u00a0тонны}}',
    quantityHintBefore: 'Больше 25 тонн? Позвоните по номеру',
    quantityHintAfter: ', и мы сделаем отдельное предложение.',
    transport: 'Доставка *',
    self: 'Заберу сам',
    delivery: 'Нужна доставка',
    deliveryAddress: 'Адрес доставки *',
    deliveryAddressIfDelivery: 'Адрес доставки (если нужна доставка)',
    measuring: 'Рассчитываем расстояние…',
    measured: 'Расстояние от карьера: {approximate, select, yes {примерно } other {}}{km}.',
    deliveryHint: 'Привозим материал на расстояние до 60 км, доставка – 2,70 € за км.',
    addressPlaceholder: 'Деревня, улица или дом, например Tapa, Pikk 1',
    addressSuggestions: 'Варианты адреса',
    noSuggestions: 'Адрес не найден. Уточните его, например добавьте волость.',
    chosenAddress: 'Выбранный адрес: {address}',
    loadError: 'Ошибка загрузки',
    loadErrorText: 'Пожалуйста, обновите страницу.',
    configError: 'Ошибка настройки',
    configErrorText: 'Пожалуйста, свяжитесь с администратором.',
    typeManually: 'Пожалуйста, введите адрес вручную.',
    distanceFound: '{approximate, select, yes {Примерно } other {}}{km} от карьера',
    distanceRetry: 'Пожалуйста, попробуйте ещё раз или выберите адрес поблизости.',
    searchUnavailableTitle: 'Автозаполнение недоступно',
    searchUnavailableText: 'Пожалуйста, введите адрес вручную или позвоните по номеру {phone}.',
    chooseSuggestion: 'Выберите адрес из предложенных, чтобы рассчитать стоимость доставки.',
    chooseSuggestionShort: 'Выберите подходящий адрес из предложенных.',
    notes: 'Дополнительная информация',
    notesPlaceholder: 'Желаемое время, подъезд к объекту и т. п.',
    agreedPrice: 'Цена за тонну согласована с вашей компанией.',
    submit: 'Отправить заказ',
    requestNote:
      'Заказ – это запрос: мы подтвердим цену и срок доставки, связавшись с вами, обычно в течение 1–3 рабочих дней.',
    privacyNote: 'Как мы используем ваши данные, читайте в',
    privacyLink: 'уведомлении о защите персональных данных',
    newTab: ' (откроется в новой вкладке)',
    accountCompany: 'Счёт на компанию',
    accountCompanyCodes: 'регистрационный код {registryCode}',
    accountCompanyNote:
      'Вы заказываете через аккаунт компании. Чтобы изменить данные компании, свяжитесь с нами.',
    site: 'Объект',
    newSite: 'Новый адрес',
    receiptProduct: 'Материал: {quantity} т × {price}/т',
    receiptTransport: 'Доставка: {approximate, select, yes {ок. } other {}}{km} × 2,70 €',
    receiptNet: 'Сумма без НДС',
    receiptVat: 'НДС 24%',
    receiptTotal: 'Итого с НДС',
  },
  en: {
    smallQuantityNote: 'We do not deliver quantities under 8 tonnes.',
    minimumNotice: 'The minimum order is €15',
    submitting: 'Sending your order…',
    successTitle: 'Order sent!',
    successText: 'We will be in touch soon to confirm your order.',
    failureTitle: 'The order could not be sent',
    failureText: 'Please try again or contact us directly.',
    outOfAreaTitle: 'Delivery not possible',
    outOfAreaText: 'You are outside our delivery area. Ask us for a separate quote.',
    missingAddressTitle: 'No address',
    missingAddressText: 'Please enter the delivery address.',
    distanceTitle: 'Distance calculated',
    overLimitTitle: 'Warning',
    overLimitText: 'The address is more than 60 km away. The order is blocked.',
    addressNotFound: 'Address not found',
    distanceFailed: 'The distance could not be calculated',
    quantityOutOfRange: 'The quantity must be 1 to 25 tonnes. For more, please give us a call.',
    tooLong: 'No more than {max, plural, one {# character} other {# characters}} allowed',
    forbiddenCharacters: 'The text contains characters that are not allowed',
    chooseDelivery: 'Choose whether you will collect it or want it delivered',
    unknownMaterial: 'Unknown material.',
    notAvailableTitle: 'Material not available at the moment',
    notAvailableText:
      'This material cannot be ordered at the moment. Give us a call or send a price enquiry.',
    tooMany: 'Too many attempts in a short time. Please try again in a few minutes or give us a call.',
    eInvoiceNeedsCompany:
      'An e-invoice can only be sent to a company: tick “Invoice a company” and enter the company name and registry code.',
    unreadable: 'Invalid request.',
    firstNameRequired: 'Please enter your first name',
    lastNameRequired: 'Please enter your surname',
    emailRequired: 'Please enter your e-mail address',
    emailInvalid: 'This e-mail address is not valid',
    phoneRequired: 'Please enter your phone number',
    quantityRequired: 'Please choose a quantity',
    deliveryOptionRequired: 'Please choose collection or delivery',
    deliveryAddressRequired: 'Please enter the delivery address.',
    blockedText:
      'The order is blocked: the address is outside our delivery area (more than 60 km from the quarry).',
    companyNameRequired: 'Please enter the company name',
    companyNameTooLong: 'The company name can be up to 200 characters',
    registryCodeRequired: 'Please enter the registry code',
    companyAddressRequired: 'Please enter the company’s registered address',
    companyAddressTooLong: 'The company’s registered address can be up to 300 characters',
    registryCodeFormat: 'The registry code has 8 digits.',
    registryCodeCheckDigit: 'The registry code’s check digit does not match.',
    vatNumberFormat: 'The VAT number is EE followed by 9 digits.',
    vatNumberCheckDigit: 'The VAT number’s check digit does not match.',
    formLabel: 'Order form: {product}',
    firstName: 'First name *',
    lastName: 'Surname *',
    email: 'E-mail *',
    phone: 'Phone *',
    website: 'Website',
    invoiceRecipient: 'Invoice recipient',
    invoiceToCompany: 'Invoice a company',
    companyName: 'Company name *',
    registryCode: 'Registry code *',
    vatNumber: 'VAT number (optional)',
    companyAddress: 'Company’s registered address *',
    companyAddressHint: 'The address in the Commercial Register, printed on the invoice',
    companyEInvoice: 'I would like an e-invoice',
    buyerReference: 'Your reference (optional)',
    buyerReferenceHint: 'The site’s name or your purchase order number: we print it on the invoice.',
    accountInviteBefore: 'Order often?',
    accountInviteLink: 'With a business account',
    accountInviteAfter: 'your details and prices are filled in for you.',
    quantity: 'Quantity *',
    quantityOption: '{count, plural, one {#\u00a0tonne} other {#\u00a0tonnes}}',
    quantityHintBefore: 'More than 25 tonnes? Call',
    quantityHintAfter: 'and we will make you a separate offer.',
    transport: 'Delivery *',
    self: 'I will collect',
    delivery: 'Deliver to me',
    deliveryAddress: 'Delivery address *',
    deliveryAddressIfDelivery: 'Delivery address (if you want delivery)',
    measuring: 'Calculating the distance…',
    measured: 'Distance from the quarry: {approximate, select, yes {about } other {}}{km}.',
    deliveryHint: 'We deliver up to 60 km away; transport costs €2.70 per km.',
    addressPlaceholder: 'Village, street or house, e.g. Tapa, Pikk 1',
    addressSuggestions: 'Address suggestions',
    noSuggestions: 'No address found. Try being more specific, e.g. add the parish.',
    chosenAddress: 'Chosen address: {address}',
    loadError: 'Loading error',
    loadErrorText: 'Please reload the page.',
    configError: 'Configuration error',
    configErrorText: 'Please contact the site administrator.',
    typeManually: 'Please type the address yourself.',
    distanceFound: '{approximate, select, yes {About } other {}}{km} from the quarry',
    distanceRetry: 'Please try again or choose an address nearby.',
    searchUnavailableTitle: 'Address suggestions are unavailable',
    searchUnavailableText: 'Please type the address yourself or call {phone}.',
    chooseSuggestion: 'Choose an address from the suggestions to work out the transport price.',
    chooseSuggestionShort: 'Choose a suitable address from the suggestions.',
    notes: 'Additional information',
    notesPlaceholder: 'Preferred time, access to the site, etc.',
    agreedPrice: 'The price per tonne is the one agreed with your company.',
    submit: 'Place order',
    requestNote:
      'An order is a request: we confirm the price and delivery time when we contact you, usually within 1–3 working days.',
    privacyNote: 'To see how we use your data, read our',
    privacyLink: 'privacy notice',
    newTab: ' (opens in a new tab)',
    accountCompany: 'Invoice to the company',
    accountCompanyCodes: 'registry code {registryCode}',
    accountCompanyNote:
      'You are ordering with your company’s account. To change the company’s details, contact us.',
    site: 'Site',
    newSite: 'New address',
    receiptProduct: 'Material: {quantity} t × {price}/t',
    receiptTransport: 'Transport: {approximate, select, yes {approx. } other {}}{km} × €2.70',
    receiptNet: 'Total excluding VAT',
    receiptVat: 'VAT 24%',
    receiptTotal: 'Total including VAT',
  },
}

type T = (id: OrderMessage, values?: Record<string, unknown>) => string

/** The checks' and answers' texts in one language, through either translator. */
export function orderTextsWith(t: T): OrderTexts {
  const ids = [
    'smallQuantityNote',
    'minimumNotice',
    'submitting',
    'successTitle',
    'successText',
    'failureTitle',
    'failureText',
    'outOfAreaTitle',
    'outOfAreaText',
    'missingAddressTitle',
    'missingAddressText',
    'distanceTitle',
    'overLimitTitle',
    'overLimitText',
    'addressNotFound',
    'distanceFailed',
    'quantityOutOfRange',
    'forbiddenCharacters',
    'chooseDelivery',
    'unknownMaterial',
    'notAvailableTitle',
    'notAvailableText',
    'tooMany',
    'eInvoiceNeedsCompany',
  ] as const
  return {
    ...(Object.fromEntries(ids.map((id) => [id, t(id)])) as Record<(typeof ids)[number], string>),
    tooLong: (max) => t('tooLong', { max }),
  }
}

/**
 * A Russian or English page's family of messages: its own words, the e-mail check as strict as the
 * Estonian page's (`emailPattern`).
 */
export function orderFamilyWith(t: T, emailPattern: OrderMessages['emailPattern']): OrderMessages {
  return {
    firstNameRequired: t('firstNameRequired'),
    lastNameRequired: t('lastNameRequired'),
    emailRequired: t('emailRequired'),
    emailInvalid: t('emailInvalid'),
    emailPattern,
    phoneRequired: t('phoneRequired'),
    quantityRequired: t('quantityRequired'),
    deliveryOptionRequired: t('deliveryOptionRequired'),
    deliveryAddressRequired: t('deliveryAddressRequired'),
    blockedText: t('blockedText'),
  }
}

/** The company's checks in one language. */
export function companyBuyerTextsWith(t: T): CompanyBuyerTexts {
  return {
    nameRequired: t('companyNameRequired'),
    nameTooLong: t('companyNameTooLong'),
    registryCodeRequired: t('registryCodeRequired'),
    addressRequired: t('companyAddressRequired'),
    addressTooLong: t('companyAddressTooLong'),
    invalidText: t('forbiddenCharacters'),
    registryCodeFormat: t('registryCodeFormat'),
    registryCodeCheckDigit: t('registryCodeCheckDigit'),
    vatNumberFormat: t('vatNumberFormat'),
    vatNumberCheckDigit: t('vatNumberCheckDigit'),
  }
}
