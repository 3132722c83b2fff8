import { data } from 'react-router'
import type { z } from 'zod'
import type { Material } from '#app/content/material.ts'
import { materialTextLimits } from '#app/content/material-texts.ts'
import type { TranslatedLocale } from '#app/content/material-translations.ts'
import { materialBySlug } from '#app/content/materials.ts'
import type { FormIssue } from '#app/domain/form-issues.ts'
import { redirectWithFlash } from '../http/flash.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { logFailure } from '../log.server.ts'
import { getDb } from '../runtime.server.ts'
import { readContentForm } from './content-form.server.ts'
import {
  documentOf,
  liveMaterialTexts,
  type MaterialDocument,
  materialChangeSchema,
  materialMessages,
  materialTextsEdited,
  readProductSummary,
  restoreMaterialTexts,
  type SaveResult,
  saveMaterialTexts,
} from './material-texts.server.ts'
import {
  isTranslatedLocale,
  liveMaterialTranslation,
  materialTranslationEdited,
  materialTranslationSchema,
  restoreMaterialTranslation,
  saveMaterialTranslation,
  translatedLocales,
  translationDocumentOf,
} from './material-translations.server.ts'
import { refreshSiteContent } from './site-content.server.ts'

/**
 * The /admin/materjalid/<slug> form by which staff change a material page's texts, in Estonian or a
 * translation (works without JavaScript: post, then redirect with a flash message). The JSON API
 * (material-api.server.ts) validates with the same schemas and stores through the same functions.
 */

const materialsPagePath = '/admin/materjalid'
export const materialPagePath = (slug: string) => `${materialsPagePath}/${slug}`

export const materialChangeTexts = {
  saved: 'Materjali tekstid salvestatud. Need on avalikul lehel kohe näha.',
  unchanged: 'Muudatusi ei olnud: tekstid on samad.',
  restored: 'Algne tekst taastatud.',
  alreadyBuiltIn: 'Lehel on juba algne tekst.',
  unavailable: 'Andmebaas ei ole hetkel kättesaadav. Palun proovige hetke pärast uuesti.',
  missingSlug: 'Materjali aadress (slug) puudub.',
  unknownLocale: 'Keel (locale) peab olema et, ru või en.',
} as const

/** The same messages of a Russian or English translation's form. */
export const translationChangeTexts = {
  saved: 'Tõlge salvestatud. See on avalikul lehel kohe näha.',
  unchanged: materialChangeTexts.unchanged,
  restored: 'Sisseehitatud tõlge taastatud.',
  alreadyBuiltIn: 'Lehel on juba sisseehitatud tõlge.',
} as const

/** The edit page's language, from `?keel=ru|en`; Estonian otherwise. */
export function editLocale(request: Request): TranslatedLocale | 'et' {
  const keel = new URL(request.url).searchParams.get('keel')
  return isTranslatedLocale(keel) ? keel : 'et'
}

/** The edit page of a material in a language: `?keel=ru|en` for a translation. */
export const materialLocalePath = (slug: string, locale: TranslatedLocale | 'et') =>
  locale === 'et' ? materialPagePath(slug) : `${materialPagePath(slug)}?keel=${locale}`

/** Per material, whether each translation is staff's own (the list's and the edit page's markers). */
export function translationMarkers(material: Material) {
  return translatedLocales.map((locale) => ({ locale, edited: materialTranslationEdited(material, locale) }))
}

/** The five FAQ pairs of the form: faq.0.question … faq.4.answer. */
const faqFieldCount = materialTextLimits.faqs

/** The texts as the form shows them: every value a string, as typed. */
export type MaterialFormValues = Record<string, string>

export function formValuesOf(document: MaterialDocument, summary: string): MaterialFormValues {
  const values: MaterialFormValues = {
    summary,
    description: document.description.join('\n\n'),
    uses: document.uses.join('\n'),
    technicalData: document.technicalData.map((row) => `${row.label}: ${row.value}`).join('\n'),
    metaDescription: document.metaDescription,
  }
  for (let index = 0; index < faqFieldCount; index++) {
    values[`faq.${index}.question`] = document.faq[index]?.question ?? ''
    values[`faq.${index}.answer`] = document.faq[index]?.answer ?? ''
  }
  return values
}

