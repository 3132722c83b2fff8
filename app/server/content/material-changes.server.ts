import { data } from 'react-router'
import type { z } from 'zod'
import type { Material } from '#app/content/material.ts'
import { materialTextLimits } from '#app/content/material-texts.ts'
import type { TranslatedLocale } from '#app/content/material-translations.ts'
import { materialBySlug, materials } from '#app/content/materials.ts'
import { type FormIssue, issueField, issueText } from '#app/domain/form-issues.ts'
import { requireAdminApi } from '../auth/guard.server.ts'
import { json, jsonError, methodNotAllowed, queryOf, unavailable } from '../http/admin-api.server.ts'
import { redirectWithFlash } from '../http/flash.server.ts'
import { fieldsOf, readPutBody } from '../http/put-body.server.ts'
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
 * The two ways staff change a material page's texts: the /admin/materjalid/<slug> form (works without
 * JavaScript: post, then redirect with a flash message) and GET/PUT/DELETE /api/admin/materials
 * (the same texts as one JSON object). Both validate with materialChangeSchema and store through
 * saveMaterialTexts / restoreMaterialTexts.
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

/** A JSON answer's issue: the message, and where it is when that is inside a list. */
function apiIssue(issue: FormIssue): string {
  return issue.path.length > 1 ? `${issue.message} (${issue.path.map(String).join('.')})` : issueText(issue)
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

/** A translation's form: the texts the page shows now (staff's, else built-in), the heading among them. */
export function translationFormData(material: Material, locale: TranslatedLocale) {
  const document = translationDocumentOf(liveMaterialTranslation(material, locale))
  return {
    values: { title: document.title, ...formValuesOf(document, document.summary) },
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
    fromForm: (values) => ({ ...(changeFromForm(values) as object), title: values.title ?? '' }),
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

/** One material as the API answers it: the texts as stored (`{hind}` not filled in). */
async function materialJson(material: Material) {
  const summary = await readProductSummary(getDb(), material)
  return {
    slug: material.slug,
    title: material.title,
    edited: materialTextsEdited(material),
    summary: summary ?? material.summary,
    ...documentOf(liveMaterialTexts(material)),
  }
}

/** One material's texts in `locale` as the API answers them: what the page shows, `{hind}` unfilled. */
function translationJson(material: Material, locale: TranslatedLocale) {
  return {
    slug: material.slug,
    locale,
    edited: materialTranslationEdited(material, locale),
    ...translationDocumentOf(liveMaterialTranslation(material, locale)),
  }
}

type ApiQuery = { material: Material | null; locale: TranslatedLocale | null }

/**
 * `?slug=…&locale=…` of the API: the material (null for the list) and the translation's language (null
 * for Estonian, `locale` absent or `et`), or the answer that refuses the query.
 */
function slugQuery(request: Request): ApiQuery | { response: Response } {
  const query = queryOf(request)
  if (typeof query === 'string') return { response: jsonError(400, query) }
  const locale = query.locale ?? 'et'
  if (locale !== 'et' && !isTranslatedLocale(locale))
    return { response: jsonError(400, materialChangeTexts.unknownLocale) }
  const language = locale === 'et' ? null : locale
  if (query.slug === undefined) return { material: null, locale: language }
  const material = materialBySlug(query.slug)
  return material ? { material, locale: language } : { response: jsonError(404, materialMessages.notFound) }
}

/** The list of the ten materials in a language: their headings there and whether staff's. */
function listJson(locale: TranslatedLocale | null) {
  return materials.map((material) =>
    locale
      ? {
          slug: material.slug,
          locale,
          title: liveMaterialTranslation(material, locale).title,
          edited: materialTranslationEdited(material, locale),
        }
      : { slug: material.slug, title: material.title, edited: materialTextsEdited(material) },
  )
}

/**
 * GET /api/admin/materials: the ten materials; `?slug=…`: one material's texts; `&locale=ru|en`: in
 * that language.
 */
export async function materialsApiLoader(request: Request): Promise<Response> {
  await requireAdminApi(request)
  const found = slugQuery(request)
  if ('response' in found) return found.response
  if (!found.material) return json(listJson(found.locale))
  if (found.locale) return json(translationJson(found.material, found.locale))
  try {
    return json(await materialJson(found.material))
  } catch (error) {
    return unavailable('GET /api/admin/materials', error)
  }
}

/**
 * PUT /api/admin/materials?slug=…: the texts as one object (description as an array of paragraphs;
 * summary optional: left out, it stays), or the whole object GET gave (put-body.server.ts). DELETE
 * ?slug=…: the built-in texts back. With `&locale=ru|en`, the same for that language's translation.
 */
export async function materialsApiAction(request: Request): Promise<Response> {
  const { username } = await requireAdminApi(request)
  if (request.method !== 'PUT' && request.method !== 'DELETE') return methodNotAllowed('GET, PUT, DELETE')
  const found = slugQuery(request)
  if ('response' in found) return found.response
  const material = found.material
  if (!material) return jsonError(400, materialChangeTexts.missingSlug)
  const where = `${request.method} /api/admin/materials`
  try {
    return found.locale
      ? await translationApiChange(request, username, material, found.locale)
      : await estonianApiChange(request, username, material)
  } catch (error) {
    return unavailable(where, error)
  }
}

/** A PUT's body taken back and checked by `schema`: the value, or the 400 that refuses it. */
async function apiBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  current: () => Promise<object> | object,
  ignoredWhenUnchanged: string[] = [],
): Promise<{ ok: true; value: z.output<Schema> } | { ok: false; response: Response }> {
  const read = await readPutBody(request, current, { accepts: fieldsOf(schema), ignoredWhenUnchanged })
  if (!read.ok) return read
  const parsed = parseSubmission(schema, read.body, {
    locate: (issue) => [issueField(issue), apiIssue(issue)],
  })
  if (!parsed.ok)
    return { ok: false, response: json({ error: parsed.error, fieldErrors: parsed.fieldErrors }, 400) }
  return { ok: true, value: parsed.value }
}

async function estonianApiChange(request: Request, username: string, material: Material) {
  if (request.method === 'DELETE') {
    await restoreMaterialTexts(getDb(), username, material)
    await refreshSiteContent(getDb(), { force: true })
    return json(await materialJson(material))
  }
  // An unchanged summary is one left out: it stays (a material without a product has none to change).
  const body = await apiBody(request, materialChangeSchema, () => materialJson(material), ['summary'])
  if (!body.ok) return body.response
  const result = await saveMaterialTexts(getDb(), username, material, body.value)
  if (!result.ok) return jsonError(409, materialMessages.noProduct)
  await refreshSiteContent(getDb(), { force: true })
  return json(await materialJson(material))
}

async function translationApiChange(
  request: Request,
  username: string,
  material: Material,
  locale: TranslatedLocale,
) {
  if (request.method === 'DELETE') await restoreMaterialTranslation(getDb(), username, material, locale)
  else {
    const body = await apiBody(request, materialTranslationSchema, () => translationJson(material, locale))
    if (!body.ok) return body.response
    await saveMaterialTranslation(getDb(), username, material, locale, body.value)
  }
  await refreshSiteContent(getDb(), { force: true })
  return json(translationJson(material, locale))
}
