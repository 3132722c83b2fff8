import { isDeepStrictEqual } from 'node:util'
import type { z } from 'zod'
import type { Material } from '#app/content/material.ts'
import { materialTextLimits } from '#app/content/material-texts.ts'
import type { TranslatedLocale } from '#app/content/material-translations.ts'
import { materialBySlug } from '#app/content/materials.ts'
import { materialIn, productNameIn } from '#app/content/translated-materials.ts'
import type { Locale } from '#app/domain/locale.ts'
import type { Database } from '../db/database.server.ts'
import { deleteDocument, writeDocument } from './content-writes.server.ts'
import {
  documentKey,
  documentOf,
  documentSchemaFor,
  lockedDocument,
  materialMessages,
  storedDocument,
  type TextRules,
  text,
  textsOf,
  typedPrice,
} from './material-texts.server.ts'
import { getSiteContent } from './site-content.server.ts'

/**
 * A material page's Russian and English texts as staff edit them (ADR 060): one document per material
 * and language in site_content under `material:<slug>:<ru|en>`, beside the Estonian `material:<slug>`,
 * with the same fields and checks plus the heading (title) and the short description (summary), which in
 * these languages are the translation's own, not the catalogue row's. A field left empty — a text, a
 * whole list, one FAQ question or answer — shows the built-in translation of that field
 * (app/content/material-translations.ts); so does a language without a document. A document keeps only
 * what staff wrote themselves: a field saved as its built-in translation is stored empty and follows
 * the built-in one, and a document left with nothing of staff's own is deleted.
 */

export const translatedLocales = ['ru', 'en'] as const satisfies readonly TranslatedLocale[]

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return value === 'ru' || value === 'en'
}

/** A price typed in any of the three languages: '8 €/t', '8 €/т', '8 евро за тонну', '€8 per tonne'. */
const typedPriceInAnyLanguage = new RegExp(
  [
    typedPrice.source,
    String.raw`\d\s*(?:€|евро)\s*(?:\/|за)\s*т(?:онн[а-яё]*)?(?![а-яё])`,
    String.raw`€\s*\d[\d.,]*\s*(?:\/|per)\s*t(?:onnes?|ons?)?\b`,
    String.raw`\d\s*(?:€|eur(?:os?)?)\s*(?:\/|per)\s*t(?:onnes?|ons?)?\b`,
  ].join('|'),
  'i',
)

const rules: TextRules = { optional: true, typedPrice: typedPriceInAnyLanguage }
const l = materialTextLimits
const noBraces = (value: string) => !/[{}]/.test(value)

export const translationMessages = {
  titlePrice: 'Pealkirjas ei saa hinda ega {hind} kasutada',
  imageTextPrice: 'Pildi tekstis ei saa hinda ega {hind} kasutada',
} as const

/**
 * A translation document, and the body of PUT /api/admin/materials?slug=…&locale=ru|en: the Estonian
 * document's fields with the heading, the short description, the page's <title> and its picture's text
 * (alt); any text or list may be empty.
 */
export const materialTranslationSchema = documentSchemaFor(rules)
  .extend({
    title: text('Pealkiri', l.title, { rules }).refine(noBraces, translationMessages.titlePrice),
    summary: text('Lühikirjeldus', l.summary, { multiline: true, rules }).refine(
      (value) => noBraces(value),
      materialMessages.summaryPrice,
    ),
    // The page's <title> and its picture's text came after the rest: a document without them has none.
    metaTitle: text('Pealkiri otsingumootorile', l.metaTitle, { rules })
      .refine(noBraces, translationMessages.titlePrice)
      .default(''),
    imageText: text('Pildi tekst', l.imageText, { rules })
      .refine(noBraces, translationMessages.imageTextPrice)
      .default(''),
  })
  .strict()

export type MaterialTranslationDocument = z.output<typeof materialTranslationSchema>

/**
 * What a page in `locale` shows of a material: its heading, <title>, picture text, summary and texts;
 * `ownImageText` when the picture's text is staff's own, which may then name a picture they uploaded.
 */
export type MaterialInLocale = ReturnType<typeof materialIn> & { ownImageText?: boolean }

export function translationKey(slug: string, locale: TranslatedLocale): string {
  return `${documentKey(slug)}:${locale}`
}

/** The page's words as one document, in the schema's shape. */
export function translationDocumentOf(shown: MaterialInLocale): MaterialTranslationDocument {
  const { title, summary, metaTitle, imageText } = shown
  return { ...documentOf(shown.texts), title, summary, metaTitle, imageText }
}

/** A document of staff's own nothing: every field empty, so the page shows the built-in translation. */
export function emptyTranslation(): MaterialTranslationDocument {
  return {
    description: [],
    uses: [],
    technicalData: [],
    faq: Array.from({ length: l.faqs }, () => ({ question: '', answer: '' })),
    metaDescription: '',
    title: '',
    summary: '',
    metaTitle: '',
    imageText: '',
  }
}

type Pick2 = <T>(own: T, builtIn: T) => T

