import type { z } from 'zod'
import { requireAdminApi } from '../auth/guard.server.ts'
import type { Database } from '../db/database.server.ts'
import { getDb } from '../runtime.server.ts'
import { answerByMethod, idParameter, json, jsonBody, jsonError, unavailable } from './admin-api.server.ts'
import { fieldsOf, readPutBody } from './put-body.server.ts'
import { parseSubmission } from './submission.server.ts'

/**
 * One admin API shape for records staff create, edit, publish and delete (products, blog posts):
 * `GET` the list or `?id=N`; `POST` creates; `PUT ?id=N` updates (taking back what GET gave, see
 * put-body.server.ts); `PUT ?id=N&action=publish|
 * unpublish`; `DELETE ?id=N`; and `POST ?id=N&action=…` for what only one kind has (a product's
 * picture). Every call needs a signed-in admin; bad input is a 400 with the schema's Estonian texts.
 */
export interface PublishableResource<Create, Update> {
  /** For the log, e.g. '/api/admin/products'. */
  path: string
  texts: { invalidId: string; missingId: string; notFound: string }
  list(db: Database): Promise<unknown[]>
  get(db: Database, id: number): Promise<object | null>
  createSchema: z.ZodType<Create>
  create(db: Database, admin: string, input: Create): Promise<unknown>
  updateSchema: z.ZodType<Update>
  update(db: Database, admin: string, id: number, input: Update): Promise<unknown | null>
  setPublished(db: Database, admin: string, id: number, published: boolean): Promise<unknown | null>
  remove(db: Database, admin: string, id: number): Promise<boolean>
  postActions?: Record<string, (db: Database, admin: string, id: number, body: unknown) => Promise<Response>>
}

/** Parses a body with a schema (the one path of ADR 036): the value, or the 400 to answer. */
export function parseOr400<T>(
  schema: z.ZodType<T>,
  body: unknown,
): { ok: true; value: T } | { ok: false; response: Response } {
  const parsed = parseSubmission(schema, body)
  return parsed.ok
    ? { ok: true, value: parsed.value }
    : { ok: false, response: json({ error: parsed.error, fieldErrors: parsed.fieldErrors }, 400) }
}

export function resourceLoader<C, U>(resource: PublishableResource<C, U>) {
  return async ({ request }: { request: Request }) => {
    await requireAdminApi(request)
    const id = idParameter(request, resource.texts.invalidId)
    try {
      if (id === null) return json(await resource.list(getDb()))
      const record = await resource.get(getDb(), id)
      return record ? json(record) : jsonError(404, resource.texts.notFound)
    } catch (error) {
      return unavailable(`GET ${resource.path}`, error)
    }
  }
}

export function resourceAction<C, U>(resource: PublishableResource<C, U>) {
  return async ({ request }: { request: Request }) => {
    const { username } = await requireAdminApi(request)
    const id = idParameter(request, resource.texts.invalidId)
    const operation = new URL(request.url).searchParams.get('action')
    const db = getDb()
    const found = (record: unknown) => (record ? json(record) : jsonError(404, resource.texts.notFound))
    const unknownAction = () => jsonError(400, 'Tundmatu toiming')
    return answerByMethod(request, resource.path, {
      POST: async () => {
        if (operation !== null) {
          const extra = resource.postActions?.[operation]
          if (!extra) return unknownAction()
          if (id === null) return jsonError(400, resource.texts.missingId)
          return await extra(db, username, id, await jsonBody(request))
        }
        if (id !== null) return unknownAction()
        const input = parseOr400(resource.createSchema, await jsonBody(request))
        if (!input.ok) return input.response
        return json(await resource.create(db, username, input.value), 201)
      },
      PUT: async () => {
        if (id === null) return jsonError(400, resource.texts.missingId)
        if (operation === 'publish' || operation === 'unpublish')
          return found(await resource.setPublished(db, username, id, operation === 'publish'))
        if (operation !== null) return unknownAction()
        const body = await readPutBody(request, () => resource.get(db, id), {
          accepts: fieldsOf(resource.updateSchema),
        })
        if (!body.ok) return body.response
        const input = parseOr400(resource.updateSchema, body.body)
        if (!input.ok) return input.response
        return found(await resource.update(db, username, id, input.value))
      },
      DELETE: async () => {
        if (id === null) return jsonError(400, resource.texts.missingId)
        if (operation !== null) return unknownAction()
        return (await resource.remove(db, username, id))
          ? json({ ok: true })
          : jsonError(404, resource.texts.notFound)
      },
    })
  }
}
