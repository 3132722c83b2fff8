import type { Catalogue } from '#app/domain/locale.ts'

/**
 * The privacy notice (/privaatsus, GDPR art. 13) in three languages (ADR 060). A legal text: the Russian
 * and English ones translate the Estonian one statement by statement, in the terms of the regulation's
 * versions in those languages, and read the same facts (the business's, the retention months staff set).
 * The Estonian texts are the spec's, word for word. Change all three when the code changes what it
 * stores or where it sends it.
 *
 * Spell-checked with Debian's hunspell (`hunspell -d ru_RU -l`, `hunspell -d en_GB -l`). The words the
 * dictionaries lack that are right as written: names (Google Maps, Google Routes, OSRM, OpenStreetMap,
 * Maa- ja Ruumiamet, www.aki.ee), IP, cookie (Russian 'файлы cookie'), b (the regulation's point b), НСО
 * (налог с оборота, the Estonian VAT), хеш (the dictionary's spelling of 'hash' is missing).
 */
export type PrivacyMessage =
  | 'meta.title'
  | 'meta.description'
  | 'heading'
  | 'intro'
  | 'controller.heading'
  | 'controller.text'
  | 'data.heading'
  | 'data.orders.title'
  | 'data.orders.text'
  | 'data.inquiries.title'
  | 'data.inquiries.text'
  | 'data.chat.title'
  | 'data.chat.text'
  | 'data.abuse.title'
  | 'data.abuse.text'
  | 'data.mails.title'
  | 'data.mails.text'
  | 'data.logs.title'
  | 'data.logs.text'
  | 'sharing.heading'
  | 'sharing.addressSearch'
  | 'sharing.routing'
  | 'sharing.googleMaps'
  | 'sharing.ai'
  | 'sharing.mails'
  | 'sharing.map'
  | 'sharing.noSale'
  | 'cookies.heading'
  | 'cookies.none'
  | 'cookies.chat'
  | 'cookies.staff'
  | 'retention.heading'
  | 'retention.personal'
  | 'retention.accounting'
  | 'rights.heading'
  | 'rights.intro'
  | 'rights.access'
  | 'rights.rectification'
  | 'rights.erasure'
  | 'rights.restriction'
  | 'rights.objection'
  | 'rights.portability'
  | 'rights.exercise'
  | 'rights.complaint'
  | 'contact.heading'
  | 'contact.text'
  | 'date.prefix'

