import type { Catalogue } from '#app/domain/locale.ts'

/**
 * The home page's own texts in three languages (ADR 060); the Estonian ones are the spec's, word for
 * word. The owner's collections (references, testimonials, gallery, partners) are their own content and
 * read in Estonian until they are translated. Prices and figures are formatted by the page in the
 * language (`{price}`), never written into a text, except the spec's own transport figures.
 */
export type HomeMessage =
  | 'meta.title'
  | 'meta.description'
  | 'hero.tagline'
  | 'hero.heading'
  | 'hero.lead'
  | 'hero.quote'
  | 'hero.years'
  | 'hero.projects'
  | 'partners.heading'
  | 'partners.intro'
  | 'services.title'
  | 'services.intro'
  | 'services.price'
  | 'services.withVat'
  | 'services.transport'
  | 'services.order'
  | 'why.title'
  | 'why.tested.title'
  | 'why.tested.text'
  | 'why.loading.title'
  | 'why.loading.text'
  | 'why.fast.title'
  | 'why.fast.text'
  | 'inquiry.title'
  | 'inquiry.intro'
  | 'steps.title'
  | 'steps.choose.title'
  | 'steps.choose.text'
  | 'steps.ask.title'
  | 'steps.ask.text'
  | 'steps.confirm.title'
  | 'steps.confirm.text'
  | 'steps.deliver.title'
  | 'steps.deliver.text'
  | 'projects.title'
  | 'projects.intro'
  | 'projects.more'
  | 'gallery.title'
  | 'gallery.previous'
  | 'gallery.next'
  | 'gallery.picture'
  | 'gallery.slide'
  | 'gallery.failed'
  | 'testimonials.title'
  | 'testimonials.rating'
  | 'contact.title'
  | 'contact.location'
  | 'contact.phoneAndEmail'
  | 'contact.salesHours'
  | 'contact.openingHours'
  | 'newWindow'
  | 'map.onMap'
  | 'map.loading'
  | 'map.open'

