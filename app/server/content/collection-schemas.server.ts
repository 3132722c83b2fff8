import { z } from 'zod'
import { galleryImages } from '#app/content/gallery.ts'
import { images } from '#app/content/images.gen.ts'
import { partners } from '#app/content/partners.ts'
import { projectReferences } from '#app/content/references.ts'
import { testimonials } from '#app/content/testimonials.ts'
import { homeCollectionKinds } from '#app/domain/collection-forms.ts'
import { controlCharacters, hasVisibleText } from '#app/domain/order-form.ts'
import { isOwnPictureUrl } from '#app/lib/uploaded-image.ts'
import { translationsSchema } from './collection-translations.server.ts'
import type { ContentKind } from './site-content.server.ts'

/**
 * What an entry of each of the home page's four collections holds, as the staff's forms, the admin API
 * and the public page read it: each kind's fields with their rules and Estonian messages, the Russian
 * and English versions of its words (collection-translations.server.ts), and the built-in entries a new
 * installation starts with.
 */

export const collectionKinds = homeCollectionKinds satisfies readonly ContentKind[]
export type { ContentKind }

export const collectionTexts = {
  invalidText: 'Tekstis on lubamatuid märke',
  invalidUrl: 'Veebiaadress peab algama http:// või https:// ja olema korrektne, nt https://www.rakvere.ee',
  urlTooLong: 'Veebiaadress võib olla kuni 500 märki',
  invalidPicture: 'Pilt peab olema selle veebilehe pilt või siia üles laaditud pilt',
  pictureRequired: 'Pilt on kohustuslik',
  altRequired: 'Kirjeldage pilti paari sõnaga: seda loeb ekraanilugeja ja see on näha, kui pilt ei avane',
  altTooLong: 'Pildi kirjeldus võib olla kuni 300 märki',
  rating: 'Hinnang peab olema täisarv 1 kuni 5',
  month: 'Aeg peab olema kujul AAAA-KK, nt 2025-06',
  notFound: 'Kirjet ei leitud',
  nothingToChange: 'Päringus ei ole ühtegi muudetavat välja. Väljad on',
  order: 'Koht järjekorras peab olema positiivne täisarv (1 on esimene) või suund up või down',
} as const

/** A trimmed text: required, visible, at most `max` characters, and only characters `allowed` accepts. */
function visibleText(required: string, tooLong: string, max: number, allowed: (value: string) => boolean) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(hasVisibleText, required)
    .max(max, tooLong)
    .refine(allowed, collectionTexts.invalidText)
}

/** A trimmed single-line text: required, visible, at most `max` characters, no control characters. */
function line(required: string, tooLong: string, max: number) {
  return visibleText(
    required,
    tooLong,
    max,
    (value) => !controlCharacters.test(value) && !/[\r\n\t]/.test(value),
  )
}

/** A trimmed text of one or more paragraphs. */
function paragraph(required: string, tooLong: string, max: number) {
  return visibleText(required, tooLong, max, (value) => !controlCharacters.test(value))
}

/** '', null or a missing value is "none". */
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value

const webAddress = z
  .string({ error: collectionTexts.invalidUrl })
  .trim()
  .max(500, collectionTexts.urlTooLong)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: collectionTexts.invalidUrl }))

const optionalWebAddress = z.preprocess(blankToNull, webAddress.nullable())

/** A picture of the site's own generated set, by its key ('references/viide-1'). */
export function isBuiltInPicture(value: string): boolean {
  return Object.hasOwn(images, value)
}

const picture = z
  .string({ error: collectionTexts.pictureRequired })
  .trim()
  .min(1, collectionTexts.pictureRequired)
  .refine((value) => isBuiltInPicture(value) || isOwnPictureUrl(value), collectionTexts.invalidPicture)

const optionalPicture = z.preprocess(blankToNull, picture.nullable())

const altText = z
  .string({ error: 'Pildi kirjeldus peab olema tekst' })
  .trim()
  .max(300, collectionTexts.altTooLong)
  .refine((value) => !controlCharacters.test(value) && !/[\r\n\t]/.test(value), collectionTexts.invalidText)

