import { business } from '#app/content/business.ts'
import { calculateMaterial } from '#app/domain/calculator.ts'
import { formatCubicMetres, formatDecimal, formatEur, formatKm, formatTonnes } from '#app/domain/format.ts'
import { MAX_DELIVERY_TENTHS_KM, MIN_DELIVERY_TONNES } from '#app/domain/order-rules.ts'
import {
  type DeliveryPlace,
  distanceText,
  listAvailableMaterials,
  lookUpMaterials,
  type MaterialOffer,
  materialLinks,
  materialPath,
  materialQuote,
  measureDelivery,
  phoneSentence,
  priceSentence,
  quoteLines,
  quoteProblemTexts,
  transportCents,
} from './chat-tools.server.ts'
import { type Question, readQuestion } from './question.server.ts'

/**
 * The adviser that needs no AI service (DESIGN §6 'AI'): it reads the question with plain rules and
 * answers from the catalogue, the geo service and the pricing rules, in Estonian. Replies are plain text
 * with Markdown links to our own pages.
 */

const helpText = [
  'Oskan vastata küsimustele materjalide hindade ja saadavuse, kohaletoomise ja transpordi hinna, vajaliku koguse ning lahtiolekuaegade kohta.',
  'Küsige näiteks: „Kui palju maksab killustik?“, „10 tonni sõelutud kruusa Tapale“ või „Mitu tonni kruusa on vaja 6 x 3 x 0,15 m?“',
].join(' ')

const deliveryRules = [
  `Toome materjali 4x8 kalluriga kohale alates ${MIN_DELIVERY_TONNES} tonnist kuni ${formatKm(MAX_DELIVERY_TENTHS_KM)} teekaugusele karjäärist (${business.deliveryArea.join(', ')}).`,
  'Transport maksab 2,70 € kilomeetri kohta ühe suuna teekauguse järgi, ilma käibemaksuta.',
  'Kirjutage, kuhu materjali vajate (näiteks „Tapale“ või „Rakverre“), siis arvutan kauguse ja hinna.',
].join(' ')

function hoursText(): string {
  const open = business.openingHours
    .map((hours) => `${hours.label} ${hours.opens}-${hours.closes}`)
    .join(', ')
  return `Karjäär on avatud ${open}, pühapäeval oleme suletud. Müük toimub ${business.salesHours}. Tellimuse täidame tavaliselt 1-3 tööpäeva jooksul.`
}

function contactText(): string {
  const { address } = business
  return [
    `Telefon: ${business.phone}, e-post: ${business.email}.`,
    `Aadress: ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}.`,
    'Kaart ja kontaktid: [Kontakt](/#contact).',
  ].join(' ')
}

function deliveryAnswer(delivery: DeliveryPlace): string {
  const where = `${delivery.label}: teekaugus karjäärist ${distanceText(delivery)}.`
  if (!delivery.withinRange) {
    return `${where} ${quoteProblemTexts['out-of-range']} ${phoneSentence}`
  }
  const cost = formatEur(transportCents(delivery))
  return `${where} Transport maksab ${formatKm(delivery.distanceTenthsKm)} × 2,70 € = ${cost} ilma käibemaksuta. Kohale toome alates ${MIN_DELIVERY_TONNES} tonnist.`
}

/** Price, availability and links of each material; the transport to the place when one is named. */
function materialAnswer(offers: MaterialOffer[], question: Question, delivery: DeliveryPlace | null): string {
  const blocks = offers.map((offer) => {
    const yes = question.asks.availability && offer.available ? 'Jah, on saadaval. ' : ''
    const sentence = offer.available
      ? priceSentence(offer)
      : `${offer.material.title} ei ole hetkel saadaval.`
    return `${yes}${sentence} ${materialLinks(offer.material, offer.available)}`
  })
  if (delivery) blocks.push(deliveryAnswer(delivery))
  else if (question.asks.delivery) blocks.push(deliveryRules)
  if (offers.some((offer) => !offer.available)) blocks.push(`Küsimuste korral: ${business.phone}.`)
  return blocks.join('\n\n')
}

function quoteAnswer(offers: MaterialOffer[], tonnesAsked: number, delivery: DeliveryPlace | null): string {
  const tonnes = Math.ceil(tonnesAsked)
  const rounded =
    tonnes !== tonnesAsked ? `Veebis tellitakse täistonne, seepärast arvutan ${tonnes} tonniga.\n\n` : ''
  const blocks = offers.map((offer) => {
    const { material } = offer
    if (!offer.available) return `${material.title} ei ole hetkel saadaval. ${materialLinks(material, false)}`
    const outcome = materialQuote(offer, tonnes, delivery)
    const how = delivery
      ? `kohaletoomisega: ${delivery.label}, teekaugus ${distanceText(delivery)}`
      : 'ise järele tulles (laadime karjääris)'
    if (outcome.ok) {
      return [
        `${material.title}, ${tonnes} t, ${how}:`,
        ...quoteLines(outcome),
        materialLinks(material, true),
      ].join('\n')
    }
    const problem = `${material.title}, ${tonnes} t: ${quoteProblemTexts[outcome.reason]}`
    // Delivery refused: the same quantity picked up at the quarry still has a price.
    if (outcome.reason === 'delivery-needs-8-tonnes' || outcome.reason === 'out-of-range') {
      const pickup = materialQuote(offer, tonnes, null)
      if (pickup.ok) {
        return [problem, 'Ise järele tulles:', ...quoteLines(pickup), materialLinks(material, true)].join(
          '\n',
        )
      }
    }
    return `${problem} ${materialLinks(material, true)}`
  })
  return `${rounded}${blocks.join('\n\n')}`
}

