import { parseDecimal } from '#app/domain/decimal.ts'
import type { BuiltinPlace } from '#app/server/geo/towns.server.ts'
import { foldForSearch } from '#app/server/geo/towns.server.ts'
import { findJobs, type Job } from './jobs.server.ts'
import { detectLanguage, type Language } from './language.server.ts'
import { findMaterialMentions, type MaterialMention } from './material-mentions.server.ts'
import { asksMoney, type MoneyAsks, readMoneyAsks } from './money-questions.server.ts'
import { findPlaceMention } from './place-mentions.server.ts'

/** What the built-in adviser reads from one question, in Estonian, Russian or English. */
export interface Question {
  /** null: figures and names only, no words of a language of their own. */
  language: Language | null
  mention: MaterialMention
  place: BuiltinPlace | null
  /** Tonnes as written ('10 tonni', '8 t'); a decimal when the visitor wrote one. */
  tonnes: number | null
  /** Width × length × depth in metres, as exact decimal strings for the calculator. */
  dimensions: { width: string; length: string; depth: string } | null
  /** Cubic metres as written ('5 m3', '5 kuupmeetrit'). */
  cubicMetres: string | null
  /** Square metres written without a depth ('30 m2'). */
  areaSquareMetres: string | null
  jobs: Job[]
  /** Which day the hours question is about. */
  day: 'saturday' | 'sunday' | 'weekend' | 'now' | 'winter' | 'holiday' | null
  /** A product we do not sell ('betoon', 'asfalt'), as its folded stem. */
  notSold: 'concrete' | 'asphalt' | 'cement' | 'peat' | null
  /** Paying, invoices, picking up and following an order. */
  money: MoneyAsks
  asks: {
    price: boolean
    availability: boolean
    delivery: boolean
    /** When an order can come. */
    when: boolean
    quantity: boolean
    hours: boolean
    contact: boolean
    phone: boolean
    email: boolean
    address: boolean
    minimum: boolean
    density: boolean
    fraction: boolean
    certificate: boolean
    greeting: boolean
    thanks: boolean
  }
}

const number = String.raw`(\d+(?:[.,]\d+)?)`
const unit = String.raw`(?:\s*(cm|mm|m|см|мм|м)(?![\p{L}\d²³]))?`
const times = String.raw`\s*[x×*хХ]\s*|\s+(?:на|by)\s+`
const boxPattern = new RegExp(
  `${number}${unit}(?:${times})${number}${unit}(?:${times})${number}${unit}`,
  'iu',
)
const rectanglePattern = new RegExp(`${number}${unit}(?:${times})${number}${unit}`, 'iu')
const areaPattern = new RegExp(
  `${number}\\s*(?:m2|m²|м2|м²|ruutmeetri\\p{L}*|ruut\\p{L}*|кв\\.?\\s*м\\p{L}*|квадрат\\p{L}*|sq\\.?\\s*m\\p{L}*|square\\s+met\\p{L}*)`,
  'iu',
)
const depthPattern = new RegExp(`${number}\\s*(cm|mm|m|см|мм|м)(?![\\p{L}\\d²³])`, 'iu')
const volumePattern = new RegExp(
  `${number}\\s*(?:m3|m³|м3|м³|kuupmeetri\\p{L}*|kuupi|kuup|kuubikut?|куб\\p{L}*|cubic\\s+met\\p{L}*|cu\\.?\\s*m)`,
  'iu',
)
const tonnesPattern = new RegExp(`${number}\\s*(?:t|tonn\\p{L}*|tons?|т|тонн\\p{L}*)(?![\\p{L}\\d])`, 'iu')

/** '15' cm → '0.15' (m): the decimal point moves, nothing is rounded. */
function toMetres(value: string, unitText: string | undefined): string | null {
  const decimal = parseDecimal(value)
  if (!decimal) return null
  const unitName = unitText?.toLowerCase()
  const shift = unitName === 'cm' || unitName === 'см' ? 2 : unitName === 'mm' || unitName === 'мм' ? 3 : 0
  const scale = decimal.scale + shift
  const digits = decimal.units.toString().padStart(scale + 1, '0')
  return scale === 0
    ? digits
    : `${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`
}

const without = (text: string, match: RegExpExecArray) =>
  `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`