const lines = (value: string | undefined) =>
  (value ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * The form's fields as the object the schema reads (not yet checked): paragraphs are separated by an
 * empty line, uses are one a line, technical data 'Nimi: väärtus' a line (split at the first colon, so
 * a value may hold one: '08:00').
 */
export function changeFromForm(values: MaterialFormValues): unknown {
  return {
    summary: values.summary ?? '',
    description: (values.description ?? '')
      .replace(/\r\n?/g, '\n')
      .split(/\n[ \t]*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    uses: lines(values.uses),
    technicalData: lines(values.technicalData).map((line) => {
      const colon = line.indexOf(':')
      return colon < 0
        ? { label: line, value: '' }
        : { label: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() }
    }),
    faq: Array.from({ length: faqFieldCount }, (_, index) => ({
      question: values[`faq.${index}.question`] ?? '',
      answer: values[`faq.${index}.answer`] ?? '',
    })),
    metaDescription: values.metaDescription ?? '',
  }
}

/** Where a schema issue is shown on the form, and how: a list's row is named by its number. */
function formIssue(issue: FormIssue): [field: string, message: string] {
  const [first, second, third] = issue.path
  const field = String(first ?? '')
  if (field === 'faq' && typeof second === 'number' && third !== undefined)
    return [`faq.${second}.${String(third)}`, issue.message]
  if (typeof second === 'number') {
    const row = field === 'description' ? 'Lõik' : 'Rida'
    const message =
      field === 'technicalData' && third === 'value' && issue.message.endsWith('on kohustuslik')
        ? 'väärtus puudub (rida on kujul „Nimi: väärtus“)'
        : issue.message
    return [field, `${row} ${second + 1}: ${message}`]
  }
  return [field, issue.message]
}

export type MaterialFormResult = {
  error: string
  fieldErrors: Record<string, string>
  values: MaterialFormValues
}

/** The material of a page's or request's slug, or a thrown 404. */
export function requireMaterial(slug: string | undefined | null): Material {
  const material = slug ? materialBySlug(slug) : undefined
  if (!material) throw data(materialMessages.notFound, { status: 404 })
  return material
}

/** The edit page's data: the texts as stored (with {hind}), the short description, and whether edited. */
export async function materialFormData(material: Material) {
  const summary = (await readProductSummary(getDb(), material)) ?? null
  return {
    values: formValuesOf(documentOf(liveMaterialTexts(material)), summary ?? material.summary),
    inCatalogue: summary !== null,
    edited: materialTextsEdited(material),
  }
}

/**
 * A translation's form: the texts the page shows now (staff's, else built-in), the heading, the <title>
 * and the picture's text among them.
 */
export function translationFormData(material: Material, locale: TranslatedLocale) {
  const document = translationDocumentOf(liveMaterialTranslation(material, locale))
  return {
    values: {
      ...formValuesOf(document, document.summary),
      title: document.title,
      metaTitle: document.metaTitle,
      imageText: document.imageText,
    },
    inCatalogue: true,
    edited: materialTranslationEdited(material, locale),
  }
}

/** What one language's form stores and restores, and what it says afterwards. */
interface FormTarget<Schema extends z.ZodType> {
  schema: Schema
  fromForm: (values: MaterialFormValues) => unknown
  texts: { saved: string; unchanged: string; restored: string; alreadyBuiltIn: string }
  restore: (username: string) => Promise<boolean>
  save: (username: string, value: z.output<Schema>) => Promise<SaveResult>
}

function estonianTarget(material: Material): FormTarget<typeof materialChangeSchema> {
  return {
    schema: materialChangeSchema,
    fromForm: changeFromForm,
    texts: materialChangeTexts,
    restore: (username) => restoreMaterialTexts(getDb(), username, material),
    save: (username, value) => saveMaterialTexts(getDb(), username, material, value),
  }
}

function translationTarget(
  material: Material,
  locale: TranslatedLocale,
): FormTarget<typeof materialTranslationSchema> {
  return {
    schema: materialTranslationSchema,
    fromForm: (values) => ({
      ...(changeFromForm(values) as object),
      title: values.title ?? '',
      metaTitle: values.metaTitle ?? '',
      imageText: values.imageText ?? '',
    }),
    texts: translationChangeTexts,
    restore: (username) => restoreMaterialTranslation(getDb(), username, material, locale),
    save: async (username, value) => ({
      ok: true,
      changed: await saveMaterialTranslation(getDb(), username, material, locale, value),
    }),
  }
}

/**
 * The edit page's action, for the language of `?keel=` (Estonian without it): `intent=restore` puts the
 * built-in texts back, `intent=save` (the default) stores.
 */
export async function changeMaterialFromForm(request: Request, material: Material) {
  const locale = editLocale(request)
  const path = materialLocalePath(material.slug, locale)
  return locale === 'et'
    ? changeFromFormOf(request, path, estonianTarget(material))
    : changeFromFormOf(request, path, translationTarget(material, locale))
}

async function changeFromFormOf<Schema extends z.ZodType>(
  request: Request,
  path: string,
  target: FormTarget<Schema>,
) {
  const { username, form, values, refuse } = await readContentForm(request)

  if (form.get('intent') === 'restore') {
    try {
      const changed = await target.restore(username)
      await refreshSiteContent(getDb(), { force: true })
      return redirectWithFlash(request, path, changed ? target.texts.restored : target.texts.alreadyBuiltIn)
    } catch (error) {
      logFailure(`POST ${path} restore`, error)
      return refuse(503, materialChangeTexts.unavailable)
    }
  }

  const parsed = parseSubmission(target.schema, target.fromForm(values), { locate: formIssue })
  if (!parsed.ok) return refuse(400, `Tekste ei salvestatud: ${parsed.error}.`, parsed.fieldErrors)
  try {
    const result = await target.save(username, parsed.value)
    if (!result.ok) return refuse(409, materialMessages.noProduct, { summary: materialMessages.noProduct })
    await refreshSiteContent(getDb(), { force: true })
    return redirectWithFlash(request, path, result.changed ? target.texts.saved : target.texts.unchanged)
  } catch (error) {
    logFailure(`POST ${path}`, error)
    return refuse(503, materialChangeTexts.unavailable)
  }
}
