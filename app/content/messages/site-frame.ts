import type { Catalogue } from '#app/domain/locale.ts'

/**
 * The frame of every public page in three languages (ADR 060): the header's menu and buttons, the
 * footer's columns and links, the language switch, and the materials' names as the Russian- and
 * English-speaking trade calls them. The Estonian texts are today's, word for word.
 */
export type SiteFrameMessage =
  | 'menu.materials'
  | 'menu.calculator'
  | 'menu.inquiry'
  | 'menu.projects'
  | 'menu.blog'
  | 'menu.contact'
  | 'header.quote'
  | 'header.openMenu'
  | 'header.closeMenu'
  | 'footer.tagline'
  | 'footer.materials'
  | 'footer.hours'
  | 'footer.calculator'
  | 'footer.certificate'
  | 'footer.blog'
  | 'footer.business'
  | 'footer.account'
  | 'footer.privacy'
  | 'footer.registryCode'
  | 'footer.vatNumber'
  | 'chat.ask'
  | 'language.switch'
  | 'day.weekdays'
  | 'day.saturday'
  | 'day.sunday'
  | 'day.closed'

export const siteFrameMessages: Catalogue<SiteFrameMessage> = {
  et: {
    'menu.materials': 'Materjal ja hinnad',
    'menu.calculator': 'Kalkulaator',
    'menu.inquiry': 'Hinnapäring',
    'menu.projects': 'Projektid',
    'menu.blog': 'Blogi',
    'menu.contact': 'Kontakt',
    'header.quote': 'Küsi pakkumist',
    'header.openMenu': 'Ava menüü',
    'header.closeMenu': 'Sulge menüü',
    'footer.tagline': 'Liiv, kruus, killustik ja muld otse karjäärist. Tarnime {area}.',
    'footer.materials': 'Materjalid',
    'footer.hours': 'Lahtiolekuajad',
    'footer.calculator': 'Materjali kalkulaator',
    'footer.certificate': 'Tootmisohje ja sertifikaat',
    'footer.blog': 'Blogi',
    'footer.business': 'Ärikliendile',
    'footer.account': 'Kliendikonto',
    'footer.privacy': 'Privaatsusteade',
    'footer.registryCode': 'Registrikood',
    'footer.vatNumber': 'KMKR',
    'chat.ask': 'Küsi nõu',
    'language.switch': 'Keel',
    'day.weekdays': 'E-R',
    'day.saturday': 'L',
    'day.sunday': 'P',
    'day.closed': 'suletud',
  },
  ru: {
    'menu.materials': 'Материалы и цены',
    'menu.calculator': 'Калькулятор',
    'menu.inquiry': 'Запрос цены',
    'menu.projects': 'Объекты',
    'menu.blog': 'Блог',
    'menu.contact': 'Контакты',
    'header.quote': 'Запросить предложение',
    'header.openMenu': 'Открыть меню',
    'header.closeMenu': 'Закрыть меню',
    'footer.tagline': 'Песок, гравий, щебень и чернозём прямо из карьера. Доставляем: {area}.',
    'footer.materials': 'Материалы',
    'footer.hours': 'Часы работы',
    'footer.calculator': 'Калькулятор материалов',
    'footer.certificate': 'Производственный контроль и сертификат',
    'footer.blog': 'Блог',
    'footer.business': 'Бизнес-клиентам',
    'footer.account': 'Личный кабинет',
    'footer.privacy': 'Защита персональных данных',
    'footer.registryCode': 'Регистрационный код',
    'footer.vatNumber': 'Номер плательщика НСО',
    'chat.ask': 'Задать вопрос',
    'language.switch': 'Язык',
    'day.weekdays': 'Пн–Пт',
    'day.saturday': 'Сб',
    'day.sunday': 'Вс',
    'day.closed': 'закрыто',
  },
  en: {
    'menu.materials': 'Materials and prices',
    'menu.calculator': 'Calculator',
    'menu.inquiry': 'Price enquiry',
    'menu.projects': 'Projects',
    'menu.blog': 'Blog',
    'menu.contact': 'Contact',
    'header.quote': 'Request a quote',
    'header.openMenu': 'Open menu',
    'header.closeMenu': 'Close menu',
    'footer.tagline':
      'Sand, gravel, crushed stone and topsoil straight from the quarry. We deliver to {area}.',
    'footer.materials': 'Materials',
    'footer.hours': 'Opening hours',
    'footer.calculator': 'Material calculator',
    'footer.certificate': 'Factory production control and certificate',
    'footer.blog': 'Blog',
    'footer.business': 'For business customers',
    'footer.account': 'Customer account',
    'footer.privacy': 'Privacy notice',
    'footer.registryCode': 'Registry code',
    'footer.vatNumber': 'VAT number',
    'chat.ask': 'Ask us',
    'language.switch': 'Language',
    'day.weekdays': 'Mon–Fri',
    'day.saturday': 'Sat',
    'day.sunday': 'Sun',
    'day.closed': 'closed',
  },
}

/** Each language's own name, for the switch: a reader finds their language in its own words. */
export const languageNames = { et: 'Eesti', ru: 'Русский', en: 'English' } as const

export type MaterialNameMessage =
  | 'soelutud-taiteliiv'
  | 'soelutud-ehitusliiv'
  | 'kaldaliiv'
  | 'looduslik-kruus'
  | 'soelutud-kruus'
  | 'purukruus'
  | 'killustik'
  | 'kruusaveeris-32-64'
  | 'kruusaveeris-64-100'
  | 'soelutud-muld'

/**
 * The ten materials' names by their slugs, as the trade says them: the pages show the Estonian name
 * beside the translation, since that is what the weighing ticket and the invoice say.
 */
export const materialNameMessages: Catalogue<MaterialNameMessage> = {
  et: {
    'soelutud-taiteliiv': 'Sõelutud täiteliiv',
    'soelutud-ehitusliiv': 'Sõelutud ehitusliiv',
    kaldaliiv: 'Kaldaliiv',
    'looduslik-kruus': 'Looduslik kruus',
    'soelutud-kruus': 'Sõelutud kruus',
    purukruus: 'Purukruus',
    killustik: 'Killustik',
    'kruusaveeris-32-64': 'Kruusaveeris 32-64',
    'kruusaveeris-64-100': 'Kruusaveeris 64-100',
    'soelutud-muld': 'Sõelutud muld',
  },
  ru: {
    'soelutud-taiteliiv': 'Сеяный песок для засыпки',
    'soelutud-ehitusliiv': 'Сеяный строительный песок',
    kaldaliiv: 'Карьерный песок',
    'looduslik-kruus': 'Природная песчано-гравийная смесь',
    'soelutud-kruus': 'Сеяный гравий',
    purukruus: 'Дроблёный гравий',
    killustik: 'Щебень',
    'kruusaveeris-32-64': 'Галька 32–64 мм',
    'kruusaveeris-64-100': 'Галька 64–100 мм',
    'soelutud-muld': 'Сеяный чернозём',
  },
  en: {
    'soelutud-taiteliiv': 'Screened fill sand',
    'soelutud-ehitusliiv': 'Screened building sand',
    kaldaliiv: 'Pit sand',
    'looduslik-kruus': 'Natural pit-run gravel',
    'soelutud-kruus': 'Screened gravel',
    purukruus: 'Crushed gravel',
    killustik: 'Crushed stone',
    'kruusaveeris-32-64': 'Gravel shingle 32–64 mm',
    'kruusaveeris-64-100': 'Gravel cobbles 64–100 mm',
    'soelutud-muld': 'Screened topsoil',
  },
}
