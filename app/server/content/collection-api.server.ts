import { requireAdminApi } from '../auth/guard.server.ts'
import {
  answerByMethod,
  firstIssue,
  idParameter,
  json,
  jsonError,
  readJsonObject,
  unavailable,
} from '../http/admin-api.server.ts'
import { fieldsOf, readPutBody } from '../http/put-body.server.ts'
import { getDb } from '../runtime.server.ts'
import { type ContentKind, collectionSchemas } from './collection-schemas.server.ts'
import {
  type ChangeResult,
  createItem,
  deleteItem,
  getItem,
  listItems,
  moveItem,
  moveSchema,
  updateItem,
} from './collections.server.ts'

/**
 * The admin API of one home-page collection, in the products API's shape: `GET` the list (in the
 * page's order) or `?id=N`; `POST` creates (last in the order); `PUT ?id=N` changes the fields given
 * (the whole object GET gave may be sent back, see put-body.server.ts);
 * `PUT ?id=N&action=move` with `{order: K}` (1-based; past the end is last) or `{direction: 'up' |
 * 'down'}`; `DELETE ?id=N`. Every call needs a signed-in admin; bad input is a 400 with an Estonian
 * `error` (and `fieldErrors` per field) and changes nothing.
 */
interface CollectionApi {
  kind: ContentKind
  /** For the log, e.g. '/api/admin/testimonials'. */
  path: string
  texts: { invalidId: string; missingId: string; notFound: string }
}

/** Each collection's address and the words its answers use for one entry. */
const collectionApis = {
  testimonial: {
    kind: 'testimonial',
    path: '/api/admin/testimonials',
    texts: {
      invalidId: 'Vigane tagasiside number',
      missingId: 'Tagasiside number (id) puudub',
      notFound: 'Tagasisidet ei leitud',
    },
  },
  reference: {
    kind: 'reference',
    path: '/api/admin/references',
    texts: {
      invalidId: 'Vigane projekti number',
      missingId: 'Projekti number (id) puudub',
      notFound: 'Projekti ei leitud',
    },
  },
  gallery: {
    kind: 'gallery',
    path: '/api/admin/gallery',
    texts: {
      invalidId: 'Vigane pildi number',
      missingId: 'Pildi number (id) puudub',
      notFound: 'Pilti ei leitud',
    },
  },
  partner: {
    kind: 'partner',
    path: '/api/admin/partners',
    texts: {
      invalidId: 'Vigane partneri number',
      missingId: 'Partneri number (id) puudub',
      notFound: 'Partnerit ei leitud',
    },
  },
} as const satisfies Record<ContentKind, CollectionApi>

function changeAnswer(result: ChangeResult<unknown>, status = 200): Response {
  if (result.ok) return json(result.item, status)
  return json({ error: result.error, fieldErrors: result.fieldErrors }, result.status)
}

export function collectionLoader(kind: ContentKind) {
  const api: CollectionApi = collectionApis[kind]
  return async ({ request }: { request: Request }) => {
    await requireAdminApi(request)
    const id = idParameter(request, api.texts.invalidId)
    try {
      if (id === null) return json(await listItems(getDb(), api.kind))
      const item = await getItem(getDb(), api.kind, id)
      return item ? json(item) : jsonError(404, api.texts.notFound)
    } catch (error) {
      return unavailable(`GET ${api.path}`, error)
    }
  }
}

export function collectionAction(kind: ContentKind) {
  const api: CollectionApi = collectionApis[kind]
  return async ({ request }: { request: Request }) => {
    const { username } = await requireAdminApi(request)
    const id = idParameter(request, api.texts.invalidId)
    const operation = new URL(request.url).searchParams.get('action')
    const unknownAction = () => jsonError(400, 'Tundmatu toiming')
    const db = getDb()
    return answerByMethod(request, api.path, {
      POST: async () => {
        if (operation !== null || id !== null) return unknownAction()
        const body = await readJsonObject(request)
        if (!body.ok) return jsonError(400, body.error)
        return changeAnswer(await createItem(db, username, api.kind, body.body), 201)
      },
      PUT: async () => {
        if (id === null) return jsonError(400, api.texts.missingId)
        if (operation !== null && operation !== 'move') return unknownAction()
        if (operation === 'move') {
          const body = await readJsonObject(request)
          if (!body.ok) return jsonError(400, body.error)
          const target = moveSchema.safeParse(body.body)
          if (!target.success) return jsonError(400, firstIssue(target.error))
          const moved = await moveItem(db, username, api.kind, id, target.data)
          return moved ? json(moved) : jsonError(404, api.texts.notFound)
        }
        const body = await readPutBody(request, () => getItem(db, api.kind, id), {
          accepts: fieldsOf(collectionSchemas[api.kind]),
        })
        if (!body.ok) return body.response
        const changed = await updateItem(db, username, api.kind, id, body.body)
        if (!changed.ok && changed.status === 404) return jsonError(404, api.texts.notFound)
        return changeAnswer(changed)
      },
      DELETE: async () => {
        if (id === null) return jsonError(400, api.texts.missingId)
        if (operation !== null) return unknownAction()
        return (await deleteItem(db, username, api.kind, id))
          ? json({ ok: true })
          : jsonError(404, api.texts.notFound)
      },
    })
  }
}
