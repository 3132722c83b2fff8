import type { Locale } from '#app/domain/locale.ts'
import { type MaterialNameMessage, materialNameMessages } from './messages/site-frame.ts'

function isMaterialSlug(slug: string): slug is MaterialNameMessage {
  return Object.hasOwn(materialNameMessages.et, slug)
}

/**
 * A catalogue product's name and short description as a reader of `locale` sees them (ADR 060): one of
 * the ten materials by its translated name, and its description in the language where the site has one;
 * a product staff added themselves, in Estonian as they wrote it.
 */
export function productNameIn(
  locale: Locale,
  product: { slug: string | null; name: string; description: string },
): { name: string; description: string } {
  if (locale === 'et' || !product.slug || !isMaterialSlug(product.slug)) return product
  return { name: materialNameMessages[locale][product.slug], description: product.description }
}