function readDimensions(text: string): { dimensions: Question['dimensions']; area: string | null } {
  const box = boxPattern.exec(text)
  if (box) {
    const [, w, wu, l, lu, d, du] = box
    // '6 x 3 x 15 cm': a unit written only after the last number applies to that number alone.
    const width = toMetres(w ?? '', wu)
    const length = toMetres(l ?? '', lu)
    const depth = toMetres(d ?? '', du)
    return { dimensions: width && length && depth ? { width, length, depth } : null, area: null }
  }
  const rectangle = rectanglePattern.exec(text)
  if (rectangle) {
    const [, w, wu, l, lu] = rectangle
    // '5x4 m': the unit after the second number is the first one's too.
    const width = toMetres(w ?? '', wu ?? lu)
    const length = toMetres(l ?? '', lu)
    const depth = depthPattern.exec(without(text, rectangle))
    const depthMetres = depth ? toMetres(depth[1] ?? '', depth[2]) : null
    if (width && length && depthMetres)
      return { dimensions: { width, length, depth: depthMetres }, area: null }
    if (width && length) return { dimensions: null, area: multiply(width, length) }
  }
  const labelled = labelledDimensions(text)
  if (labelled) return { dimensions: labelled, area: null }
  const area = areaPattern.exec(text)
  if (!area) return { dimensions: null, area: null }
  const areaMetres = toMetres(area[1] ?? '', undefined)
  const depth = depthPattern.exec(without(text, area))
  const depthMetres = depth ? toMetres(depth[1] ?? '', depth[2]) : null
  if (areaMetres && depthMetres)
    return { dimensions: { width: areaMetres, length: '1', depth: depthMetres }, area: null }
  return { dimensions: null, area: areaMetres }
}

const sideWords = {
  length: String.raw`pikk\p{L}*|long|length|длин\p{L}*`,
  width: String.raw`lai|laius\p{L}*|laiune|wide|width|ширин\p{L}*`,
  depth: String.raw`sügav\p{L}*|sugav\p{L}*|paks\p{L}*|kiht\p{L}*|deep|depth|thick|layer|глубин\p{L}*|толщин\p{L}*|сло\p{L}*`,
}
const measured = String.raw`${number}\s*(cm|mm|m|см|мм|м)(?![\p{L}\d²³])`

/** '20 m pikk, 0,5 m lai ja 40 cm sügav', 'pikkus 20 m …': each side named by its word, before or after. */
function labelledDimensions(text: string): Question['dimensions'] {
  const side = (words: string) => {
    const after = new RegExp(`${measured}\\s*(?:${words})`, 'iu').exec(text)
    if (after) return toMetres(after[1] ?? '', after[2])
    const before = new RegExp(`(?:${words})\\s*:?\\s*${measured}`, 'iu').exec(text)
    return before ? toMetres(before[1] ?? '', before[2]) : null
  }
  const length = side(sideWords.length)
  const width = side(sideWords.width)
  const depth = side(sideWords.depth)
  return length && width && depth ? { width, length, depth } : null
}

/** The exact product of two decimal strings, as a decimal string. */
function multiply(a: string, b: string): string | null {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  if (!x || !y) return null
  const scale = x.scale + y.scale
  const digits = (x.units * y.units).toString().padStart(scale + 1, '0')
  return scale === 0
    ? digits
    : `${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`
}

const has = (folded: string, pattern: RegExp) => pattern.test(folded)

const deliveryWords =
  / (transport\p{L}*|vedu|veo|veoks|veate|vedada|toote|tooge|tuua|tooksite|kohale\p{L}*|tarne\p{L}*|kaugus\p{L}*|kaugel|km|kilomeet\p{L}*|kallur\p{L}*|autoga|достав\p{L}*|привез\p{L}*|привоз\p{L}*|везет\p{L}*|транспорт\p{L}*|deliver\p{L}*|bring|transport\p{L}*|ship\p{L}*|truck|far) /u

const concreteAsJob =
  /betoon\p{L}* (jaoks|segami\p{L}*|tegemis\p{L}*|valami\p{L}*|sisse)|betooni sega|для бетон|бетонн\S* смес|for concrete|concrete mix|mix\p{L}* concrete|make concrete/u

function readNotSold(folded: string): Question['notSold'] {
  if (has(folded, /asfalt|асфальт|asphalt|tarmac/)) return 'asphalt'
  if (has(folded, /tsement|цемент|cement/)) return 'cement'
  if (has(folded, /turvas|turba|торф|peat/)) return 'peat'
  if (has(folded, /betoon|бетон|concrete/) && !has(folded, concreteAsJob)) return 'concrete'
  return null
}

function readDay(folded: string): Question['day'] {
  if (has(folded, / (nadalavahetus\p{L}*|выходн\p{L}*|weekends?) /u)) return 'weekend'
  if (has(folded, /laupaev|суббот|saturday/)) return 'saturday'
  if (has(folded, /puhapaev|воскресен|sunday/)) return 'sunday'
  if (has(folded, /talv|зим|winter/)) return 'winter'
  if (
    has(
      folded,
      / (puhad|puhade|puhadel|puhapaeval|riigipuha\p{L}*|joulu\p{L}*|jaanipaev\p{L}*|праздни\p{L}*|holidays?|christmas) /u,
    )
  )
    return 'holiday'
  if (has(folded, / (praegu|nuud|kohe|tana|hetkel|сеичас|сегодня|now|today|right now) /)) return 'now'
  return null
}

