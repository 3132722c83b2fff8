import { data } from 'react-router'
import type { Material } from '#app/content/material.ts'
import { materialTextLimits } from '#app/content/material-texts.ts'
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
  saveMaterialTexts,
} from './material-texts.server.ts'
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
} as const

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

/** The edit page's action: `intent=restore` puts the built-in texts back, `intent=save` (the default) stores. */
export async function changeMaterialFromForm(request: Request, material: Material) {
  const { username, form, values, refuse } = await readContentForm(request)
  const path = materialPagePath(material.slug)

  if (form.get('intent') === 'restore') {
    try {
      const changed = await restoreMaterialTexts(getDb(), username, material)
      await refreshSiteContent(getDb(), { force: true })
      return redirectWithFlash(
        request,
        path,
        changed ? materialChangeTexts.restored : materialChangeTexts.alreadyBuiltIn,
      )
    } catch (error) {
      logFailure(`POST ${path} restore`, error)
      return refuse(503, materialChangeTexts.unavailable)
    }
  }

  const parsed = parseSubmission(materialChangeSchema, changeFromForm(values), { locate: formIssue })
  if (!parsed.ok) return refuse(400, `Tekste ei salvestatud: ${parsed.error}.`, parsed.fieldErrors)
  try {
    const result = await saveMaterialTexts(getDb(), username, material, parsed.value)
    if (!result.ok) return refuse(409, materialMessages.noProduct, { summary: materialMessages.noProduct })
    await refreshSiteContent(getDb(), { force: true })
    return redirectWithFlash(
      request,
      path,
      result.changed ? materialChangeTexts.saved : materialChangeTexts.unchanged,
    )
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

/** `?slug=…` of the API: the material, null for the list, or the answer that refuses the query. */
function slugQuery(request: Request): { material: Material | null } | { response: Response } {
  const query = queryOf(request)
  if (typeof query === 'string') return { response: jsonError(400, query) }
  if (query.slug === undefined) return { material: null }
  const material = materialBySlug(query.slug)
  return material ? { material } : { response: jsonError(404, materialMessages.notFound) }
}

/** GET /api/admin/materials: the ten materials; `?slug=…`: one material's texts. */
export async function materialsApiLoader(request: Request): Promise<Response> {
  await requireAdminApi(request)
  const found = slugQuery(request)
  if ('response' in found) return found.response
  if (!found.material)
    return json(
      materials.map((material) => ({
        slug: material.slug,
        title: material.title,
        edited: materialTextsEdited(material),
      })),
    )
  try {
    return json(await materialJson(found.material))
  } catch (error) {
    return unavailable('GET /api/admin/materials', error)
  }
}

/**
 * PUT /api/admin/materials?slug=…: the texts as one object (description as an array of paragraphs;
 * summary optional: left out, it stays), or the whole object GET gave (put-body.server.ts). DELETE
 * ?slug=…: the built-in texts back.
 */
export async function materialsApiAction(request: Request): Promise<Response> {
  const { username } = await requireAdminApi(request)
  if (request.method !== 'PUT' && request.method !== 'DELETE') return methodNotAllowed('GET, PUT, DELETE')
  const found = slugQuery(request)
  if ('response' in found) return found.response
  const material = found.material
  if (!material) return jsonError(400, materialChangeTexts.missingSlug)
  const where = `${request.method} /api/admin/materials`
  if (request.method === 'DELETE') {
    try {
      await restoreMaterialTexts(getDb(), username, material)
      await refreshSiteContent(getDb(), { force: true })
      return json(await materialJson(material))
    } catch (error) {
      return unavailable(where, error)
    }
  }
  try {
    // An unchanged summary is one left out: it stays (a material without a product has none to change).
    const read = await readPutBody(request, () => materialJson(material), {
      accepts: fieldsOf(materialChangeSchema),
      ignoredWhenUnchanged: ['summary'],
    })
    if (!read.ok) return read.response
    const parsed = parseSubmission(materialChangeSchema, read.body, {
      locate: (issue) => [issueField(issue), apiIssue(issue)],
    })
    if (!parsed.ok) return json({ error: parsed.error, fieldErrors: parsed.fieldErrors }, 400)
    const result = await saveMaterialTexts(getDb(), username, material, parsed.value)
    if (!result.ok) return jsonError(409, materialMessages.noProduct)
    await refreshSiteContent(getDb(), { force: true })
    return json(await materialJson(material))
  } catch (error) {
    return unavailable(where, error)
  }
}
