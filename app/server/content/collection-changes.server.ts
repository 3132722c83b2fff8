import { data } from 'react-router'
import type { TranslatedLocale } from '#app/content/material-translations.ts'
import { collectionListFormSchema, translatedCollectionFields } from '#app/domain/collection-forms.ts'
import { requireAdminPage } from '../auth/guard.server.ts'
import { redirectWithFlash } from '../http/flash.server.ts'
import { readFormData } from '../http/form-data.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { logFailure } from '../log.server.ts'
import { storeUploadedImage, uploadOfFile, uploadTexts } from '../media/image-upload.server.ts'
import { mediaStorageFor } from '../media/media-storage.server.ts'
import { getConfig, getDb } from '../runtime.server.ts'
import { type ContentKind, collectionKinds, collectionSchemas } from './collection-schemas.server.ts'
import { translationLanguages, translationState } from './collection-translations.server.ts'
import {
  type AdminItem,
  createItem,
  deleteItem,
  getItem,
  moveItem,
  updateItem,
} from './collections.server.ts'
import { readContentForm } from './content-form.server.ts'
import { translatedLocales } from './material-translations.server.ts'

/**
 * The staff pages of the home page's collections, /admin/avaleht: plain forms that work without
 * JavaScript. Each change posts, is checked by the collection's schema, stored through the same
 * functions as the admin API, and answered with a redirect (303) to the list with a flash message; a
 * refused form comes back with its typed values and a message beside each field.
 */

export const homeContentPath = '/admin/avaleht'

/** The collections' names in the staff pages' addresses. */
export const collectionSlugs = {
  testimonial: 'tagasiside',
  reference: 'projektid',
  gallery: 'galerii',
  partner: 'partnerid',
} as const satisfies Record<ContentKind, string>

export function kindOfSlug(slug: string | undefined): ContentKind | null {
  return collectionKinds.find((kind) => collectionSlugs[kind] === slug) ?? null
}

/** The list, scrolled to the collection. */
export const collectionListPath = (kind: ContentKind) => `${homeContentPath}#${collectionSlugs[kind]}`

/** An entry's page in a language: `?keel=ru|en` for its translation. */
export const itemLocalePath = (kind: ContentKind, id: number, locale: TranslatedLocale | 'et') =>
  `${homeContentPath}/${collectionSlugs[kind]}/${id}${locale === 'et' ? '' : `?keel=${locale}`}`

/** How far an entry is translated into each language (the list's and the tabs' markers). */
export function translationMarkersOf(kind: ContentKind, item: AdminItem) {
  return translatedLocales.map((locale) => ({
    locale,
    state: translationState(kind, item as unknown as Record<string, unknown>, locale),
    path: itemLocalePath(kind, item.id, locale),
  }))
}

const savedTexts: Record<ContentKind, { created: string; updated: string; deleted: string }> = {
  testimonial: {
    created: 'Tagasiside lisatud.',
    updated: 'Tagasiside salvestatud.',
    deleted: 'Tagasiside kustutatud.',
  },
  reference: { created: 'Projekt lisatud.', updated: 'Projekt salvestatud.', deleted: 'Projekt kustutatud.' },
  gallery: {
    created: 'Pilt lisatud galeriisse.',
    updated: 'Galerii pilt salvestatud.',
    deleted: 'Pilt kustutatud.',
  },
  partner: { created: 'Partner lisatud.', updated: 'Partner salvestatud.', deleted: 'Partner kustutatud.' },
}
const onPublicPage = ' Muudatus on avalehel kohe näha.'
const translationSaved = (locale: TranslatedLocale) =>
  `${translationLanguages[locale]} tõlge salvestatud. Muudatus on ${locale === 'ru' ? 'venekeelsel' : 'ingliskeelsel'} avalehel kohe näha.`