async function quantityAnswer(question: Question, offers: MaterialOffer[], delivery: DeliveryPlace | null) {
  const box = question.dimensions ?? {
    width: question.cubicMetres ?? '0',
    length: '1',
    depth: '1',
  }
  const measure = (density: number) => calculateMaterial({ density, ...box })
  const first = measure(1)
  if (!first.ok)
    return `${first.error}. Kirjutage mõõdud kujul laius × pikkus × sügavus meetrites, näiteks 6 x 3 x 0,15 m.`
  const volume = formatCubicMetres(first.volumeCubicMetres)
  const warning = first.depthWarning ? `\n\n${first.depthWarning}` : ''
  if (offers.length === 0) {
    const all = await listAvailableMaterials()
    const lines = all.map((offer) => {
      const result = measure(offer.material.densityTonnesPerCubicMetre)
      return result.ok
        ? `- [${offer.material.title}](${materialPath(offer.material)}): ${formatTonnes(result.weightTonnes)}`
        : ''
    })
    return `Maht on ${volume}. Kaal sõltub materjalist:\n${lines.filter(Boolean).join('\n')}\n\nKirjutage, millist materjali vajate, siis arvutan ka hinna.${warning}`
  }
  const blocks = offers.map((offer) => {
    const { material } = offer
    const result = measure(material.densityTonnesPerCubicMetre)
    if (!result.ok) return result.error
    const density = formatDecimal(material.densityTonnesPerCubicMetre, 2)
    const head = `${material.title}: maht ${volume}, kaal ${formatTonnes(result.weightTonnes)} (tihedus ${density} t/m³).`
    const tonnes = Math.max(1, Math.ceil(result.weightTonnes))
    if (!offer.available) return `${head} ${material.title} ei ole hetkel saadaval.`
    const useDelivery = delivery && tonnes >= MIN_DELIVERY_TONNES && delivery.withinRange ? delivery : null
    const outcome = materialQuote(offer, tonnes, useDelivery)
    const price = outcome.ok
      ? ` Tellida saab täistonne: ${tonnes} t maksab ${useDelivery ? `koos transpordiga (${distanceText(useDelivery)})` : 'ise järele tulles'} kokku ${formatEur(outcome.quote.totalCents)} koos käibemaksuga.`
      : ` ${quoteProblemTexts[outcome.reason]}`
    return `${head}${price} ${materialLinks(material, true)}`
  })
  return `${blocks.join('\n\n')}${warning}`
}

async function priceList(): Promise<string> {
  const offers = await listAvailableMaterials()
  if (offers.length === 0) return `Hetkel ei ole ühtegi materjali saadaval. ${phoneSentence}`
  const lines = offers.map(
    (offer) =>
      `- [${offer.material.title}](${materialPath(offer.material)}): ${priceSentence(offer).split(': ')[1]}`,
  )
  return `Meie hinnad tonni kohta:\n${lines.join('\n')}\n\nKirjutage materjal, kogus ja koht (näiteks „10 tonni sõelutud kruusa Tapale“), siis arvutan täpse hinna.`
}

export async function builtinReply(text: string): Promise<string> {
  const question = readQuestion(text)
  const { asks } = question
  const offers =
    question.mention.materials.length > 0 ? await lookUpMaterials(question.mention.materials) : []
  const delivery = question.place ? await measureDelivery(question.place).catch(() => null) : null

  const parts: string[] = []
  if (question.dimensions || question.cubicMetres)
    parts.push(await quantityAnswer(question, offers, delivery))
  else if (question.tonnes !== null && offers.length > 0)
    parts.push(quoteAnswer(offers, question.tonnes, delivery))
  else if (offers.length > 0) parts.push(materialAnswer(offers, question, delivery))
  else if (delivery) parts.push(deliveryAnswer(delivery))
  else if (asks.delivery) parts.push(deliveryRules)
  else if (asks.price || asks.availability || question.tonnes !== null) parts.push(await priceList())
  if (asks.hours) parts.push(hoursText())
  if (asks.contact) parts.push(contactText())

  if (parts.length === 0) {
    if (asks.thanks) return `Palun! Kui tekib veel küsimusi, kirjutage siia või helistage: ${business.phone}.`
    if (asks.greeting) return `Tere! Olen Padu Karjääri nõustaja. ${helpText}`
    return `Vabandust, ma ei saanud küsimusest päris täpselt aru. ${helpText} Kiiresti aitame ka telefonil ${business.phone}.`
  }
  return `${asks.greeting ? 'Tere! ' : ''}${parts.join('\n\n')}`
}
