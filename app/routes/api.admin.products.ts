import {
  idParameter,
  json,
  jsonBody,
  jsonError,
  methodNotAllowed,
  unavailable,
} from '#app/server/admin-api.server.ts'
import {
  createProduct,
  createProductSchema,
  deleteProduct,
  describeIssues,
  getAdminProduct,
  listAdminProducts,
  pictureSchema,
  productTexts,
  setProductPicture,
  setProductPublished,
  updateProduct,
  updateProductSchema,
} from '#app/server/admin-products.server.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/api.admin.products'

/**
 * SPEC §7 admin product API: list, one by `?id=`, create, update, delete, and `action=publish|
 * unpublish|picture`. Every call needs a signed-in admin; every change is written to the audit log.
 */

const invalidId = 'Vigane toote number'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const id = idParameter(request, invalidId)
  try {
    if (id === null) return json(await listAdminProducts(getDb()))
    const product = await getAdminProduct(getDb(), id)
    return product ? json(product) : jsonError(404, productTexts.notFound)
  } catch (error) {
    return unavailable('GET /api/admin/products', error)
  }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminApi(request)
  const id = idParameter(request, invalidId)
  const operation = new URL(request.url).searchParams.get('action')
  const db = getDb()

  const found = (product: unknown) => (product ? json(product) : jsonError(404, productTexts.notFound))
  const needsId = () => jsonError(400, 'Toote number (id) puudub')

  try {
    switch (request.method) {
      case 'POST': {
        if (operation === 'picture') {
          if (id === null) return needsId()
          const parsed = pictureSchema.safeParse(await jsonBody(request))
          if (!parsed.success) return json(describeIssues(parsed.error), 400)
          return found(await setProductPicture(db, admin.username, id, parsed.data))
        }
        if (operation !== null || id !== null) return jsonError(400, 'Tundmatu toiming')
        const parsed = createProductSchema.safeParse(await jsonBody(request))
        if (!parsed.success) return json(describeIssues(parsed.error), 400)
        return json(await createProduct(db, admin.username, parsed.data), 201)
      }
      case 'PUT': {
        if (id === null) return needsId()
        if (operation === 'publish' || operation === 'unpublish')
          return found(await setProductPublished(db, admin.username, id, operation === 'publish'))
        if (operation !== null) return jsonError(400, 'Tundmatu toiming')
        const parsed = updateProductSchema.safeParse(await jsonBody(request))
        if (!parsed.success) return json(describeIssues(parsed.error), 400)
        return found(await updateProduct(db, admin.username, id, parsed.data))
      }
      case 'DELETE': {
        if (id === null) return needsId()
        if (operation !== null) return jsonError(400, 'Tundmatu toiming')
        return (await deleteProduct(db, admin.username, id))
          ? json({ ok: true })
          : jsonError(404, productTexts.notFound)
      }
      default:
        return methodNotAllowed('GET, POST, PUT, DELETE')
    }
  } catch (error) {
    if (error instanceof Response) throw error
    return unavailable(`${request.method} /api/admin/products`, error)
  }
}