const movedText = 'Järjekord muudetud.'
const goneText = 'Kirjet ei leitud: see võib olla juba kustutatud.'
const unavailableText = 'Andmebaas ei ole hetkel kättesaadav. Palun proovige hetke pärast uuesti.'

/** Post/redirect/get: 303 tells every client to load the list with GET. */
async function seeOther(request: Request, to: string, message: string): Promise<Response> {
  const redirect = await redirectWithFlash(request, to, message)
  return new Response(null, { status: 303, headers: redirect.headers })
}

/** The form's fields of each collection, in the schema's names. */
export const formFields = {
  testimonial: ['name', 'position', 'positionUrl', 'rating', 'text'],
  reference: ['title', 'location', 'date', 'description', 'url', 'image', 'imageAlt'],
  gallery: ['image', 'alt', 'caption'],
  partner: ['name', 'url', 'logo'],
} as const satisfies Record<ContentKind, readonly string[]>

/** The picture field of a collection, and whether an entry may go without one. */
export const pictureFields = {
  testimonial: null,
  reference: { name: 'image', optional: true },
  gallery: { name: 'image', optional: false },
  partner: { name: 'logo', optional: true },
} as const satisfies Record<ContentKind, { name: string; optional: boolean } | null>

/** The file input and the 'remove the picture' box of the form. */
export const pictureFileField = 'pictureFile'
export const removePictureField = 'removePicture'

export type FormValues = Record<string, string>

/** The entry a staff page's address names, or a thrown 404 (a 503 when the database does not answer). */
export async function requireItem<K extends ContentKind>(
  request: Request,
  kind: K,
  id: number,
): Promise<AdminItem<K>> {
  let item: AdminItem<K> | null
  try {
    item = await getItem(getDb(), kind, id)
  } catch (error) {
    logFailure(`GET ${new URL(request.url).pathname}`, error)
    throw new Response('Andmebaas ei ole hetkel kättesaadav.', { status: 503 })
  }
  if (!item) throw new Response('Kirjet ei leitud', { status: 404 })
  return item
}

/** A stored entry as the form's field values (every value a string, as typed). */
export function formValuesOf(kind: ContentKind, item: AdminItem | null): FormValues {
  const values: FormValues = {}
  for (const field of formFields[kind]) {
    const value = item ? (item as Record<string, unknown>)[field] : undefined
    values[field] = value === null || value === undefined ? '' : String(value)
  }
  if (!item && kind === 'testimonial') values.rating = '5'
  return values
}

export type ItemFormResult = { error: string; fieldErrors: Record<string, string>; values: FormValues }

/**
 * The action of the entry's page (/admin/avaleht/:collection/uus or /:id): a new picture is stored
 * first (a form that is then refused keeps it, so it need not be chosen again), then the entry is
 * checked and stored.
 */
export async function saveItemFromForm(request: Request, kind: ContentKind, id: number | null) {
  const { username } = await requireAdminPage(request)
  const form = await readFormData(request)
  const values: FormValues = {}
  for (const field of formFields[kind]) {
    const value = form.get(field)
    values[field] = typeof value === 'string' ? value : ''
  }
  const refuse = (status: number, error: string, fieldErrors: Record<string, string> = {}) =>
    data<ItemFormResult>({ error, fieldErrors, values }, { status })

  const picture = pictureFields[kind]
  if (picture) {
    const file = form.get(pictureFileField)
    if (file instanceof File && file.size > 0) {
      try {
        const stored = await storeUploadedImage(mediaStorageFor(getConfig()), await uploadOfFile(file))
        if (!stored.ok) return refuse(400, stored.error, { [picture.name]: stored.error })
        values[picture.name] = stored.url
      } catch (error) {
        logFailure(`POST ${new URL(request.url).pathname} picture`, error)
        return refuse(503, uploadTexts.storageUnavailable, { [picture.name]: uploadTexts.storageUnavailable })
      }
    } else if (picture.optional && form.get(removePictureField) === 'on') {
      values[picture.name] = ''
    }
  }

  // The entry is read from the form by its collection's schema, the one the admin API's JSON goes
  // through (Conform turns the rating's text into a number, an empty field into none).
  if (picture) form.set(picture.name, values[picture.name] ?? '')
  const parsed = parseSubmission(collectionSchemas[kind], form)
  if (!parsed.ok) return refuse(400, `Andmeid ei salvestatud: ${parsed.error}.`, parsed.fieldErrors)

  try {
    const db = getDb()
    const result =
      id === null
        ? await createItem(db, username, kind, parsed.value)
        : await updateItem(db, username, kind, id, parsed.value)
    if (!result.ok) {
      if (result.status === 404) return refuse(404, goneText)
      return refuse(400, `Andmeid ei salvestatud: ${result.error}.`, result.fieldErrors)
    }
    const texts = savedTexts[kind]
    return seeOther(
      request,
      collectionListPath(kind),
      (id === null ? texts.created : texts.updated) + onPublicPage,
    )
  } catch (error) {
    logFailure(`POST ${new URL(request.url).pathname}`, error)
    return refuse(503, unavailableText)
  }
}

