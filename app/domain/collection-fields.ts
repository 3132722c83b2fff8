/**
 * The home page's collections and the fields of each that staff translate (ADR 060), apart from the list
 * form's schema (collection-forms.ts): staff's pages read these in the browser, where zod must not go.
 */

/** The collections, in the order the staff page and the home page show them. */
export const homeCollectionKinds = ['testimonial', 'reference', 'gallery', 'partner'] as const
export type HomeCollectionKind = (typeof homeCollectionKinds)[number]

/**
 * The fields of each collection that a visitor reads as words, which staff may give a Russian and an
 * English version (ADR 060); one left empty is shown in Estonian. A testimonial's author keeps their name,
 * and addresses, dates, ratings and pictures are the same in every language.
 */
export const translatedCollectionFields = {
  testimonial: ['position', 'text'],
  reference: ['title', 'location', 'description', 'imageAlt'],
  gallery: ['caption', 'alt'],
  partner: ['name'],
} as const satisfies Record<HomeCollectionKind, readonly string[]>
export type TranslatedCollectionField<K extends HomeCollectionKind> =
  (typeof translatedCollectionFields)[K][number]
