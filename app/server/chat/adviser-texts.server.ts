import { type BusinessInfo, deliveryAreaIn } from '#app/content/business.ts'
import type { Material } from '#app/content/material.ts'
import { perBusiness } from '#app/content/per-business.ts'
import { formatKm } from '#app/domain/format.ts'
import {
  MAX_DELIVERY_TENTHS_KM,
  MAX_QUANTITY_TONNES,
  MIN_DELIVERY_TONNES,
  MIN_QUANTITY_TONNES,
} from '#app/domain/order-rules.ts'
import {
  groupWeeklyHours,
  type OpeningHoursGroup,
  type Season,
  seasonClosed,
  type Weekday,
  type WeeklyHours,
  weekdayLetters,
  weekdayNames,
} from '#app/domain/weekly-hours.ts'
import type { Language } from './language.server.ts'

/**
 * The built-in adviser's words in the three languages it answers in. Figures are never written here:
 * every price, distance and quantity is filled in from the catalogue, app/domain and the geo service.
 * Rule figures (the 8 t minimum, the 60 km limit, 1–25 t) come from app/domain/order-rules.ts. The
 * business facts (phone, hours, season, address) are those staff keep: `adviserTexts(business)`.
 */

const maxKm = formatKm(MAX_DELIVERY_TENTHS_KM)

type DayWords = Record<Weekday, string>

/** Day abbreviations of a row of hours: 'E-R', 'Mon-Fri', 'пн-пт'. */
const dayAbbreviations: Record<Language, DayWords> = {
  et: weekdayLetters,
  en: {
    Monday: 'Mon',
    Tuesday: 'Tue',
    Wednesday: 'Wed',
    Thursday: 'Thu',
    Friday: 'Fri',
    Saturday: 'Sat',
    Sunday: 'Sun',
  },
  ru: {
    Monday: 'пн',
    Tuesday: 'вт',
    Wednesday: 'ср',
    Thursday: 'чт',
    Friday: 'пт',
    Saturday: 'сб',
    Sunday: 'вс',
  },
}

/** 'on Sunday', as the closed days are named after the hours. */
const onDay: Record<Language, DayWords> = {
  et: {
    Monday: 'esmaspäeval',
    Tuesday: 'teisipäeval',
    Wednesday: 'kolmapäeval',
    Thursday: 'neljapäeval',
    Friday: 'reedel',
    Saturday: 'laupäeval',
    Sunday: 'pühapäeval',
  },
  en: {
    Monday: 'Monday',
    Tuesday: 'Tuesday',
    Wednesday: 'Wednesday',
    Thursday: 'Thursday',
    Friday: 'Friday',
    Saturday: 'Saturday',
    Sunday: 'Sunday',
  },
  ru: {
    Monday: 'в понедельник',
    Tuesday: 'во вторник',
    Wednesday: 'в среду',
    Thursday: 'в четверг',
    Friday: 'в пятницу',
    Saturday: 'в субботу',
    Sunday: 'в воскресенье',
  },
}

const andWord: Record<Language, string> = { et: 'ja', en: 'and', ru: 'и' }

/** A weekday's name, the reason the quarry is closed now. */
const dayNames: Record<Language, DayWords> = {
  et: {
    Monday: 'esmaspäev',
    Tuesday: 'teisipäev',
    Wednesday: 'kolmapäev',
    Thursday: 'neljapäev',
    Friday: 'reede',
    Saturday: 'laupäev',
    Sunday: 'pühapäev',
  },
  en: onDay.en,
  ru: {
    Monday: 'понедельник',
    Tuesday: 'вторник',
    Wednesday: 'среда',
    Thursday: 'четверг',
    Friday: 'пятница',
    Saturday: 'суббота',
    Sunday: 'воскресенье',
  },
}

/** One row of hours with the language's day abbreviations: 'E-R 08:00-17:00', 'Mon-Fri 08:00-17:00'. */
export function groupText(group: OpeningHoursGroup, language: Language): string {
  const words = dayAbbreviations[language]
  const first = words[group.days[0]!]
  const last = words[group.days[group.days.length - 1]!]
  const label =
    group.days.length === 1 ? first : group.days.length === 2 ? `${first}, ${last}` : `${first}-${last}`
  return `${label} ${group.opens}-${group.closes}`
}

/** The days' hours in one line, 'E-R 08:00-17:00, L 09:00-15:00'. */
export function hoursLine(weekly: WeeklyHours, language: Language): string {
  return groupWeeklyHours(weekly)
    .map((group) => groupText(group, language))
    .join(', ')
}

/** The closed weekdays, 'pühapäeval' or 'laupäeval ja pühapäeval'; '' when open every day. */
export function closedDays(weekly: WeeklyHours, language: Language): string {
  const days = weekdayNames.filter((day) => weekly[day] === null).map((day) => onDay[language][day])
  if (days.length <= 1) return days[0] ?? ''
  return `${days.slice(0, -1).join(', ')} ${andWord[language]} ${days[days.length - 1]}`
}

