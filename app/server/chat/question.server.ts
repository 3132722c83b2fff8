import { parseDecimal } from '#app/domain/decimal.ts'
import type { BuiltinPlace } from '#app/server/geo/towns.server.ts'
import { foldForSearch } from '#app/server/geo/towns.server.ts'
import { findMaterialMentions, type MaterialMention } from './material-mentions.server.ts'
import { findPlaceMention } from './place-mentions.server.ts'

/** What the built-in adviser reads from one Estonian question. */
export interface Question {
  mention: MaterialMention
  place: BuiltinPlace | null
  /** Tonnes as written ('10 tonni', '8 t'); a decimal when the visitor wrote one. */
  tonnes: number | null
  /** Width × length × depth in metres, as exact decimal strings for the calculator. */
  dimensions: { width: string; length: string; depth: string } | null
  /** Cubic metres as written ('5 m3', '5 kuupmeetrit'). */
  cubicMetres: string | null
  asks: {
    price: boolean
    availability: boolean
    delivery: boolean
    quantity: boolean
    hours: boolean
    contact: boolean
    greeting: boolean
    thanks: boolean
  }
}

const number = String.raw`(\d+(?:[.,]\d+)?)`
const unit = String.raw`\s*(cm|mm|m)?`
const times = String.raw`\s*[x×*]\s*`
const dimensionsPattern = new RegExp(`${number}${unit}${times}${number}${unit}${times}${number}${unit}`, 'i')
const areaPattern = new RegExp(`${number}\\s*(?:m2|m²|ruutmeetri\\p{L}*|ruutu)`, 'iu')
const depthPattern = new RegExp(`${number}\\s*(cm|mm|m)(?![\\p{L}\\d²³])`, 'iu')
const volumePattern = new RegExp(`${number}\\s*(?:m3|m³|kuupmeetri\\p{L}*|kuupi|kuubikut?)`, 'iu')
const tonnesPattern = new RegExp(`${number}\\s*(?:t|tonn\\p{L}*)(?![\\p{L}\\d])`, 'iu')

/** '15' cm → '0.15' (m): the decimal point moves, nothing is rounded. */
function toMetres(value: string, unitText: string | undefined): string | null {
  const decimal = parseDecimal(value)
  if (!decimal) return null
  const shift = unitText?.toLowerCase() === 'cm' ? 2 : unitText?.toLowerCase() === 'mm' ? 3 : 0
  const scale = decimal.scale + shift
  const digits = decimal.units.toString().padStart(scale + 1, '0')
  return scale === 0
    ? digits
    : `${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`
}

function readDimensions(text: string): Question['dimensions'] {
  const box = dimensionsPattern.exec(text)
  if (box) {
    const [, w, wu, l, lu, d, du] = box
    // '6 x 3 x 15 cm': a unit written only after the last number applies to that number alone.
    const width = toMetres(w ?? '', wu)
    const length = toMetres(l ?? '', lu)
    const depth = toMetres(d ?? '', du)
    return width && length && depth ? { width, length, depth } : null
  }
  const area = areaPattern.exec(text)
  if (!area) return null
  const rest = text.slice(0, area.index) + text.slice(area.index + area[0].length)
  const depth = depthPattern.exec(rest)
  if (!depth) return null
  const areaMetres = toMetres(area[1] ?? '', undefined)
  const depthMetres = toMetres(depth[1] ?? '', depth[2])
  return areaMetres && depthMetres ? { width: areaMetres, length: '1', depth: depthMetres } : null
}

const has = (folded: string, pattern: RegExp) => pattern.test(folded)

export function readQuestion(raw: string): Question {
  const text = raw.replace(/\u00a0/g, ' ')
  const folded = ` ${foldForSearch(text)} `
  const dimensions = readDimensions(text)
  const volume = dimensions ? null : volumePattern.exec(text)
  const tonnesMatch = dimensions ? null : tonnesPattern.exec(text)
  const tonnes = tonnesMatch ? Number((tonnesMatch[1] ?? '').replace(',', '.')) : null
  return {
    mention: findMaterialMentions(text),
    place: findPlaceMention(text),
    tonnes: tonnes !== null && Number.isFinite(tonnes) ? tonnes : null,
    dimensions,
    cubicMetres: volume ? (toMetres(volume[1] ?? '', undefined) ?? null) : null,
    asks: {
      price: has(
        folded,
        / (hind|hinna|hinnad|hinda|hinnaga|hinnakiri|maksa|maksab|maksaks|maksma|kulu|kuluks|kallis|odav|soodne|eur|euro|eurot|pakkumi\w*) /,
      ),
      availability: has(
        folded,
        / (saadaval|saadaolev\w*|olemas|laos|muute|myyte|muua|myya|saab osta|kas teil on|on teil|pakute) /,
      ),
      delivery: has(
        folded,
        / (transport\w*|vedu|veo|veoks|veate|vedada|toote|tooge|tuua|kohale\w*|tarne\w*|kaugus\w*|kaugel|km|kilomeet\w*|kallur\w*|autoga) /,
      ),
      quantity: has(folded, / (mitu|kogus\w*|kui palju .*vaja|vaja|kulub|arvuta\w*|mahuks|mahub) /),
      hours: has(
        folded,
        / (lahti|avatud|avate|lahtioleku\w*|tooaeg\w*|tooaja\w*|mis kell|kellaa\w*|muugiaeg\w*|laupaev\w*|puhapaev\w*|nadalavahetus\w*|millal) /,
      ),
      contact: has(
        folded,
        / (telefon\w*|number|numbri|helista\w*|e post\w*|email\w*|e mail\w*|meili\w*|kontakt\w*|asute|asukoht\w*|teie aadress|kus te|kus teie|kus on karjaar|kus karjaar) /,
      ),
      greeting: has(folded, / (tere|tervist|hei|hommikust|paevast|ohtust|tsau) /),
      thanks: has(folded, / (aitah|tanan|tanud|suur tanu) /),
    },
  }
}