/** Each field of `document` and `builtIn` put together by `pick` (the FAQ question by question). */
function fieldByField(
  document: MaterialTranslationDocument,
  builtIn: MaterialTranslationDocument,
  pick: Pick2,
): MaterialTranslationDocument {
  return {
    description: pick(document.description, builtIn.description),
    uses: pick(document.uses, builtIn.uses),
    technicalData: pick(document.technicalData, builtIn.technicalData),
    faq: builtIn.faq.map((builtInFaq, index) => ({
      question: pick(document.faq[index]?.question ?? '', builtInFaq.question),
      answer: pick(document.faq[index]?.answer ?? '', builtInFaq.answer),
    })),
    metaDescription: pick(document.metaDescription, builtIn.metaDescription),
    title: pick(document.title, builtIn.title),
    summary: pick(document.summary, builtIn.summary),
    metaTitle: pick(document.metaTitle, builtIn.metaTitle),
    imageText: pick(document.imageText, builtIn.imageText),
  }
}

const isEmpty = (value: unknown) => value === '' || (Array.isArray(value) && value.length === 0)
const emptyOf = <T>(value: T): T => (Array.isArray(value) ? [] : '') as T

/** The page's document: staff's fields, the built-in translation where they left one empty. */
const shownDocument = (document: MaterialTranslationDocument, builtIn: MaterialTranslationDocument) =>
  fieldByField(document, builtIn, (own, fallback) => (isEmpty(own) ? fallback : own))

/** What is stored: staff's fields, emptied where they are the built-in translation. */
const ownDocument = (document: MaterialTranslationDocument, builtIn: MaterialTranslationDocument) =>
  fieldByField(document, builtIn, (own, fallback) => (isDeepStrictEqual(own, fallback) ? emptyOf(own) : own))

/** Each stored translation read once: the content store hands out the same object until it changes. */
const parsed = new WeakMap<object, MaterialInLocale | null>()

/**
 * What a material's page in `locale` shows now, with `{hind}` still in its texts: the stored
 * translation over the built-in one, field by field; the built-in translation when none is stored (or,
 * logged, when a stored one no longer reads). Read from the content the process holds, as the Estonian
 * texts are (liveMaterialTexts).
 */
export function liveMaterialTranslation(material: Material, locale: TranslatedLocale): MaterialInLocale {
  const builtIn = materialIn(locale, material)
  const stored = storedDocument(
    translationKey(material.slug, locale),
    materialTranslationSchema,
    parsed,
    (document) => {
      const shown = shownDocument(document, translationDocumentOf(builtIn))
      const { title, summary, metaTitle, imageText } = shown
      return {
        ...builtIn,
        title,
        summary,
        metaTitle,
        imageText,
        ownImageText: document.imageText !== '',
        texts: textsOf(shown),
      }
    },
  )
  return stored ?? builtIn
}

/**
 * A catalogue product's name and short description in `locale` (the home page's grid): one of the ten
 * materials by its heading and short description as its page in that language shows them, staff's
 * translation included; any other product as productNameIn says.
 */
export function liveProductNameIn(
  locale: Locale,
  product: { slug: string | null; name: string; description: string },
): ReturnType<typeof productNameIn> {
  const material = locale === 'et' || !product.slug ? undefined : materialBySlug(product.slug)
  if (locale === 'et' || !material) return productNameIn(locale, product)
  const shown = liveMaterialTranslation(material, locale)
  return { name: shown.title, description: shown.summary, inEstonian: false }
}

/** Whether staff have written some of the material's texts in `locale` themselves (a document exists). */
export function materialTranslationEdited(material: Material, locale: TranslatedLocale): boolean {
  return getSiteContent().documents.has(translationKey(material.slug, locale))
}

/**
 * Stores a material's texts in `locale` as staff's own fields (see ownDocument), in one transaction with
 * the audit entry (before and after as stored; a document of empty fields stands for none) and the
 * version bump. False when nothing changed; a document left with nothing of staff's own is deleted.
 */
export async function saveMaterialTranslation(
  db: Database,
  admin: string,
  material: Material,
  locale: TranslatedLocale,
  document: MaterialTranslationDocument,
): Promise<boolean> {
  const key = translationKey(material.slug, locale)
  const own = ownDocument(document, translationDocumentOf(materialIn(locale, material)))
  const none = emptyTranslation()
  return db.transaction(async (tx) => {
    const before = await lockedDocument(tx, key, materialTranslationSchema, none)
    if (isDeepStrictEqual(before, own)) return false
    if (isDeepStrictEqual(own, none)) return deleteDocument(tx, key, admin, own, 'update')
    await writeDocument(tx, key, own, admin, before)
    return true
  })
}

/** Puts the built-in translation back: the language's document is deleted, audited as 'restore'. */
export async function restoreMaterialTranslation(
  db: Database,
  admin: string,
  material: Material,
  locale: TranslatedLocale,
): Promise<boolean> {
  return db.transaction((tx) =>
    deleteDocument(tx, translationKey(material.slug, locale), admin, emptyTranslation()),
  )
}