/** A translation's form: the translated fields of the language, by their names in the form. */
export function translationFormValues(kind: ContentKind, item: AdminItem, locale: TranslatedLocale) {
  const translation = item.translations[locale]
  return Object.fromEntries(
    translatedCollectionFields[kind].map((field) => [
      `translations.${locale}.${field}`,
      translation[field] ?? '',
    ]),
  ) as FormValues
}

/**
 * The action of an entry's translation (/admin/avaleht/:collection/:id?keel=ru|en): every translated
 * field of the language is posted, an empty one removing its translation, and stored through the admin
 * API's updateItem, which checks it by the Estonian field's rule.
 */
export async function saveTranslationFromForm(
  request: Request,
  kind: ContentKind,
  id: number,
  locale: TranslatedLocale,
) {
  const { username, values, refuse } = await readContentForm(request)
  const translation = Object.fromEntries(
    translatedCollectionFields[kind].map((field) => [field, values[`translations.${locale}.${field}`] ?? '']),
  )
  try {
    const result = await updateItem(getDb(), username, kind, id, { translations: { [locale]: translation } })
    if (!result.ok) {
      if (result.status === 404) return refuse(404, goneText)
      return refuse(400, `Tõlget ei salvestatud: ${result.error}.`, result.fieldErrors)
    }
    return seeOther(request, collectionListPath(kind), translationSaved(locale))
  } catch (error) {
    logFailure(`POST ${new URL(request.url).pathname} (${locale})`, error)
    return refuse(503, unavailableText)
  }
}

export type ListFormResult = { error: string }

/**
 * The list's action: `intent=move` with `direction=up|down`, or `intent=delete` (posted by the
 * confirmation page), each with the entry's `kind` and `id`.
 */
export async function changeListFromForm(request: Request) {
  const { username } = await requireAdminPage(request)
  const form = await readFormData(request)
  const refuse = (status: number, error: string) => data<ListFormResult>({ error }, { status })
  const parsed = parseSubmission(collectionListFormSchema, form)
  if (!parsed.ok) return refuse(400, parsed.error)
  const change = parsed.value
  try {
    const db = getDb()
    if (change.intent === 'move') {
      const moved = await moveItem(db, username, change.kind, change.id, { direction: change.direction })
      return seeOther(request, collectionListPath(change.kind), moved ? movedText : goneText)
    }
    const deleted = await deleteItem(db, username, change.kind, change.id)
    return seeOther(
      request,
      collectionListPath(change.kind),
      deleted ? savedTexts[change.kind].deleted + onPublicPage : goneText,
    )
  } catch (error) {
    logFailure(`POST ${homeContentPath} (${change.intent})`, error)
    return refuse(503, unavailableText)
  }
}
