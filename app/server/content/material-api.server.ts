import type { z } from 'zod'
import type { Material } from '#app/content/material.ts'
import type { TranslatedLocale } from '#app/content/material-translations.ts'
import { materialBySlug, materials } from '#app/content/materials.ts'
import { type FormIssue, issueField, issueText } from '#app/domain/form-issues.ts'
import { requireAdminApi } from '../auth/guard.server.ts'
import { json, jsonError, methodNotAllowed, queryOf, unavailable } from '../http/admin-api.server.ts'
import { fieldsOf, readPutBody } from '../http/put-body.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { getDb } from '../runtime.server.ts'
import { materialChangeTexts } from './material-changes.server.ts'
import {
  documentOf,
  liveMaterialTexts,
  materialChangeSchema,
  materialMessages,
  materialTextsEdited,
  readProductSummary,
  restoreMaterialTexts,
  saveMaterialTexts,
} from './material-texts.server.ts'
import {
  isTranslatedLocale,
  liveMaterialTranslation,
  materialTranslationEdited,
  materialTranslationSchema,
  restoreMaterialTranslation,
  saveMaterialTranslation,
  translationDocumentOf,
} from './material-translations.server.ts'
import { refreshSiteContent } from './site-content.server.ts'

/**
 * GET/PUT/DELETE /api/admin/materials: a material page's texts as one JSON object, in Estonian or
 * (`&locale=ru|en`) in a translation, checked by the same schemas and stored by the same functions as
 * the /admin/materjalid form's (material-changes.server.ts).
 */

/** A JSON answer's issue: the message, and where it is when that is inside a list. */
function apiIssue(issue: FormIssue): string {
  return issue.path.length > 1 ? `${issue.message} (${issue.path.map(String).join('.')})` : issueText(issue)
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
