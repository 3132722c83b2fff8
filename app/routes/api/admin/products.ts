import {
  createProduct,
  createProductSchema,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  pictureSchema,
  productTexts,
  setProductPicture,
  setProductPublished,
  updateProduct,
  updateProductSchema,
} from '#app/server/catalogue/product-admin.server.ts'
import { json, jsonError } from '#app/server/http/admin-api.server.ts'
import { parseOr400, resourceAction, resourceLoader } from '#app/server/http/admin-resource.server.ts'

/**
 * SPEC §7 admin product API: list, one by `?id=`, create, update, delete, and `action=publish|
 * unpublish|picture`. Every call needs a signed-in admin; every change is written to the audit log.
 */
const products = {
  path: '/api/admin/products',
  texts: {
    invalidId: 'Vigane toote number',
    missingId: 'Toote number (id) puudub',
    notFound: productTexts.notFound,
  },
  list: listAdminProducts,
  get: getAdminProduct,
  createSchema: createProductSchema,
  create: createProduct,
  updateSchema: updateProductSchema,
  update: updateProduct,
  setPublished: setProductPublished,
  remove: deleteProduct,
  postActions: {
    async picture(db, admin, id, body) {
      const picture = parseOr400(pictureSchema, body)
      if (!picture.ok) return picture.response
      const product = await setProductPicture(db, admin, id, picture.value)
      return product ? json(product) : jsonError(404, productTexts.notFound)
    },
  },
} satisfies Parameters<typeof resourceAction>[0]

export const loader = resourceLoader(products)
export const action = resourceAction(products)