/** The weekdays' row of hours, the one with Monday ('Mon-Fri 08:00-17:00'); '' when Monday is closed. */
export function weekdaysLine(weekly: WeeklyHours, language: Language): string {
  const monday = groupWeeklyHours(weekly).find((group) => group.days.includes('Monday'))
  return monday ? groupText(monday, language) : ''
}

/** 'MM-DD' as visitors read it, '01.12'. */
export function monthDay(value: string): string {
  const [month, day] = value.split('-')
  return `${day}.${month}`
}

/**
 * The season's dates and hours in one sentence. Its name is the one staff wrote in Estonian ('talv'):
 * the Estonian sentence names it, the Russian and English ones give the dates alone.
 */
export function seasonSentence(season: Season, language: Language): string {
  const from = monthDay(season.from)
  const to = monthDay(season.to)
  const closed = seasonClosed(season)
  const line = hoursLine(season.hours, language)
  switch (language) {
    case 'et':
      return closed
        ? `Ajavahemikul ${from}–${to} (${season.name}) on karjäär suletud.`
        : `Ajavahemikul ${from}–${to} (${season.name}) oleme avatud ${line}.`
    case 'en':
      return closed
        ? `From ${from} to ${to} the quarry is closed.`
        : `From ${from} to ${to} we are open ${line}.`
    case 'ru':
      return closed ? `С ${from} по ${to} карьер закрыт.` : `С ${from} по ${to} мы открыты: ${line}.`
  }
}

/** What the material is called in Russian and English, after its Estonian name. */
export const materialGloss: Record<string, { ru: string; en: string }> = {
  'soelutud-taiteliiv': { ru: 'сеяный песок для засыпки', en: 'screened fill sand' },
  'soelutud-ehitusliiv': { ru: 'сеяный строительный песок', en: 'screened building sand' },
  kaldaliiv: { ru: 'мелкий береговой песок', en: 'fine shore sand' },
  'looduslik-kruus': { ru: 'природный гравий', en: 'natural pit-run gravel' },
  'soelutud-kruus': { ru: 'сеяный гравий', en: 'screened gravel' },
  purukruus: { ru: 'дроблёный гравий', en: 'crushed gravel' },
  killustik: { ru: 'щебень', en: 'crushed stone' },
  'kruusaveeris-32-64': { ru: 'галька', en: 'cobbles' },
  'kruusaveeris-64-100': { ru: 'крупная галька', en: 'large cobbles' },
  'soelutud-muld': { ru: 'просеянная земля', en: 'screened topsoil' },
}

/** 'Killustik' in Estonian; 'Killustik (crushed stone)' in English and Russian. */
export function materialName(material: Material, language: Language): string {
  if (language === 'et') return material.title
  const gloss = materialGloss[material.slug]?.[language]
  return gloss ? `${material.title} (${gloss})` : material.title
}

/**
 * A figure formatted by app/domain ('31,0 km', '12,8 t', '5,0 m³') with the units Russian writes
 * ('31,0 км', '12,8 т', '5,0 м³'); Estonian and English keep the SI symbols.
 */
export function localUnits(formatted: string, language: Language): string {
  if (language !== 'ru') return formatted
  return formatted
    .replace(/(\d[\s\u00a0]?)km\b/g, '$1км')
    .replace(/(\d[\s\u00a0]?)m³/g, '$1м³')
    .replace(/(\d[\s\u00a0]?)t\b/g, '$1т')
}

/** Before a distance the geo service estimated rather than measured along the roads. */
export const approximately: Record<Language, string> = { et: 'umbes', en: 'about', ru: 'около' }

const numberWords = {
  et: ['', 'üks', 'kaks', 'kolm', 'neli'],
  ru: ['', 'один', 'два', 'три', 'четыре'],
  en: ['', 'one', 'two', 'three', 'four'],
}