export const privacyMessages: Catalogue<PrivacyMessage> = {
  et: {
    'meta.title': 'Privaatsusteade | {name}',
    'meta.description':
      'Milliseid isikuandmeid {name} tellimuste, hinnapäringute ja vestlusnõustaja kaudu saab, miks, kui kaua neid hoiame ja kuidas saate oma õigusi kasutada.',
    heading: 'Privaatsusteade',
    intro:
      'Selles teates selgitame, milliseid isikuandmeid meie veebileht kogub, milleks neid kasutame, kellele need edasi lähevad ja kui kaua neid hoiame. Kogume ainult seda, mida on vaja teie tellimuse või küsimusega tegelemiseks.',
    'controller.heading': 'Kes teie andmeid töötleb',
    'controller.text':
      'Isikuandmete vastutav töötleja on {legalName}, {street}, {locality}, {postalCode} {region}.',
    'data.heading': 'Milliseid andmeid hoiame ja miks',
    'data.orders.title': 'Tellimused',
    'data.orders.text':
      'Tellimuse esitamisel salvestame teie nime, telefoninumbri, e-posti aadressi, kohaletoomise korral tarneaadressi ja sinna arvutatud teekonna pikkuse, teie lisainfo ning tellitud materjali, koguse ja hinna. Kasutame neid, et teiega ühendust võtta, hind ja tarneaeg kinnitada ning kaup kohale tuua. Andmeid töötleme lepingu täitmiseks ja teie soovil lepingu sõlmimiseks vajalike sammude tegemiseks (isikuandmete kaitse üldmääruse artikli 6 lõike 1 punkt b).',
    'data.inquiries.title': 'Hinnapäringud',
    'data.inquiries.text':
      'Hinnapäringuga salvestame teie nime, telefoninumbri, e-posti aadressi, valitud materjali ja teie kirjutatud täpsustused, et saaksime teile pakkumise teha. Ka neid andmeid töötleme teie soovil lepingu sõlmimiseks vajalike sammude tegemiseks.',
    'data.chat.title': 'Vestlusnõustaja',
    'data.chat.text':
      'Vestlusnõustajale kirjutatud küsimused ja tema vastused salvestame vestluse kaupa juhusliku tunnuse all, et vestlus jätkuks ka siis, kui liigute veebilehel edasi. Vestlust ei seota teie nime ega kontaktidega; palun ärge kirjutage sinna isikuandmeid, mida nõuandeks vaja ei ole. Õiguslik alus on meie õigustatud huvi vastata teie küsimustele.',
    'data.abuse.title': 'Kuritarvituste tõkestamine',
    'data.abuse.text':
      'Et keegi ei saaks veebilehte päringutega üle ujutada, loeme ühelt aadressilt tulevaid päringuid. Selleks arvutame teie IP-aadressist salajase võtmega räsi ja hoiame tellimuse või hinnapäringu juures ainult seda räsi, mitte aadressi ennast. Õiguslik alus on meie õigustatud huvi hoida veebileht töökorras.',
    'data.mails.title': 'E-kirjad',
    'data.mails.text':
      'Tellimuse ja hinnapäringu kohta saadame kinnituskirja teile ja teate meie müügitöötajatele. Kirjad ootavad saatmist meie andmebaasis, kus hoiame ka nende saatmise olekut.',
    'data.logs.title': 'Serveri logid',
    'data.logs.text':
      'Serveri logidesse kirjutame tehnilisi sündmusi ja vigu koos päringu tunnusega. Teie nime, kontakte ega IP-aadressi logidesse ei kirjutata.',
    'sharing.heading': 'Kellele andmed edasi lähevad',
    'sharing.addressSearch':
      'Aadressiotsingusse kirjutatud teksti saadab meie server Maa- ja Ruumiameti aadressiotsingule, et pakkuda teile sobivaid aadresse. Teie veebilehitseja ametiga otse ühendust ei võta.',
    'sharing.routing':
      'Tarnekauguse arvutamiseks võib meie server saata karjääri ja tarnekoha koordinaadid teekonnateenusele (OSRM või Google Routes), kui see on seadistatud. Teie nime ega kontakte sinna ei saadeta.',
    'sharing.googleMaps':
      'Kui aadressisoovitusi pakub Google Maps, laadib teie veebilehitseja tarneaadressi väljale Google Mapsi skripti ja Google saab teie sisestatud teksti ning IP-aadressi.',
    'sharing.ai':
      'Kui vestlusnõustaja kasutab tehisintellekti teenust, saadab meie server sellele teie küsimuse koos vestluse varasemate sõnumitega. Kui vestlusnõustaja on seadistatud töötama välise teenuse kaudu, saadab teie veebilehitseja küsimused otse sellele teenusele.',
    'sharing.mails': 'E-kirjad saadame e-posti teenusepakkuja kaudu.',
    'sharing.map':
      'Avalehe kaart laaditakse OpenStreetMapist alles siis, kui kerite kaardini; siis näeb OpenStreetMap teie IP-aadressi.',
    'sharing.noSale': 'Me ei müü ega anna teie andmeid kellelegi reklaami jaoks.',
    'cookies.heading': 'Küpsised ja veebilehitseja mälu',
    'cookies.none': 'Avalik veebileht ei kasuta küpsiseid, külastusstatistikat ega reklaami jälgimist.',
    'cookies.chat':
      'Vestlusnõustaja hoiab vestluse juhuslikku tunnust veebilehitseja seansimälus, et vestlus jätkuks, kui liigute lehelt lehele. See kustub, kui sulgete vahelehe.',
    'cookies.staff':
      'Meie töötajad saavad haldusliidesesse sisse logides seansiküpsise ja sisselogimise tunnuse veebilehitseja mällu; neid on vaja sisselogituks jäämiseks.',
    'retention.heading': 'Kui kaua andmeid hoiame',
    'retention.personal':
      'Tellimuste ja hinnapäringute isikuandmed ning vestlusnõustaja sõnumid kustutame {months} kuu möödudes.',
    'retention.accounting':
      'Arvetel olevaid ostja andmeid (nimi, aadress, ettevõtte registrikood ja KMKR number) ning pangamaksete maksja nimesid ja selgitusi peame raamatupidamise seaduse § 12 järgi säilitama seitse aastat alates majandusaasta lõpust. Seejärel kustutame need samamoodi.',
    'rights.heading': 'Teie õigused',
    'rights.intro': 'Teil on õigus:',
    'rights.access': 'saada teada, milliseid andmeid teie kohta hoiame, ja saada neist koopia;',
    'rights.rectification': 'lasta ebatäpsed andmed parandada;',
    'rights.erasure': 'lasta oma andmed kustutada;',
    'rights.restriction': 'piirata oma andmete töötlemist;',
    'rights.objection': 'esitada vastuväide töötlemisele, mis toimub meie õigustatud huvi alusel;',
    'rights.portability':
      'saada enda esitatud andmed masinloetaval kujul, et need kellelegi teisele üle anda.',
    'rights.exercise': 'Oma õiguste kasutamiseks kirjutage {email}. Vastame hiljemalt ühe kuu jooksul.',
    'rights.complaint':
      'Kui leiate, et oleme teie õigusi rikkunud, võite pöörduda Andmekaitse Inspektsiooni poole (www.aki.ee).',
    'contact.heading': 'Küsimused',
    'contact.text': 'Küsimustes oma andmete kohta võtke meiega ühendust:',
    'date.prefix': 'Teade kehtib alates',
  },
  ru: {
    'meta.title': 'Уведомление о защите персональных данных | {name}',
    'meta.description':
      'Какие персональные данные {name} получает через заказы, запросы цены и чат-консультанта, зачем, как долго мы их храним и как вы можете воспользоваться своими правами.',
    heading: 'Уведомление о защите персональных данных',
    intro:
      'В этом уведомлении мы объясняем, какие персональные данные собирает наш сайт, для чего мы их используем, кому они передаются и как долго мы их храним. Мы собираем только то, что нужно для работы с вашим заказом или вопросом.',
    'controller.heading': 'Кто обрабатывает ваши данные',
    'controller.text':
      'Контролёр (ответственный обработчик) персональных данных — {legalName}, {street}, {locality}, {postalCode} {region}.',
    'data.heading': 'Какие данные мы храним и зачем',
    'data.orders.title': 'Заказы',
    'data.orders.text':
      'При оформлении заказа мы сохраняем ваше имя, номер телефона, адрес электронной почты, при доставке — адрес доставки и рассчитанную до него длину маршрута, вашу дополнительную информацию, а также заказанный материал, его количество и цену. Мы используем эти данные, чтобы связаться с вами, подтвердить цену и срок доставки и доставить товар. Мы обрабатываем данные для исполнения договора и для принятия по вашему запросу мер, необходимых для заключения договора (пункт b части 1 статьи 6 Общего регламента по защите данных).',
    'data.inquiries.title': 'Запросы цены',
    'data.inquiries.text':
      'При запросе цены мы сохраняем ваше имя, номер телефона, адрес электронной почты, выбранный материал и написанные вами подробности, чтобы сделать вам предложение. Эти данные мы также обрабатываем для принятия по вашему запросу мер, необходимых для заключения договора.',
    'data.chat.title': 'Чат-консультант',
    'data.chat.text':
      'Вопросы, заданные чат-консультанту, и его ответы мы сохраняем отдельно для каждого разговора под случайным идентификатором, чтобы разговор продолжался и тогда, когда вы переходите на другие страницы сайта. Разговор не связывается с вашим именем или контактными данными; пожалуйста, не пишите в чат персональные данные, которые не нужны для консультации. Правовое основание — наш законный интерес в том, чтобы отвечать на ваши вопросы.',
    'data.abuse.title': 'Предотвращение злоупотреблений',
    'data.abuse.text':
      'Чтобы никто не мог перегрузить сайт запросами, мы подсчитываем запросы, приходящие с одного адреса. Для этого мы вычисляем хеш вашего IP-адреса с секретным ключом и храним вместе с заказом или запросом цены только этот хеш, а не сам адрес. Правовое основание — наш законный интерес в поддержании работоспособности сайта.',
    'data.mails.title': 'Электронные письма',
    'data.mails.text':
      'По каждому заказу и запросу цены мы отправляем вам письмо с подтверждением, а нашим сотрудникам отдела продаж — уведомление. Письма ожидают отправки в нашей базе данных, где мы также храним статус их отправки.',
    'data.logs.title': 'Журналы сервера',
    'data.logs.text':
      'В журналы сервера мы записываем технические события и ошибки вместе с идентификатором запроса. Ваше имя, контактные данные и IP-адрес в журналы не записываются.',
    'sharing.heading': 'Кому передаются данные',
    'sharing.addressSearch':
      'Текст, введённый в поиск адреса, наш сервер отправляет в службу поиска адресов Департамента земельного и пространственного развития (Maa- ja Ruumiamet), чтобы предложить вам подходящие адреса. Ваш браузер не связывается с департаментом напрямую.',
    'sharing.routing':
      'Для расчёта расстояния доставки наш сервер может отправлять координаты карьера и места доставки сервису построения маршрутов (OSRM или Google Routes), если такой сервис настроен. Ваше имя и контактные данные туда не отправляются.',
    'sharing.googleMaps':
      'Если подсказки адресов предоставляет Google Maps, ваш браузер загружает для поля адреса доставки скрипт Google Maps, и Google получает введённый вами текст и ваш IP-адрес.',
    'sharing.ai':
      'Если чат-консультант использует сервис искусственного интеллекта, наш сервер отправляет этому сервису ваш вопрос вместе с предыдущими сообщениями разговора. Если чат-консультант настроен работать через внешний сервис, ваш браузер отправляет вопросы непосредственно этому сервису.',
    'sharing.mails': 'Электронные письма мы отправляем через поставщика услуг электронной почты.',
    'sharing.map':
      'Карта на главной странице загружается с OpenStreetMap только тогда, когда вы прокручиваете страницу до неё; тогда OpenStreetMap видит ваш IP-адрес.',
    'sharing.noSale': 'Мы не продаём ваши данные и не передаём их никому для рекламы.',
    'cookies.heading': 'Файлы cookie и память браузера',
    'cookies.none':
      'Публичный сайт не использует ни файлов cookie, ни статистики посещений, ни рекламного отслеживания.',
    'cookies.chat':
      'Чат-консультант хранит случайный идентификатор разговора в сеансовой памяти браузера, чтобы разговор продолжался, когда вы переходите со страницы на страницу. Идентификатор удаляется, когда вы закрываете вкладку.',
    'cookies.staff':
      'Когда наши сотрудники входят в административный интерфейс, их браузер сохраняет сеансовый файл cookie и идентификатор входа; они нужны, чтобы сотрудник оставался в системе.',
    'retention.heading': 'Как долго мы храним данные',
    'retention.personal':
      'Персональные данные из заказов и запросов цены, а также сообщения чат-консультанта мы удаляем по истечении {months, plural, one {# месяца} few {# месяцев} many {# месяцев} other {# месяца}}.',
    'retention.accounting':
      'Данные покупателя в счетах (имя, адрес, регистрационный код компании и номер плательщика НСО), а также имена плательщиков и назначения банковских платежей мы обязаны согласно § 12 Закона о бухгалтерском учёте хранить семь лет с конца хозяйственного года. После этого мы удаляем их таким же образом.',
    'rights.heading': 'Ваши права',
    'rights.intro': 'Вы имеете право:',
    'rights.access': 'узнать, какие данные о вас мы храним, и получить их копию;',
    'rights.rectification': 'потребовать исправления неточных данных;',
    'rights.erasure': 'потребовать удаления своих данных;',
    'rights.restriction': 'ограничить обработку своих данных;',
    'rights.objection':
      'возразить против обработки, которая осуществляется на основании нашего законного интереса;',
    'rights.portability':
      'получить предоставленные вами данные в машиночитаемом формате, чтобы передать их кому-либо другому.',
    'rights.exercise':
      'Чтобы воспользоваться своими правами, напишите на адрес {email}. Мы ответим не позднее чем через месяц.',
    'rights.complaint':
      'Если вы считаете, что мы нарушили ваши права, вы можете обратиться в Инспекцию по защите данных (www.aki.ee).',
    'contact.heading': 'Вопросы',
    'contact.text': 'С вопросами о своих данных обращайтесь к нам:',
    'date.prefix': 'Уведомление действует с',
  },
  en: {
    'meta.title': 'Privacy notice | {name}',
    'meta.description':
      'What personal data {name} receives through orders, price enquiries and the chat adviser, why, how long we keep it and how you can exercise your rights.',
    heading: 'Privacy notice',
    intro:
      'In this notice we explain what personal data our website collects, what we use it for, who it is passed on to and how long we keep it. We collect only what we need to deal with your order or question.',
    'controller.heading': 'Who processes your data',
    'controller.text':
      'The controller of the personal data is {legalName}, {street}, {locality}, {postalCode} {region}.',
    'data.heading': 'What data we keep and why',
    'data.orders.title': 'Orders',
    'data.orders.text':
      'When you place an order, we store your name, phone number and e-mail address; for a delivery, the delivery address and the calculated length of the route to it; any further information you give us; and the material ordered, its quantity and price. We use this data to contact you, confirm the price and delivery time and deliver the goods. We process the data for the performance of the contract and to take steps at your request prior to entering into a contract (Article 6(1)(b) of the General Data Protection Regulation).',
    'data.inquiries.title': 'Price enquiries',
    'data.inquiries.text':
      'With a price enquiry we store your name, phone number, e-mail address, the material you chose and the details you wrote, so that we can make you an offer. We also process this data to take steps at your request prior to entering into a contract.',
    'data.chat.title': 'Chat adviser',
    'data.chat.text':
      'We store the questions written to the chat adviser and its answers per conversation under a random identifier, so that the conversation continues as you move on through the website. The conversation is not linked to your name or contact details; please do not write any personal data there that is not needed for the advice. The legal basis is our legitimate interest in answering your questions.',
    'data.abuse.title': 'Preventing abuse',
    'data.abuse.text':
      'So that no one can flood the website with requests, we count the requests coming from each address. To do so, we compute a hash of your IP address with a secret key and keep only that hash with an order or a price enquiry, not the address itself. The legal basis is our legitimate interest in keeping the website working.',
    'data.mails.title': 'E-mails',
    'data.mails.text':
      'For each order and price enquiry we send a confirmation to you and a notification to our sales staff. The e-mails wait in our database until they are sent, and we also keep their sending status there.',
    'data.logs.title': 'Server logs',
    'data.logs.text':
      'We write technical events and errors to the server logs together with a request identifier. Your name, contact details and IP address are not written to the logs.',
    'sharing.heading': 'Who the data is passed on to',
    'sharing.addressSearch':
      'Our server sends the text you type into the address search to the address search service of the Land and Spatial Development Board (Maa- ja Ruumiamet), to suggest matching addresses to you. Your browser does not contact the Board directly.',
    'sharing.routing':
      'To calculate the delivery distance, our server may send the coordinates of the quarry and of the delivery point to a routing service (OSRM or Google Routes), if one is set up. Your name and contact details are not sent to it.',
    'sharing.googleMaps':
      'If address suggestions are provided by Google Maps, your browser loads the Google Maps script for the delivery address field, and Google receives the text you enter and your IP address.',
    'sharing.ai':
      'If the chat adviser uses an artificial intelligence service, our server sends that service your question together with the earlier messages of the conversation. If the chat adviser is set up to work through an external service, your browser sends the questions directly to that service.',
    'sharing.mails': 'We send e-mails through an e-mail service provider.',
    'sharing.map':
      'The map on the home page is loaded from OpenStreetMap only when you scroll down to it; OpenStreetMap then sees your IP address.',
    'sharing.noSale': 'We do not sell your data or give it to anyone for advertising.',
    'cookies.heading': 'Cookies and browser storage',
    'cookies.none': 'The public website uses no cookies, visitor statistics or advertising tracking.',
    'cookies.chat':
      "The chat adviser keeps the conversation's random identifier in the browser's session storage, so that the conversation continues as you go from page to page. It is deleted when you close the tab.",
    'cookies.staff':
      "When our staff sign in to the administration interface, they get a session cookie and a sign-in identifier in the browser's storage; these are needed to stay signed in.",
    'retention.heading': 'How long we keep data',
    'retention.personal':
      "We delete the personal data of orders and price enquiries and the chat adviser's messages after {months, plural, one {# month} other {# months}}.",
    'retention.accounting':
      "Under § 12 of the Accounting Act we must keep the buyer's details on invoices (name, address, company registry code and VAT number) and the names of payers and the payment descriptions of bank payments for seven years from the end of the financial year. After that we delete them in the same way.",
    'rights.heading': 'Your rights',
    'rights.intro': 'You have the right to:',
    'rights.access': 'find out what data we keep about you and obtain a copy of it;',
    'rights.rectification': 'have inaccurate data rectified;',
    'rights.erasure': 'have your data erased;',
    'rights.restriction': 'restrict the processing of your data;',
    'rights.objection': 'object to processing carried out on the basis of our legitimate interest;',
    'rights.portability':
      'receive the data you have provided in a machine-readable format in order to transmit it to someone else.',
    'rights.exercise':
      'To exercise your rights, write to {email}. We will reply within one month at the latest.',
    'rights.complaint':
      'If you believe that we have infringed your rights, you may refer the matter to the Data Protection Inspectorate (www.aki.ee).',
    'contact.heading': 'Questions',
    'contact.text': 'If you have questions about your data, contact us:',
    'date.prefix': 'This notice applies from',
  },
}
