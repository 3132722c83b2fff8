import type { Locale } from '#app/domain/locale.ts'
import type { Material } from './material.ts'
import type { MaterialTexts } from './material-texts.ts'
import { type MaterialSlug, materialTranslations } from './material-translations.ts'
import { materials } from './materials.ts'
import { type MaterialNameMessage, materialNameMessages } from './messages/site-frame.ts'

function isMaterialSlug(slug: string): slug is MaterialNameMessage {
  return Object.hasOwn(materialNameMessages.et, slug)
}

/**
 * A catalogue product's name and short description as a reader of `locale` sees them (ADR 060): one of
 * the ten materials by its translated name and description; a product staff added themselves, in
 * Estonian as they wrote it.
 */
export function productNameIn(
  locale: Locale,
  product: { slug: string | null; name: string; description: string },
): { name: string; description: string; inEstonian: boolean } {
  if (locale === 'et' || !product.slug || !isMaterialSlug(product.slug))
    return { name: product.name, description: product.description, inEstonian: locale !== 'et' }
  const translation = materialTranslations[locale][product.slug]
  return { name: translation.title, description: translation.summary, inEstonian: false }
}

/**
 * The product an order names, as its customer's mails and order page show it in `locale` (ADR 060): one
 * of the ten materials by its translated name with the Estonian one the invoice has beside it
 * ('Щебень (Killustik)'); any other product as it was ordered.
 */
export function orderedProductIn(locale: Locale, productName: string): string {
  if (locale === 'et') return productName
  const material = materials.find((candidate) => candidate.productName === productName)
  if (!material || !isMaterialSlug(material.slug)) return productName
  return `${materialTranslations[locale][material.slug].title} (${productName})`
}

/**
 * A material page's own words in a Russian or English reader's language: the heading, the <title>, the
 * picture's text and the page's texts (the built-in translations; ADR 060).
 */
export function materialIn(
  locale: Exclude<Locale, 'et'>,
  material: Material,
): { title: string; metaTitle: string; summary: string; imageText: string; texts: MaterialTexts } {
  const translation = materialTranslations[locale][material.slug as MaterialSlug]
  return {
    title: translation.title,
    metaTitle: translation.metaTitle,
    summary: translation.summary,
    imageText: translation.imageText,
    texts: {
      description: translation.description,
      uses: translation.uses,
      technicalData: translation.technicalData,
      faqs: translation.faqs,
      metaDescription: translation.metaDescription,
    },
  }
}