function buildTexts(business: BusinessInfo) {
  const { address, weeklyHours, season } = business
  const addressLine = `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`
  const saturday = weeklyHours.Saturday
  const sunday = weeklyHours.Sunday
  const line = {
    et: hoursLine(weeklyHours, 'et'),
    en: hoursLine(weeklyHours, 'en'),
    ru: hoursLine(weeklyHours, 'ru'),
  }
  const closed = {
    et: closedDays(weeklyHours, 'et'),
    en: closedDays(weeklyHours, 'en'),
    ru: closedDays(weeklyHours, 'ru'),
  }
  const sales = { en: weekdaysLine(weeklyHours, 'en'), ru: weekdaysLine(weeklyHours, 'ru') }
  const seasonText = (language: Language) => (season ? ` ${seasonSentence(season, language)}` : '')

  return {
    et: {
      jobLine: (name: string, uses: string, price: string) =>
        `- ${name} – ${uses}, ${price} €/t ilma käibemaksuta`,
      jobAsk: 'Kirjutage ka pindala ja kihi paksus (näiteks 5 x 4 m, 20 cm), siis arvutan koguse ja hinna.',
      jobYes: (name: string, job: string, uses: string) =>
        `Jah, ${name.toLowerCase()} sobib ${job} jaoks (${uses}).`,
      jobNo: (name: string, job: string) =>
        `${name} ei ole ${job} jaoks see, mida soovitame. Paremini sobivad:`,
      priceLine: (name: string, net: string, gross: string) =>
        `${name}: ${net} €/t ilma käibemaksuta, käibemaksuga ${gross} (transport lisandub).`,
      notAvailable: (name: string) => `${name} ei ole hetkel saadaval.`,
      available: 'Jah, on saadaval. ',
      more: (page: string, form: string | null) =>
        form
          ? `Vaata lähemalt: ${page}, tellimiseks [ava tellimisvorm](${form}).`
          : `Vaata lähemalt: ${page}.`,
      phoneSentence: `Helistage meile: ${business.phone}.`,
      questionsPhone: `Küsimuste korral: ${business.phone}.`,
      family: (word: string, count: number) => `${word} on meil ${numberWords.et[count] ?? count} sorti:`,
      familyWords: {
        sand: 'Liiva',
        'screened-sand': 'Sõelutud liiva',
        gravel: 'Kruusa',
        cobbles: 'Kruusaveerist',
      },
      familyAsk: 'Kirjutage, milleks materjali vajate, siis soovitan sobiva.',
      familyQuote: (tonnes: number, how: string) => `${tonnes} t ${how} maksaks koos käibemaksuga:`,
      familyQuoteAsk: 'Kirjutage, millist soovite, siis näitan täpse arvestuse.',
      total: (amount: string) => `kokku ${amount}`,
      pickupHow: 'ise järele tulles (laadime karjääris)',
      deliveryHow: (label: string, distance: string) => `kohaletoomisega: ${label}, teekaugus ${distance}`,
      familyDeliveryHow: (label: string, distance: string) => `kohaletoomisega (${label}, ${distance})`,
      familyPickupHow: 'ise järele tulles',
      roundedTonnes: (tonnes: number) => `Veebis tellitakse täistonne, seepärast arvutan ${tonnes} tonniga.`,
      pickupInstead: 'Ise järele tulles:',
      receipt: {
        product: 'Toode',
        transport: 'Transport',
        net: 'Summa ilma käibemaksuta',
        vat: 'Käibemaks 24%',
        total: 'Kokku koos käibemaksuga',
        minimum: 'Minimaalne tellimuse summa on 15€ (ilma käibemaksuta).',
      },
      problems: {
        'not-available': 'See materjal ei ole hetkel saadaval.',
        quantity: `Veebis saab tellida täistonne, ${MIN_QUANTITY_TONNES}-${MAX_QUANTITY_TONNES} tonni.`,
        'too-much': `Üle ${MAX_QUANTITY_TONNES} tonni pakume eraldi hinnaga, suurema veo saab kokku leppida ka poolhaagisega. Helistage meile: ${business.phone}.`,
        'delivery-needs-8-tonnes': `Transporti pakume alates ${MIN_DELIVERY_TONNES} tonnist. Väiksema koguse laadime karjääris teie autole või haagisele.`,
        'out-of-range':
          'Transport pole võimalik: koht asub meie karjäärist üle 60 km kaugusel. Küsige meilt eraldi pakkumist.',
      },
      deliveryRules: [
        `Toome materjali 4x8 kalluriga kohale alates ${MIN_DELIVERY_TONNES} tonnist kuni ${maxKm} teekaugusele karjäärist (${business.deliveryArea.join(', ')}).`,
        'Transport maksab 2,70 € kilomeetri kohta ühe suuna teekauguse järgi, ilma käibemaksuta.',
        'Kirjutage, kuhu materjali vajate (näiteks „Tapale“ või „Rakverre“), siis arvutan kauguse ja hinna.',
      ].join(' '),
      where: (label: string, distance: string) => `${label}: teekaugus karjäärist ${distance}.`,
      transportCost: (km: string, cost: string) =>
        `Transport maksab ${km} × 2,70 € = ${cost} ilma käibemaksuta. Kohale toome alates ${MIN_DELIVERY_TONNES} tonnist.`,
      when: 'Tellimuse täidame tavaliselt 1-3 tööpäeva jooksul. Täpse päeva ja kellaaja kinnitame pärast tellimuse saamist telefoni või e-posti teel.',
      hours: `Karjäär on avatud ${line.et}${closed.et ? `, ${closed.et} oleme suletud` : ''}.${seasonText('et')} Müük toimub ${business.salesHours}. Tellimuse täidame tavaliselt 1-3 tööpäeva jooksul.`,
      saturday: saturday
        ? `Laupäeval oleme avatud ${saturday.opens}-${saturday.closes}.`
        : 'Laupäeval oleme suletud.',
      sunday: sunday
        ? `Pühapäeval oleme avatud ${sunday.opens}-${sunday.closes}.`
        : 'Pühapäeval oleme suletud.',
      weekend: `${saturday ? `Laupäeval oleme avatud ${saturday.opens}-${saturday.closes}` : 'Laupäeval oleme suletud'}, ${sunday ? `pühapäeval oleme avatud ${sunday.opens}-${sunday.closes}` : 'pühapäeval oleme suletud'}.`,
      winter: season
        ? `${seasonSentence(season, 'et')} Müük toimub ${business.salesHours}. Enne tulekut helistage: ${business.phone}.`
        : `Müük toimub ${business.salesHours}: talvel on karjäär enamasti suletud. Enne tulekut helistage: ${business.phone}.`,
      holiday: `Riigipühadel oleme suletud. Tavaliselt oleme avatud ${line.et}.`,
      closings: (list: string) => `Karjäär on suletud: ${list}.`,
      openNow: (when: string, closes: string) => `Praegu (${when}) oleme avatud, täna kuni ${closes}.`,
      closedNow: (when: string, reason: string) =>
        `Praegu (${when}) oleme suletud${reason ? `: ${reason}` : ''}. Lahtiolekuajad: ${line.et}${closed.et ? `, ${closed.et} suletud` : ''}.`,
      closedReasons: {
        holiday: 'riigipüha',
        closing: 'karjäär on suletud',
        season: (name: string) => name,
        days: dayNames.et,
        hours: '',
      },
      contact: {
        phone: `Telefon: ${business.phone}.`,
        email: `E-post: ${business.email}.`,
        address: `Aadress: ${addressLine}. Kaart ja kontaktid: [Kontakt](/#contact).`,
        all: `Telefon: ${business.phone}, e-post: ${business.email}. Aadress: ${addressLine}. Kaart ja kontaktid: [Kontakt](/#contact).`,
      },
      minimum: `Väikseim tellimus on 15 € ilma käibemaksuta. Veebis saab tellida ${MIN_QUANTITY_TONNES}-${MAX_QUANTITY_TONNES} tonni, kohale toome alates ${MIN_DELIVERY_TONNES} tonnist.`,
      density: (name: string, density: string) => `${name}: tihedus ${density} t/m³.`,
      fraction: (name: string, fraction: string) => `${name}: fraktsioon ${fraction}.`,
      certificate:
        'Meie materjalidel on vastavussertifikaat. Vaata ja laadi alla: [Sertifikaat](/sertifikaat).',
      jobIntro: (job: string) => `${job[0]?.toUpperCase()}${job.slice(1)} jaoks sobivad:`,
      jobNone: (job: string) =>
        `${job[0]?.toUpperCase()}${job.slice(1)} jaoks ei ole meil praegu sobivat materjali saadaval. ${`Helistage meile: ${business.phone}.`}`,
      volume: (volume: string) => `Maht on ${volume}. Kaal sõltub materjalist:`,
      volumeAsk: 'Kirjutage, millist materjali vajate, siis arvutan ka hinna.',
      materialWeight: (name: string, volume: string, weight: string, density: string) =>
        `${name}: maht ${volume}, kaal ${weight} (tihedus ${density} t/m³).`,
      wholeTonnes: (tonnes: number, how: string, total: string) =>
        ` Tellida saab täistonne: ${tonnes} t maksab ${how} kokku ${total} koos käibemaksuga.`,
      withTransport: (distance: string) => `koos transpordiga (${distance})`,
      selfPickup: 'ise järele tulles',
      dimensionsHelp: 'Kirjutage mõõdud kujul laius × pikkus × sügavus meetrites, näiteks 6 x 3 x 0,15 m.',
      areaOnly: (area: string) =>
        `Pindala on ${area} m². Kirjutage ka kihi paksus (näiteks 10 cm), siis arvutan mahu ja tonnid. Näiteks 10 cm kihiga:`,
      notSold: {
        concrete: 'Valmisbetooni me ei müü. Betooni ise segamiseks sobivad:',
        asphalt: 'Asfalti me ei müü. Sissesõidutee ja platsi katteks sobivad:',
        cement: 'Tsementi me ei müü, meil on liiv, kruus, killustik ja muld.',
        peat: 'Turvast me ei müü. Muru ja peenarde jaoks sobib:',
      },
      priceListHead: 'Meie hinnad tonni kohta:',
      priceListAsk:
        'Kirjutage materjal, kogus ja koht (näiteks „10 tonni sõelutud kruusa Tapale“), siis arvutan täpse hinna.',
      nothingAvailable: `Hetkel ei ole ühtegi materjali saadaval. Helistage meile: ${business.phone}.`,
      thanks: `Palun! Kui tekib veel küsimusi, kirjutage siia või helistage: ${business.phone}.`,
      greeting: 'Tere! ',
      help: [
        'Oskan vastata küsimustele materjalide hindade ja saadavuse, kohaletoomise ja transpordi hinna, vajaliku koguse ning lahtiolekuaegade kohta.',
        'Küsige näiteks: „Kui palju maksab killustik?“, „10 tonni sõelutud kruusa Tapale“ või „Mitu tonni kruusa on vaja 6 x 3 x 0,15 m?“',
      ].join(' '),
      hello: `Tere! Olen ${business.name} nõustaja.`,
      notUnderstood: 'Vabandust, ma ei saanud küsimusest päris täpselt aru.',
      fastHelp: `Kiiresti aitame ka telefonil ${business.phone}.`,
    },
    en: {
      jobLine: (name: string, _uses: string, price: string) => `- ${name}: ${price} €/t excl. VAT`,
      jobAsk:
        'Tell me the area and the layer thickness too (for example 5 x 4 m, 20 cm), and I will work out the amount and the price.',
      jobYes: (name: string, job: string, _uses: string) => `Yes, ${name} is suitable for ${job}.`,
      jobNo: (name: string, job: string) => `${name} is not what we recommend for ${job}. These fit better:`,
      priceLine: (name: string, net: string, gross: string) =>
        `${name}: ${net} €/t excl. VAT, ${gross} incl. VAT (transport extra).`,
      notAvailable: (name: string) => `${name} is not available at the moment.`,
      available: 'Yes, it is available. ',
      more: (page: string, form: string | null) =>
        form ? `More: ${page}, to order [open the order form](${form}).` : `More: ${page}.`,
      phoneSentence: `Please call us: ${business.phone}.`,
      questionsPhone: `Questions: ${business.phone}.`,
      family: (word: string, count: number) => `We have ${numberWords.en[count] ?? count} kinds of ${word}:`,
      familyWords: { sand: 'sand', 'screened-sand': 'screened sand', gravel: 'gravel', cobbles: 'cobbles' },
      familyAsk: 'Tell me what the material is for, and I will suggest the right one.',
      familyQuote: (tonnes: number, how: string) => `${tonnes} t ${how} would cost, VAT included:`,
      familyQuoteAsk: 'Tell me which one you want, and I will show the full calculation.',
      total: (amount: string) => `total ${amount}`,
      pickupHow: 'collected at the quarry (we load your vehicle)',
      deliveryHow: (label: string, distance: string) => `delivered to ${label}, road distance ${distance}`,
      familyDeliveryHow: (label: string, distance: string) => `delivered (${label}, ${distance})`,
      familyPickupHow: 'collected at the quarry',
      roundedTonnes: (tonnes: number) => `Orders are in whole tonnes, so I calculate with ${tonnes} t.`,
      pickupInstead: 'Collected at the quarry:',
      receipt: {
        product: 'Material',
        transport: 'Transport',
        net: 'Total excl. VAT',
        vat: 'VAT 24%',
        total: 'Total incl. VAT',
        minimum: 'The minimum order is 15 € (excl. VAT).',
      },
      problems: {
        'not-available': 'This material is not available at the moment.',
        quantity: `Online orders are in whole tonnes, ${MIN_QUANTITY_TONNES}-${MAX_QUANTITY_TONNES} t.`,
        'too-much': `Above ${MAX_QUANTITY_TONNES} t we quote separately, and a larger load can go on a semi-trailer. Please call us: ${business.phone}.`,
        'delivery-needs-8-tonnes': `We deliver from ${MIN_DELIVERY_TONNES} t. A smaller amount we load onto your car or trailer at the quarry.`,
        'out-of-range': `Delivery is not possible: the place is more than ${maxKm} from the quarry. Ask us for a separate offer.`,
      },
      deliveryRules: [
        `We deliver with a 4x8 tipper truck from ${MIN_DELIVERY_TONNES} t, up to ${maxKm} by road from the quarry (${deliveryAreaIn(business, 'en').join(', ')}).`,
        'Transport costs 2,70 € per km of one-way road distance, excl. VAT.',
        'Tell me where you need it (for example "to Tapa" or "to Rakvere"), and I will work out the distance and the price.',
      ].join(' '),
      where: (label: string, distance: string) => `${label}: road distance from the quarry ${distance}.`,
      transportCost: (km: string, cost: string) =>
        `Transport costs ${km} × 2,70 € = ${cost} excl. VAT. We deliver from ${MIN_DELIVERY_TONNES} t.`,
      when: 'We usually fill an order within 1-3 working days. We confirm the exact day and time by phone or e-mail after the order arrives.',
      hours: `The quarry is open ${line.en}${closed.en ? `, closed on ${closed.en}` : ''}.${seasonText('en')}${sales.en ? ` Sales: ${sales.en}${season ? '' : ', except in winter'}.` : ''} Orders are usually filled within 1-3 working days.`,
      saturday: saturday
        ? `On Saturday we are open ${saturday.opens}-${saturday.closes}.`
        : 'On Saturday we are closed.',
      sunday: sunday ? `On Sunday we are open ${sunday.opens}-${sunday.closes}.` : 'On Sunday we are closed.',
      weekend: `${saturday ? `On Saturday we are open ${saturday.opens}-${saturday.closes}` : 'On Saturday we are closed'}, ${sunday ? `on Sunday we are open ${sunday.opens}-${sunday.closes}` : 'on Sunday we are closed'}.`,
      winter: season
        ? `${seasonSentence(season, 'en')} Please call before you come: ${business.phone}.`
        : `${sales.en ? `Sales run ${sales.en}, except in winter: in` : 'In'} winter the quarry is mostly closed. Please call before you come: ${business.phone}.`,
      holiday: `We are closed on public holidays. Usually we are open ${line.en}.`,
      closings: (list: string) => `The quarry is closed: ${list}.`,
      openNow: (when: string, closes: string) => `Right now (${when}) we are open, today until ${closes}.`,
      closedNow: (when: string, reason: string) =>
        `Right now (${when}) we are closed${reason ? `: ${reason}` : ''}. Opening hours: ${line.en}${closed.en ? `, closed on ${closed.en}` : ''}.`,
      closedReasons: {
        holiday: 'a public holiday',
        closing: 'the quarry is closed',
        season: (_name: string) => 'the seasonal break',
        days: dayNames.en,
        hours: '',
      },
      contact: {
        phone: `Phone: ${business.phone}.`,
        email: `E-mail: ${business.email}.`,
        address: `Address: ${addressLine}. Map and contacts: [Contact](/#contact).`,
        all: `Phone: ${business.phone}, e-mail: ${business.email}. Address: ${addressLine}. Map and contacts: [Contact](/#contact).`,
      },
      minimum: `The minimum order is 15 € excl. VAT. Online you can order ${MIN_QUANTITY_TONNES}-${MAX_QUANTITY_TONNES} t; we deliver from ${MIN_DELIVERY_TONNES} t.`,
      density: (name: string, density: string) => `${name}: density ${density} t/m³.`,
      fraction: (name: string, fraction: string) => `${name}: fraction ${fraction}.`,
      certificate: 'Our materials have a certificate of conformity: [Certificate](/sertifikaat).',
      jobIntro: (job: string) => `For ${job} these fit:`,
      jobNone: (job: string) =>
        `For ${job} we have no suitable material available right now. Please call us: ${business.phone}.`,
      volume: (volume: string) => `The volume is ${volume}. The weight depends on the material:`,
      volumeAsk: 'Tell me which material you need, and I will work out the price too.',
      materialWeight: (name: string, volume: string, weight: string, density: string) =>
        `${name}: volume ${volume}, weight ${weight} (density ${density} t/m³).`,
      wholeTonnes: (tonnes: number, how: string, total: string) =>
        ` Orders are in whole tonnes: ${tonnes} t ${how} costs ${total} incl. VAT.`,
      withTransport: (distance: string) => `with transport (${distance})`,
      selfPickup: 'collected',
      dimensionsHelp: 'Write the size as width × length × depth in metres, for example 6 x 3 x 0,15 m.',
      areaOnly: (area: string) =>
        `The area is ${area} m². Tell me the layer thickness too (for example 10 cm), and I will work out the volume and tonnes. With a 10 cm layer:`,
      notSold: {
        concrete: 'We do not sell ready-mixed concrete. For mixing concrete yourself these fit:',
        asphalt: 'We do not sell asphalt. For a driveway or yard surface these fit:',
        cement: 'We do not sell cement; we have sand, gravel, crushed stone and topsoil.',
        peat: 'We do not sell peat. For lawns and garden beds this fits:',
      },
      priceListHead: 'Our prices per tonne:',
      priceListAsk:
        'Tell me the material, the amount and the place (for example "10 t of screened gravel to Tapa"), and I will work out the exact price.',
      nothingAvailable: `No material is available right now. Please call us: ${business.phone}.`,
      thanks: `You are welcome! If you have more questions, write here or call ${business.phone}.`,
      greeting: 'Hello! ',
      help: 'I can answer questions about our materials, prices, delivery, the amount you need and our opening hours. For example: "How much is crushed stone?" or "10 t of gravel to Rakvere".',
      hello: `Hello! I am the adviser of ${business.name}.`,
      notUnderstood: 'Sorry, I did not quite understand the question.',
      fastHelp: `For quick help call ${business.phone}.`,
    },
    ru: {
      jobLine: (name: string, _uses: string, price: string) => `- ${name}: ${price} €/т без НДС`,
      jobAsk:
        'Напишите и площадь, и толщину слоя (например, 5 x 4 м, 20 см), и я посчитаю количество и цену.',
      jobYes: (name: string, job: string, _uses: string) => `Да, ${name} подходит для ${job}.`,
      jobNo: (name: string, job: string) => `${name} — не то, что мы советуем для ${job}. Лучше подходят:`,
      priceLine: (name: string, net: string, gross: string) =>
        `${name}: ${net} €/т без НДС, ${gross.replace('€/t', '€/т')} с НДС (доставка отдельно).`,
      notAvailable: (name: string) => `${name} сейчас нет в наличии.`,
      available: 'Да, есть в наличии. ',
      more: (page: string, form: string | null) =>
        form ? `Подробнее: ${page}, заказать: [форма заказа](${form}).` : `Подробнее: ${page}.`,
      phoneSentence: `Позвоните нам: ${business.phone}.`,
      questionsPhone: `Вопросы: ${business.phone}.`,
      family: (word: string, count: number) => `У нас ${numberWords.ru[count] ?? count} вида ${word}:`,
      familyWords: { sand: 'песка', 'screened-sand': 'сеяного песка', gravel: 'гравия', cobbles: 'гальки' },
      familyAsk: 'Напишите, для чего нужен материал, и я подскажу подходящий.',
      familyQuote: (tonnes: number, how: string) => `${tonnes} т ${how} будет стоить с НДС:`,
      familyQuoteAsk: 'Напишите, какой вы выбираете, и я покажу точный расчёт.',
      total: (amount: string) => `итого ${amount}`,
      pickupHow: 'самовывоз (грузим в карьере)',
      deliveryHow: (label: string, distance: string) =>
        `с доставкой: ${label}, расстояние по дороге ${distance}`,
      familyDeliveryHow: (label: string, distance: string) => `с доставкой (${label}, ${distance})`,
      familyPickupHow: 'при самовывозе',
      roundedTonnes: (tonnes: number) => `Заказ принимается в целых тоннах, поэтому считаю ${tonnes} т.`,
      pickupInstead: 'При самовывозе:',
      receipt: {
        product: 'Материал',
        transport: 'Доставка',
        net: 'Сумма без НДС',
        vat: 'НДС 24%',
        total: 'Итого с НДС',
        minimum: 'Минимальная сумма заказа 15 € (без НДС).',
      },
      problems: {
        'not-available': 'Этого материала сейчас нет в наличии.',
        quantity: `Через сайт можно заказать целые тонны, ${MIN_QUANTITY_TONNES}-${MAX_QUANTITY_TONNES} т.`,
        'too-much': `Больше ${MAX_QUANTITY_TONNES} т мы считаем отдельно, большой объём можно привезти и полуприцепом. Позвоните нам: ${business.phone}.`,
        'delivery-needs-8-tonnes': `Доставляем от ${MIN_DELIVERY_TONNES} т. Меньшее количество грузим в карьере в вашу машину или прицеп.`,
        'out-of-range': `Доставка невозможна: место дальше ${maxKm} от карьера. Спросите у нас отдельное предложение.`,
      },
      deliveryRules: [
        `Доставляем самосвалом 4x8 от ${MIN_DELIVERY_TONNES} т, до ${maxKm} по дороге от карьера (${deliveryAreaIn(business, 'ru').join(', ')}).`,
        'Доставка стоит 2,70 € за километр расстояния в одну сторону, без НДС.',
        'Напишите, куда нужно привезти (например, «в Тапа» или «в Раквере»), и я посчитаю расстояние и цену.',
      ].join(' '),
      where: (label: string, distance: string) => `${label}: расстояние по дороге от карьера ${distance}.`,
      transportCost: (km: string, cost: string) =>
        `Доставка стоит ${km} × 2,70 € = ${cost} без НДС. Доставляем от ${MIN_DELIVERY_TONNES} т.`,
      when: 'Обычно выполняем заказ в течение 1-3 рабочих дней. Точный день и время подтверждаем по телефону или e-mail после получения заказа.',
      hours: `Карьер открыт: ${line.ru}${closed.ru ? `, ${closed.ru} закрыто` : ''}.${seasonText('ru')}${sales.ru ? ` Продажа: ${sales.ru}${season ? '' : ', кроме зимы'}.` : ''} Заказ обычно выполняем за 1-3 рабочих дня.`,
      saturday: saturday
        ? `В субботу мы открыты ${saturday.opens}-${saturday.closes}.`
        : 'В субботу мы закрыты.',
      sunday: sunday
        ? `В воскресенье мы открыты ${sunday.opens}-${sunday.closes}.`
        : 'В воскресенье мы закрыты.',
      weekend: `${saturday ? `В субботу мы открыты ${saturday.opens}-${saturday.closes}` : 'В субботу мы закрыты'}, ${sunday ? `в воскресенье открыты ${sunday.opens}-${sunday.closes}` : 'в воскресенье закрыты'}.`,
      winter: season
        ? `${seasonSentence(season, 'ru')} Перед приездом позвоните: ${business.phone}.`
        : `${sales.ru ? `Продажа ${sales.ru}, кроме зимы: зимой` : 'Зимой'} карьер в основном закрыт. Перед приездом позвоните: ${business.phone}.`,
      holiday: `В государственные праздники мы закрыты. Обычно открыты ${line.ru}.`,
      closings: (list: string) => `Карьер закрыт: ${list}.`,
      openNow: (when: string, closes: string) => `Сейчас (${when}) мы открыты, сегодня до ${closes}.`,
      closedNow: (when: string, reason: string) =>
        `Сейчас (${when}) мы закрыты${reason ? `: ${reason}` : ''}. Часы работы: ${line.ru}${closed.ru ? `, ${closed.ru} закрыто` : ''}.`,
      closedReasons: {
        holiday: 'государственный праздник',
        closing: 'карьер закрыт',
        season: (_name: string) => 'сезонный перерыв',
        days: dayNames.ru,
        hours: '',
      },
      contact: {
        phone: `Телефон: ${business.phone}.`,
        email: `E-mail: ${business.email}.`,
        address: `Адрес: ${addressLine}. Карта и контакты: [Контакт](/#contact).`,
        all: `Телефон: ${business.phone}, e-mail: ${business.email}. Адрес: ${addressLine}. Карта и контакты: [Контакт](/#contact).`,
      },
      minimum: `Минимальный заказ 15 € без НДС. Через сайт можно заказать ${MIN_QUANTITY_TONNES}-${MAX_QUANTITY_TONNES} т, доставляем от ${MIN_DELIVERY_TONNES} т.`,
      density: (name: string, density: string) => `${name}: плотность ${density} т/м³.`,
      fraction: (name: string, fraction: string) => `${name}: фракция ${fraction}.`,
      certificate: 'На наши материалы есть сертификат соответствия: [Сертификат](/sertifikaat).',
      jobIntro: (job: string) => `Для ${job} подходят:`,
      jobNone: (job: string) =>
        `Для ${job} сейчас нет подходящего материала в наличии. Позвоните нам: ${business.phone}.`,
      volume: (volume: string) => `Объём ${volume}. Вес зависит от материала:`,
      volumeAsk: 'Напишите, какой материал нужен, и я посчитаю и цену.',
      materialWeight: (name: string, volume: string, weight: string, density: string) =>
        `${name}: объём ${volume}, вес ${weight} (плотность ${density} т/м³).`,
      wholeTonnes: (tonnes: number, how: string, total: string) =>
        ` Заказ в целых тоннах: ${tonnes} т ${how} стоит ${total} с НДС.`,
      withTransport: (distance: string) => `с доставкой (${distance})`,
      selfPickup: 'при самовывозе',
      dimensionsHelp: 'Напишите размеры как ширина × длина × глубина в метрах, например 6 x 3 x 0,15 м.',
      areaOnly: (area: string) =>
        `Площадь ${area} м². Напишите и толщину слоя (например, 10 см), и я посчитаю объём и тонны. При слое 10 см:`,
      notSold: {
        concrete: 'Готовый бетон мы не продаём. Для приготовления бетона подходят:',
        asphalt: 'Асфальт мы не продаём. Для подъездной дороги и площадки подходят:',
        cement: 'Цемент мы не продаём; у нас есть песок, гравий, щебень и земля.',
        peat: 'Торф мы не продаём. Для газона и грядок подходит:',
      },
      priceListHead: 'Наши цены за тонну:',
      priceListAsk:
        'Напишите материал, количество и место (например, «10 т щебня в Раквере»), и я посчитаю точную цену.',
      nothingAvailable: `Сейчас нет материалов в наличии. Позвоните нам: ${business.phone}.`,
      thanks: `Пожалуйста! Если будут ещё вопросы, пишите сюда или звоните: ${business.phone}.`,
      greeting: 'Здравствуйте! ',
      help: 'Я отвечаю на вопросы о материалах, ценах, доставке, нужном количестве и часах работы. Например: «Сколько стоит щебень?» или «10 т гравия в Раквере».',
      hello: `Здравствуйте! Я консультант ${business.name}.`,
      notUnderstood: 'Извините, я не совсем понял вопрос.',
      fastHelp: `Быстрее всего поможем по телефону ${business.phone}.`,
    },
  }
}

/** The built-in adviser's words in its three languages, for these business facts. */
export const adviserTexts = perBusiness(buildTexts)

export type AdviserTexts = ReturnType<typeof buildTexts>[Language]
