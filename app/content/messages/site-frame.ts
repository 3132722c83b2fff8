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
  | 'menu.label'
  | 'menu.mobileLabel'
  | 'skip.main'
  | 'footer.sales'
  | 'home.back'
  | 'error.title'
  | 'error.notFound'
  | 'error.notFoundText'
  | 'error.refused'
  | 'error.refusedText'
  | 'error.failed'
  | 'error.failedText'
  | 'notFound.heading'
  | 'notFound.text'
  | 'notFound.title'
  | 'meta.title'
  | 'meta.description'

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
    'menu.label': 'Peamenüü',
    'menu.mobileLabel': 'Mobiilimenüü',
    'skip.main': 'Liigu põhisisu juurde',
    'footer.sales': 'Müük: {hours}',
    'home.back': 'Tagasi avalehele',
    'error.title': 'Viga',
    'error.notFound': 'Lehte ei leitud',
    'error.notFoundText': 'Otsitud lehte ei ole olemas.',
    'error.refused': 'Vigane päring',
    'error.refusedText': 'Saadetud andmeid ei saanud lugeda. Palun minge tagasi ja proovige uuesti.',
    'error.failed': 'Midagi läks valesti',
    'error.failedText': 'Lehe avamine ebaõnnestus. Palun proovige hetke pärast uuesti või helistage meile.',
    'notFound.heading': 'Oops! Page not found',
    'notFound.text': 'Otsitud lehte ei ole olemas või on see teisaldatud.',
    'notFound.title': 'Lehte ei leitud – 404',
    'meta.title': '{name} – liiv, kruus ja killustik otse karjäärist',
    'meta.description':
      'Sõelutud liiv, kruus, killustik ja muld otse Lääne-Virumaa karjäärist. Hinnad tonni kohta, transport kalluriga kuni 60 km, kiire tellimine ja hinnapäring.',
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
    'menu.label': 'Главное меню',
    'menu.mobileLabel': 'Меню',
    'skip.main': 'Перейти к основному содержанию',
    'footer.sales': 'Продажа: {hours}',
    'home.back': 'На главную',
    'error.title': 'Ошибка',
    'error.notFound': 'Страница не найдена',
    'error.notFoundText': 'Такой страницы нет.',
    'error.refused': 'Неверный запрос',
    'error.refusedText':
      'Не удалось прочитать отправленные данные. Пожалуйста, вернитесь назад и попробуйте ещё раз.',
    'error.failed': 'Что-то пошло не так',
    'error.failedText':
      'Не удалось открыть страницу. Пожалуйста, попробуйте ещё раз чуть позже или позвоните нам.',
    'notFound.heading': 'Упс! Страница не найдена',
    'notFound.text': 'Такой страницы нет, или она была перемещена.',
    'notFound.title': 'Страница не найдена – 404',
    'meta.title': '{name} – песок, гравий и щебень прямо из карьера',
    'meta.description':
      'Сеяный песок, гравий, щебень и чернозём прямо из карьера в Ляэне-Вирумаа. Цены за тонну, доставка самосвалом до 60 км, быстрый заказ и запрос цены.',
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
    'menu.label': 'Main menu',
    'menu.mobileLabel': 'Menu',
    'skip.main': 'Skip to main content',
    'footer.sales': 'Sales: {hours}',
    'home.back': 'Back to the home page',
    'error.title': 'Error',
    'error.notFound': 'Page not found',
    'error.notFoundText': 'The page you are looking for does not exist.',
    'error.refused': 'Invalid request',
    'error.refusedText': 'We could not read the data you sent. Please go back and try again.',
    'error.failed': 'Something went wrong',
    'error.failedText': 'The page could not be opened. Please try again in a moment or give us a call.',
    'notFound.heading': 'Oops! Page not found',
    'notFound.text': 'The page you are looking for does not exist or has been moved.',
    'notFound.title': 'Page not found – 404',
    'meta.title': '{name} – sand, gravel and crushed stone straight from the quarry',
    'meta.description':
      'Screened sand, gravel, crushed stone and topsoil straight from the quarry in Lääne-Virumaa. Prices per tonne, tipper delivery up to 60 km, quick ordering and price enquiries.',
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
