import type { OrderMessageFamilyId } from './order-messages.ts'

/** One question of a material page's FAQ accordion. */
export interface FaqItem {
  question: string
  /** Plain text; paragraphs separated by a blank line. */
  answer: string
}

export interface TechnicalDatum {
  label: string
  value: string
}

export type MaterialImage =
  /** A photo under public/images/materials/{file}-{width}.{avif,webp}. */
  | { kind: 'photo'; file: string; alt: string }
  /** The topsoil page shows an icon block instead of a photo (SPEC §2). */
  | { kind: 'placeholder'; label: string }

/**
 * Everything one material page needs. The catalogue row (price, description, published) is seeded from
 * here on first start and may later be changed by staff. The page's texts below (description, uses,
 * technical data, FAQ, meta description) are the built-in ones: staff may replace them on
 * /admin/materjalid (material-texts.ts), and put them back.
 */
export interface Material {
  /** URL path segment of the material page, e.g. 'soelutud-taiteliiv' for /soelutud-taiteliiv. */
  slug: string
  /** The product name sent with orders (SPEC §3 'Product names sent with orders'). */
  productName: string
  /** The page heading, in sentence case, e.g. 'Sõelutud täiteliiv'. */
  title: string
  /** The label of this material in the price-inquiry select (SPEC §3 'Material choices'). */
  inquiryLabel: string
  /** Built-in price per tonne, without VAT and transport, in euro cents (SPEC §9). */
  priceCents: number
  /** Grain size, e.g. '0-4 mm'; null when the material has no single fraction. */
  fraction: string | null
  /** Bulk density used by the calculator and the FAQ (SPEC §9 'FAQ tonnage density factors'). */
  densityTonnesPerCubicMetre: number
  /** How the page states the density, e.g. 'umbes 1,6 t/m³' or '1,5-1,7 t/m³'. */
  densityText: string
  /**
   * One or two sentences: the short description. It seeds the catalogue row's description, which is the
   * text shown (page hero, home grid, product list) and which staff edit, on the product or material page.
   */
  summary: string
  /** The page's description: one to three paragraphs. */
  description: string[]
  /** What the material is used for: four to seven short items. */
  uses: string[]
  /** The technical-data list: fraction, density, origin, and what else a builder checks. */
  technicalData: TechnicalDatum[]
  /** Exactly five FAQ items. */
  faqs: [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem]
  /** Which family of order-form validation messages the page uses (SPEC §5). */
  orderMessages: OrderMessageFamilyId
  image: MaterialImage
  /** The page's <title> and meta description. */
  metaTitle: string
  /**
   * `{hind}` stands for the catalogue's current price per tonne (staff may change it), here and in every
   * text of the page: a price is never written into a text.
   */
  metaDescription: string
}
