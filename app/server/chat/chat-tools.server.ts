import type { BusinessInfo } from '#app/content/business.ts'
import type { Material } from '#app/content/material.ts'
import { materials } from '#app/content/materials.ts'
import { formatEur, formatEurPerTonne, formatKm, formatPriceNumber } from '#app/domain/format.ts'
import {
  isWithinDeliveryRange,
  MAX_QUANTITY_TONNES,
  MIN_DELIVERY_TONNES,
  MIN_QUANTITY_TONNES,
  metresToTenthsKm,
} from '#app/domain/order-rules.ts'
import { type Quote, quote, withVatCents } from '#app/domain/quote.ts'
import {
  type CatalogueProduct,
  findProductBySlug,
  listPublishedProducts,
  readCatalogue,
} from '#app/server/catalogue/catalogue.server.ts'
import { getGeoService } from '#app/server/geo/geo-service.server.ts'
import type { AddressSuggestion } from '#app/server/geo/types.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import { findPlaceMention } from './place-mentions.server.ts'

/**
 * What both advisers may state: prices and availability from the catalogue, distances from the geo
 * service, quotes from app/domain. The built-in adviser words these itself; the AI adviser gets them as
 * tool results, so a model can only repeat figures our own code computed.
 */

export interface MaterialOffer {
  material: Material
  /** The catalogue row; null when staff deleted it. */
  product: CatalogueProduct | null
  available: boolean
}

export const materialPath = (material: Material) => `/${material.slug}`
export const orderFormPath = (material: Material) => `/${material.slug}#order-form`

/** The rows of these materials; the built-in catalogue when the database cannot be read. */
export async function lookUpMaterials(wanted: readonly Material[]): Promise<MaterialOffer[]> {
  return Promise.all(
    wanted.map(async (material) => {
      const product = await readCatalogue(
        'chat',
        getDb,
        (db) => findProductBySlug(db, material.slug),
        (builtIn) => builtIn.find((row) => row.slug === material.slug) ?? null,
      )
      return { material, product, available: product?.published === true }
    }),
  )
}

/** Every published material that has a page, in the catalogue's order. */
export async function listAvailableMaterials(): Promise<MaterialOffer[]> {
  const rows = await readCatalogue('chat', getDb, listPublishedProducts, (builtIn) => builtIn)
  return rows.flatMap((product) => {
    const material = materials.find((candidate) => candidate.slug === product.slug)
    return material ? [{ material, product, available: true }] : []
  })
}

/** 'Killustik: 8 €/t ilma käibemaksuta, käibemaksuga 9,92 €/t.' */
export function priceSentence(offer: MaterialOffer): string {
  const { material, product } = offer
  if (!offer.available || !product) return `${material.title}: hetkel ei ole saadaval.`
  const net = formatPriceNumber(product.priceCents)
  const gross = formatEurPerTonne(withVatCents(product.priceCents))
  return `${material.title}: ${net} €/t ilma käibemaksuta, käibemaksuga ${gross} (transport lisandub).`
}

export function materialLinks(material: Material, available: boolean): string {
  const page = `[${material.title}](${materialPath(material)})`
  return available
    ? `Vaata lähemalt: ${page}, tellimiseks [ava tellimisvorm](${orderFormPath(material)}).`
    : `Vaata lähemalt: ${page}.`
}

export interface DeliveryPlace {
  label: string
  distanceTenthsKm: number
  approximate: boolean
  withinRange: boolean
}

/**
 * The place a text names: a settlement of the region ('Tapale', 'Rakverre') first, then whatever the
 * configured address search finds for the text.
 */
export async function resolvePlace(text: string): Promise<AddressSuggestion | null> {
  const town = findPlaceMention(text)
  if (town) {
    const { label, latitude, longitude, source } = town
    return { label, latitude, longitude, source }
  }
  const query = text.trim()
  if (query.length < 3 || query.length > 200) return null
  try {
    return await getGeoService().geocode(query)
  } catch {
    return null
  }
}

/** The road distance the order form would charge for this place, in tenths of a km. */
export async function measureDelivery(place: AddressSuggestion): Promise<DeliveryPlace> {
  const distance = await getGeoService().distanceFromQuarry(place)
  const distanceTenthsKm = metresToTenthsKm(distance.metres)
  return {
    label: place.label,
    distanceTenthsKm,
    approximate: distance.source === 'estimate',
    withinRange: isWithinDeliveryRange(distanceTenthsKm),
  }
}