/** A collection's schema with the Russian and English versions of its words (`translations`). */
function withTranslations<K extends ContentKind, Shape extends z.ZodRawShape>(
  kind: K,
  schema: z.ZodObject<Shape>,
) {
  return schema.extend({ translations: translationsSchema(kind, schema.shape as never) })
}

export const testimonialSchema = withTranslations(
  'testimonial',
  z.object({
    name: line('Nimi on kohustuslik', 'Nimi võib olla kuni 80 märki', 80),
    position: line('Amet või ettevõte on kohustuslik', 'Amet või ettevõte võib olla kuni 120 märki', 120),
    positionUrl: optionalWebAddress,
    rating: z
      .number({ error: collectionTexts.rating })
      .int(collectionTexts.rating)
      .min(1, collectionTexts.rating)
      .max(5, collectionTexts.rating),
    text: paragraph('Tagasiside tekst on kohustuslik', 'Tagasiside tekst võib olla kuni 1200 märki', 1200),
  }),
)

export const referenceSchema = withTranslations(
  'reference',
  z.object({
    title: line('Pealkiri on kohustuslik', 'Pealkiri võib olla kuni 120 märki', 120),
    location: line('Asukoht on kohustuslik', 'Asukoht võib olla kuni 80 märki', 80),
    date: z
      .string({ error: collectionTexts.month })
      .trim()
      .min(1, 'Aeg on kohustuslik')
      .regex(/^(19[5-9]\d|20\d\d)-(0[1-9]|1[0-2])$/, collectionTexts.month),
    description: paragraph('Kirjeldus on kohustuslik', 'Kirjeldus võib olla kuni 800 märki', 800),
    url: optionalWebAddress,
    image: optionalPicture,
    imageAlt: z.preprocess((value) => value ?? '', altText),
  }),
).superRefine((reference, context) => {
  if (reference.image && !hasVisibleText(reference.imageAlt))
    context.addIssue({ code: 'custom', path: ['imageAlt'], message: collectionTexts.altRequired })
})

export const gallerySchema = withTranslations(
  'gallery',
  z.object({
    image: picture,
    alt: altText.refine(hasVisibleText, collectionTexts.altRequired),
    caption: line('Pildiallkiri on kohustuslik', 'Pildiallkiri võib olla kuni 120 märki', 120),
  }),
)

export const partnerSchema = withTranslations(
  'partner',
  z.object({
    name: line('Nimi on kohustuslik', 'Nimi võib olla kuni 80 märki', 80),
    url: z.preprocess(
      (value) => value ?? '',
      z
        .string({ error: collectionTexts.invalidUrl })
        .trim()
        .min(1, 'Veebiaadress on kohustuslik')
        .pipe(webAddress),
    ),
    logo: optionalPicture,
  }),
)

export const collectionSchemas = {
  testimonial: testimonialSchema,
  reference: referenceSchema,
  gallery: gallerySchema,
  partner: partnerSchema,
} as const

export type CollectionFields = { [K in ContentKind]: z.output<(typeof collectionSchemas)[K]> }
/** One entry as the public page reads it. */
export type CollectionItem<K extends ContentKind> = { id: number } & CollectionFields[K]
export type Testimonial = CollectionItem<'testimonial'>
export type ProjectReference = CollectionItem<'reference'>
export type GalleryPicture = CollectionItem<'gallery'>
export type Partner = CollectionItem<'partner'>

/** The built-in entries, as stored on the first start. */
export function builtInFields(): { [K in ContentKind]: CollectionFields[K][] } {
  return {
    testimonial: testimonials.map(({ name, position, positionUrl, rating, text }) => ({
      name,
      position,
      positionUrl,
      rating,
      text,
    })),
    reference: projectReferences.map(({ image, imageAlt, title, location, date, description, url }) => ({
      title,
      location,
      date,
      description,
      url,
      image,
      imageAlt,
    })),
    gallery: galleryImages.map(({ src, alt, caption }) => ({ image: src, alt, caption })),
    partner: partners.map(({ name, url }) => ({ name, url, logo: null })),
  }
}
