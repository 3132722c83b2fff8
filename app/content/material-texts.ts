import { formatPriceNumber } from '../domain/format.ts'
import type { FaqItem, Material, TechnicalDatum } from './material.ts'

/**
 * The texts of a material page that staff edit on /admin/materjalid (and through
 * /api/admin/materials). The short description is not among them: it is the catalogue row's
 * description (products.description), so that the home grid, the product list and the page's hero
 * always show one text.
 */
export interface MaterialTexts {
  /** One to eight paragraphs. */
  description: readonly string[]
  uses: readonly string[]
  technicalData: readonly TechnicalDatum[]
  /** Exactly five. */
  faqs: readonly FaqItem[]
  metaDescription: string
}

/**
 * Stands for the catalogue's current price per tonne wherever it is written in these texts, e.g.
 * 'Hind {hind} €/t + käibemaks' → 'Hind 6,5 €/t + käibemaks'. A price is never typed into a text, so
 * a page never shows an old one.
 */
export const pricePlaceholder = '{hind}'

/** How much staff may write in each text (the server's schema and the edit form read them). */
export const materialTextLimits = {
  paragraphs: 8,
  paragraph: 1500,
  uses: 10,
  use: 120,
  technicalRows: 15,
  technicalLabel: 60,
  technicalValue: 200,
  faqs: 5,
  question: 200,
  answer: 2000,
  metaDescription: 300,
  /** A translation's heading (the material's name in Russian or English). */
  title: 80,
  /** A translation's <title> and its picture's text (alt), as a product picture's alt text may be. */
  metaTitle: 120,
  imageText: 300,
  /** The product description's own limit (product-admin.server.ts), so both pages accept one text. */
  summary: 2000,
} as const

export function builtInMaterialTexts(material: Material): MaterialTexts {
  return {
    description: material.description,
    uses: material.uses,
    technicalData: material.technicalData,
    faqs: material.faqs,
    metaDescription: material.metaDescription,
  }
}

/** The price as the texts write it: '8', '6,5' or '4,25' (no trailing zeros, a decimal comma). */
export function priceText(priceCents: number): string {
  return formatPriceNumber(priceCents)
}

/** One text with `{hind}` replaced by the price, everywhere it stands, as `format` writes it. */
export function fillPrice(text: string, priceCents: number, format = priceText): string {
  return text.includes(pricePlaceholder) ? text.replaceAll(pricePlaceholder, format(priceCents)) : text
}

/**
 * The texts as a visitor reads them at this price; `format` writes the price in the page's language
 * ('6,5' in Estonian, '6.5' in English).
 */
export function fillPriceInTexts(
  texts: MaterialTexts,
  priceCents: number,
  format: (cents: number) => string = priceText,
): MaterialTexts {
  const fill = (text: string) => fillPrice(text, priceCents, format)
  return {
    description: texts.description.map(fill),
    uses: texts.uses.map(fill),
    technicalData: texts.technicalData.map((datum) => ({
      label: fill(datum.label),
      value: fill(datum.value),
    })),
    faqs: texts.faqs.map((faq) => ({ question: fill(faq.question), answer: fill(faq.answer) })),
    metaDescription: fill(texts.metaDescription),
  }
}