export function readQuestion(raw: string): Question {
  const text = raw.replace(/\u00a0/g, ' ')
  const folded = ` ${foldForSearch(text)} `
  const { dimensions, area } = readDimensions(text)
  const volume = dimensions ? null : volumePattern.exec(text)
  const tonnesMatch = dimensions || volume ? null : tonnesPattern.exec(text)
  const tonnes = tonnesMatch ? Number((tonnesMatch[1] ?? '').replace(',', '.')) : null
  const phone = has(
    folded,
    / (telefon\p{L}*|numb\p{L}*|helista\p{L}*|телефон\p{L}*|номер\p{L}*|позвон\p{L}*|phone|call|ring) /u,
  )
  const email = has(folded, / (e post\p{L}*|email\p{L}*|e mail\p{L}*|meili\p{L}*|почт\p{L}*|mail) /u)
  const address = has(
    folded,
    / (aadress\p{L}*|asute|asukoht\p{L}*|kus te|kus teie|kus on karjaar|kus karjaar|kuidas teieni|адрес\p{L}*|где вы|где находит\p{L}*|address|where are you|located|location|directions) /u,
  )
  const money = readMoneyAsks(folded)
  const mention = findMaterialMentions(text)
  // 'Kas pean ette maksma?', 'kui palju on aega maksta': paying, not a price, unless a material or an
  // amount is named.
  const paymentNotPrice = asksMoney(money) && mention.materials.length === 0 && !tonnesMatch
  return {
    language: detectLanguage(text),
    mention,
    place: findPlaceMention(text),
    tonnes: tonnes !== null && Number.isFinite(tonnes) ? tonnes : null,
    dimensions,
    cubicMetres: volume ? (toMetres(volume[1] ?? '', undefined) ?? null) : null,
    areaSquareMetres: dimensions || volume ? null : area,
    jobs: findJobs(folded.trim()),
    day: readDay(folded),
    notSold: readNotSold(folded),
    money,
    asks: {
      price:
        !paymentNotPrice &&
        has(
          folded,
          / (hind|hinna|hinnad|hinda|hinnaga|hinnakiri|maksa|maksab|maksaks|maksma|kulu|kuluks|kallis|odav|soodne|eur|euro|eurot|pakkumi\p{L}*|цен\p{L}*|стоит|стоимост\p{L}*|почем|сколько стоит|price\p{L}*|cost\p{L}*|how much is|how much are|how much does|quote) /u,
        ),
      availability: has(
        folded,
        / (saadaval|saadaolev\p{L}*|olemas|laos|muute|myyte|muua|myya|saab osta|kas teil on|on teil|pakute|есть ли|есть у вас|у вас есть|в наличии|продает\p{L}*|available|in stock|do you have|do you sell|sell) /u,
      ),
      delivery: has(folded, deliveryWords),
      when:
        has(
          folded,
          / (millal (saate|saaks|toote|tooksite|jouab|joua|saan|tuleb|saab)|kui kiiresti|kui ruttu|mis ajaks|how soon|how fast|when can|when will|когда|как быстро|как скоро) /,
        ) ||
        (has(folded, / (homme|homseks|ulehomme|tomorrow|завтра) /) && has(folded, deliveryWords)),
      quantity: has(
        folded,
        / (mitu|kogus\p{L}*|kui palju .*vaja|vaja|kulub|lahe\p{L}* vaja|arvuta\p{L}*|mahuks|mahub|сколько (нужно|надо|тонн|куб\p{L}*)|нужно|надо|how many|how much .*need|need|enough) /u,
      ),
      hours: has(
        folded,
        / (lahti|avatud|avate|lahtioleku\p{L}*|tooaeg\p{L}*|tooaja\p{L}*|mis kell|kellaa\p{L}*|muugiaeg\p{L}*|laupaev\p{L}*|puhapaev\p{L}*|nadalavahetus\p{L}*|millal olete|talvel|работает\p{L}*|работаете|открыт\p{L}*|часы работы|график\p{L}*|во сколько|суббот\p{L}*|воскресен\p{L}*|open|opening|hours|closed|saturdays?|sundays?|weekends?) /u,
      ),
      contact: phone || email || address || has(folded, / (kontakt\p{L}*|контакт\p{L}*|contact\p{L}*) /u),
      phone,
      email,
      address,
      minimum: has(folded, /miinimum|minimaal|vahim|vaikseim|minimum|минимал|smallest order/),
      density: has(
        folded,
        /tihedus|kaalub|mahukaal|mitu tonni (on )?(uks )?(kuup|m3)|tonni kuup|плотност|сколько весит|density|weigh/,
      ),
      fraction: has(folded, /fraktsioon|terasuurus|tera suurus|фракци|fraction|grain size|particle size/),
      certificate: has(
        folded,
        /sertifikaat|vastavus|deklaratsioon|сертификат|декларац|certificate|declaration/,
      ),
      greeting: has(
        folded,
        / (tere|tervist|hei|hommikust|paevast|ohtust|tsau|здравствуи\p{L}*|привет|добрыи|доброе|hello|hi|hey|good morning|good afternoon|good evening) /u,
      ),
      thanks: has(
        folded,
        / (aitah|tanan|tanud|suur tanu|спасибо|благодар\p{L}*|thanks|thank you|thx|cheers) /u,
      ),
    },
  }
}