export const homeMessages: Catalogue<HomeMessage> = {
  et: {
    'meta.title': 'Liiv, kruus ja killustik otse karjäärist | {name}',
    'meta.description':
      'Sõelutud täite- ja ehitusliiv, kruus, killustik ja muld otse Lääne-Virumaa karjäärist. Hind tonni kohta, kalluriga kohaletoomine kuni 60 km. Küsi pakkumist!',
    'hero.tagline': '{name} · Lääne-Virumaa',
    'hero.heading': 'Kvaliteetne liiv, kruus ja killustik otse karjäärist',
    'hero.lead':
      'Sõelutud liiv, kruus, killustik ja muld eraehitajale ja ettevõttele. Laadime karjääris või toome kalluriga objektile {area}.',
    'hero.quote': 'Küsi pakkumist',
    'hero.years': 'aastat kogemust',
    'hero.projects': 'lõpetatud projekti',
    'partners.heading': 'Kasulikud lingid ehitajale',
    'partners.intro': 'Ametid, registrid ja organisatsioonid, kust leiab ehitamiseks vajalikku teavet.',
    'services.title': 'Materjal ja hinnad',
    'services.intro':
      'Hinnad on tonni kohta ilma käibemaksu ja transpordita. Transport 2,7 € km kohta, kohaletoomine alates 8 tonnist kuni 60 km kaugusele.',
    'services.price': 'Hind {price} €/t+km',
    'services.withVat': '{price}/t koos käibemaksuga',
    'services.transport': 'Lisandub transpordikulu',
    'services.order': 'Tellima',
    'why.title': 'Miks valida meid',
    'why.tested.title': 'Sertifitseeritud ja testitud materjal',
    'why.tested.text': 'Toodame oma karjääris ja kontrollime fraktsioone regulaarselt.',
    'why.loading.title': 'Laadimine kohapeal või vedu',
    'why.loading.text': 'Laadime teie autole karjääris või toome kalluriga objektile.',
    'why.fast.title': 'Kiire ja paindlik tarne',
    'why.fast.text': 'Tavaliselt jõuab materjal objektile 1-3 tööpäevaga.',
    'inquiry.title': 'Hinnapäring',
    'inquiry.intro':
      'Hind sõltub kogusest ja transpordist. Kirjutage, mis materjali ja kui palju vajate ning kuhu see tuleb tuua, ja saadame teile pakkumise.',
    'steps.title': 'Kuidas tellida',
    'steps.choose.title': 'Valige toode',
    'steps.choose.text': 'Vaadake materjale ja hindu või arvutage vajalik kogus kalkulaatoriga.',
    'steps.ask.title': 'Küsige pakkumist või tellige',
    'steps.ask.text': 'Saatke hinnapäring või tellimus otse materjali lehelt.',
    'steps.confirm.title': 'Kinnitame hinna ja aja',
    'steps.confirm.text': 'Võtame teiega ühendust ning lepime kokku hinna ja tarneaja.',
    'steps.deliver.title': 'Tarne',
    'steps.deliver.text': 'Toome materjali objektile, soovi korral ka koos laialiajamisega.',
    'projects.title': 'Projektid',
    'projects.intro':
      'Mõned tööd, kuhu oleme materjali andnud: eramute vundamendid, teed, platsid ja haljastus üle Lääne-Virumaa.',
    'projects.more': 'Vaata lähemalt',
    'gallery.title': 'Galerii',
    'gallery.previous': 'Eelmine pilt',
    'gallery.next': 'Järgmine pilt',
    'gallery.picture': 'Pilt',
    'gallery.slide': 'slaid',
    'gallery.failed': 'Failed to load',
    'testimonials.title': 'Klientide tagasiside',
    'testimonials.rating': 'Hinnang: {rating, plural, one {# tärn} other {# tärni}} 5-st',
    'contact.title': 'Kontakt',
    'contact.location': 'Asukoht',
    'contact.phoneAndEmail': 'Telefon ja e-post',
    'contact.salesHours': 'Müügiajad',
    'contact.openingHours': 'Lahtiolekuajad: {hours}',
    newWindow: ' (avaneb uues aknas)',
    'map.onMap': 'kaardil',
    'map.loading': 'Kaart laaditakse…',
    'map.open': 'Ava suurem kaart',
  },
  ru: {
    'meta.title': 'Песок, гравий и щебень прямо из карьера | {name}',
    'meta.description':
      'Сеяный песок для засыпки и строительный песок, гравий, щебень и чернозём прямо из карьера в Ляэне-Вирумаа. Цена за тонну, доставка самосвалом до 60 км. Запросите предложение!',
    'hero.tagline': '{name} · Ляэне-Вирумаа',
    'hero.heading': 'Качественный песок, гравий и щебень прямо из карьера',
    'hero.lead':
      'Сеяный песок, гравий, щебень и чернозём для частных застройщиков и компаний. Загрузим в карьере или привезём самосвалом на объект: {area}.',
    'hero.quote': 'Запросить предложение',
    'hero.years': 'лет опыта',
    'hero.projects': 'завершённых объектов',
    'partners.heading': 'Полезные ссылки для строителя',
    'partners.intro': 'Ведомства, регистры и организации, где можно найти нужные для строительства сведения.',
    'services.title': 'Материалы и цены',
    'services.intro':
      'Цены указаны за тонну без НДС и доставки. Доставка – 2,7 € за км, привозим от 8 тонн на расстояние до 60 км.',
    'services.price': 'Цена {price} €/т + км',
    'services.withVat': '{price}/т с НДС',
    'services.transport': 'Плюс стоимость доставки',
    'services.order': 'Заказать',
    'why.title': 'Почему выбирают нас',
    'why.tested.title': 'Сертифицированный и проверенный материал',
    'why.tested.text': 'Добываем в собственном карьере и регулярно проверяем фракции.',
    'why.loading.title': 'Погрузка в карьере или доставка',
    'why.loading.text': 'Загрузим вашу машину в карьере или привезём самосвалом на объект.',
    'why.fast.title': 'Быстрая и гибкая доставка',
    'why.fast.text': 'Обычно материал доставляется на объект за 1–3 рабочих дня.',
    'inquiry.title': 'Запрос цены',
    'inquiry.intro':
      'Цена зависит от количества и доставки. Напишите, какой материал и сколько вам нужно и куда его привезти, и мы пришлём вам предложение.',
    'steps.title': 'Как заказать',
    'steps.choose.title': 'Выберите материал',
    'steps.choose.text': 'Посмотрите материалы и цены или рассчитайте нужное количество в калькуляторе.',
    'steps.ask.title': 'Запросите предложение или закажите',
    'steps.ask.text': 'Отправьте запрос цены или заказ прямо со страницы материала.',
    'steps.confirm.title': 'Подтверждаем цену и время',
    'steps.confirm.text': 'Мы свяжемся с вами и согласуем цену и срок доставки.',
    'steps.deliver.title': 'Доставка',
    'steps.deliver.text': 'Привозим материал на объект, по желанию и с разравниванием.',
    'projects.title': 'Объекты',
    'projects.intro':
      'Некоторые работы, для которых мы поставляли материал: фундаменты частных домов, дороги, площадки и озеленение по всей Ляэне-Вирумаа.',
    'projects.more': 'Подробнее',
    'gallery.title': 'Галерея',
    'gallery.previous': 'Предыдущее фото',
    'gallery.next': 'Следующее фото',
    'gallery.picture': 'Фото',
    'gallery.slide': 'слайд',
    'gallery.failed': 'Не удалось загрузить',
    'testimonials.title': 'Отзывы клиентов',
    'testimonials.rating':
      'Оценка: {rating, plural, one {# звезда} few {# звезды} many {# звёзд} other {# звезды}} из 5',
    'contact.title': 'Контакты',
    'contact.location': 'Адрес',
    'contact.phoneAndEmail': 'Телефон и эл. почта',
    'contact.salesHours': 'Время продажи',
    'contact.openingHours': 'Часы работы: {hours}',
    newWindow: ' (откроется в новом окне)',
    'map.onMap': 'на карте',
    'map.loading': 'Загружаем карту…',
    'map.open': 'Открыть большую карту',
  },
  en: {
    'meta.title': 'Sand, gravel and crushed stone straight from the quarry | {name}',
    'meta.description':
      'Screened fill and building sand, gravel, crushed stone and topsoil straight from the quarry in Lääne-Virumaa. Priced per tonne, delivered by tipper up to 60 km. Request a quote!',
    'hero.tagline': '{name} · Lääne-Virumaa',
    'hero.heading': 'Quality sand, gravel and crushed stone straight from the quarry',
    'hero.lead':
      'Screened sand, gravel, crushed stone and topsoil for self-builders and companies. We load at the quarry or deliver to your site by tipper: {area}.',
    'hero.quote': 'Request a quote',
    'hero.years': 'years of experience',
    'hero.projects': 'completed projects',
    'partners.heading': 'Useful links for builders',
    'partners.intro': 'Authorities, registers and organisations with the information you need to build.',
    'services.title': 'Materials and prices',
    'services.intro':
      'Prices are per tonne, excluding VAT and transport. Transport costs €2.70 per km; we deliver from 8 tonnes up to 60 km away.',
    'services.price': '€{price}/t + km',
    'services.withVat': '{price}/t including VAT',
    'services.transport': 'Transport is charged on top',
    'services.order': 'Order',
    'why.title': 'Why choose us',
    'why.tested.title': 'Certified and tested material',
    'why.tested.text': 'We produce it in our own quarry and check the grading regularly.',
    'why.loading.title': 'Loading at the quarry or delivery',
    'why.loading.text': 'We load your vehicle at the quarry or deliver to your site by tipper.',
    'why.fast.title': 'Fast and flexible delivery',
    'why.fast.text': 'The material usually reaches your site within 1–3 working days.',
    'inquiry.title': 'Price enquiry',
    'inquiry.intro':
      'The price depends on the quantity and the transport. Tell us which material you need, how much and where it should go, and we will send you a quote.',
    'steps.title': 'How to order',
    'steps.choose.title': 'Choose the material',
    'steps.choose.text':
      'Look through the materials and prices, or work out the quantity with the calculator.',
    'steps.ask.title': 'Request a quote or order',
    'steps.ask.text': 'Send a price enquiry or an order straight from the material’s page.',
    'steps.confirm.title': 'We confirm the price and time',
    'steps.confirm.text': 'We get in touch and agree the price and the delivery time with you.',
    'steps.deliver.title': 'Delivery',
    'steps.deliver.text': 'We bring the material to your site and can spread it too if you wish.',
    'projects.title': 'Projects',
    'projects.intro':
      'Some of the work our material has gone into: house foundations, roads, yards and landscaping across Lääne-Virumaa.',
    'projects.more': 'Read more',
    'gallery.title': 'Gallery',
    'gallery.previous': 'Previous photo',
    'gallery.next': 'Next photo',
    'gallery.picture': 'Photo',
    'gallery.slide': 'slide',
    'gallery.failed': 'Failed to load',
    'testimonials.title': 'What our customers say',
    'testimonials.rating': 'Rating: {rating, plural, one {# star} other {# stars}} out of 5',
    'contact.title': 'Contact',
    'contact.location': 'Location',
    'contact.phoneAndEmail': 'Phone and e-mail',
    'contact.salesHours': 'Sales hours',
    'contact.openingHours': 'Opening hours: {hours}',
    newWindow: ' (opens in a new window)',
    'map.onMap': 'on the map',
    'map.loading': 'Loading the map…',
    'map.open': 'Open a larger map',
  },
}