export function distanceText(delivery: DeliveryPlace): string {
  return `${delivery.approximate ? 'umbes ' : ''}${formatKm(delivery.distanceTenthsKm)}`
}

/** Transport alone: distance × 2,70 €, as the order form charges it. */
export function transportCents(delivery: DeliveryPlace): number {
  return quote({
    unitPriceCents: 0,
    quantityTonnes: 0,
    delivery: { option: 'delivery', distanceTenthsKm: delivery.distanceTenthsKm },
  }).transportCents
}

export type QuoteOutcome =
  | { ok: true; quote: Quote; tonnes: number; unitPriceCents: number; delivery: DeliveryPlace | null }
  | {
      ok: false
      reason: 'not-available' | 'quantity' | 'too-much' | 'delivery-needs-8-tonnes' | 'out-of-range'
    }

/** The order form's quote for a whole number of tonnes, self-pickup when delivery is null. */
export function materialQuote(
  offer: MaterialOffer,
  tonnes: number,
  delivery: DeliveryPlace | null,
): QuoteOutcome {
  if (!offer.available || !offer.product) return { ok: false, reason: 'not-available' }
  if (tonnes > MAX_QUANTITY_TONNES) return { ok: false, reason: 'too-much' }
  if (!Number.isInteger(tonnes) || tonnes < MIN_QUANTITY_TONNES) return { ok: false, reason: 'quantity' }
  if (delivery && tonnes < MIN_DELIVERY_TONNES) return { ok: false, reason: 'delivery-needs-8-tonnes' }
  if (delivery && !delivery.withinRange) return { ok: false, reason: 'out-of-range' }
  const unitPriceCents = offer.product.priceCents
  const result = quote({
    unitPriceCents,
    quantityTonnes: tonnes,
    delivery: delivery
      ? { option: 'delivery', distanceTenthsKm: delivery.distanceTenthsKm }
      : { option: 'self' },
  })
  return { ok: true, quote: result, tonnes, unitPriceCents, delivery }
}

/** The receipt lines of the order form, as text. */
export function quoteLines(outcome: Extract<QuoteOutcome, { ok: true }>): string[] {
  const { quote: q, tonnes, unitPriceCents, delivery } = outcome
  const lines = [`- Toode: ${tonnes} t × ${formatEurPerTonne(unitPriceCents)} = ${formatEur(q.productCents)}`]
  if (delivery) lines.push(`- Transport: ${distanceText(delivery)} × 2,70 € = ${formatEur(q.transportCents)}`)
  lines.push(
    `- Summa ilma käibemaksuta: ${formatEur(q.netCents)}`,
    `- Käibemaks 24%: ${formatEur(q.vatCents)}`,
    `- Kokku koos käibemaksuga: ${formatEur(q.totalCents)}`,
  )
  if (q.minimumApplied) lines.push('Minimaalne tellimuse summa on 15€ (ilma käibemaksuta).')
  return lines
}

export function phoneSentence(business: BusinessInfo): string {
  return `Helistage meile: ${business.phone}.`
}

/** Why a quote could not be made, for these business facts (the phone number). */
export function quoteProblemTexts(
  business: BusinessInfo,
): Record<Exclude<QuoteOutcome, { ok: true }>['reason'], string> {
  return {
    'not-available': 'See materjal ei ole hetkel saadaval.',
    quantity: `Veebis saab tellida täistonne, ${MIN_QUANTITY_TONNES}-${MAX_QUANTITY_TONNES} tonni.`,
    'too-much': `Üle ${MAX_QUANTITY_TONNES} tonni pakume eraldi hinnaga, suurema veo saab kokku leppida ka poolhaagisega. ${phoneSentence(business)}`,
    'delivery-needs-8-tonnes': `Transporti pakume alates ${MIN_DELIVERY_TONNES} tonnist. Väiksema koguse laadime karjääris teie autole või haagisele.`,
    'out-of-range':
      'Transport pole võimalik: koht asub meie karjäärist üle 60 km kaugusel. Küsige meilt eraldi pakkumist.',
  }
}
