import { data } from 'react-router'
import {
  type AdminProduct,
  type ProductChangeResult,
  type ProductIntent,
  productIntents,
} from '#app/domain/admin-product.ts'
import { requireAdminPage } from '../auth/guard.server.ts'
import { describeIssues } from '../http/admin-resource.server.ts'
import { readFormData, readFormId } from '../http/form-data.server.ts'
import { logFailure } from '../log.server.ts'
import { getDb } from '../runtime.server.ts'
import {
  createProduct,
  createProductSchema,
  deleteProduct,
  pictureSchema,
  productTexts,
  setProductPicture,
  setProductPublished,
  updateProduct,
  updateProductSchema,
} from './product-admin.server.ts'

const unavailableText = 'Andmebaas ei ole hetkel kättesaadav. Palun proovige hetke pärast uuesti.'

function isIntent(value: unknown): value is ProductIntent {
  return productIntents.some((intent) => intent === value)
}

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

/**
 * The action of the staff product pages (list, new, edit): one change per post, by the signed-in
 * admin's session cookie, through the same catalogue services as the admin product API (SPEC §7).
 * The answer is data, not a redirect: the form goes on to attach a picture, and the list shows its own
 * toast.
 */
export async function changeProductFromForm(request: Request) {
  const { username } = await requireAdminPage(request)
  const form = await readFormData(request)
  const intent = form.get('intent')
  const refuse = (status: number, error: string, fieldErrors?: Record<string, string>) =>
    data<ProductChangeResult>(
      { ok: false, intent: isIntent(intent) ? intent : null, error, fieldErrors },
      { status },
    )
  if (!isIntent(intent)) return refuse(400, 'Tundmatu toiming')
  const done = (product: AdminProduct | null) => data<ProductChangeResult>({ ok: true, intent, product })
  const found = (product: AdminProduct | null) =>
    product ? done(product) : refuse(404, productTexts.notFound)

  const db = getDb()
  try {
    if (intent === 'create') {
      const input = createProductSchema.safeParse({
        name: text(form, 'name'),
        description: text(form, 'description'),
        priceEur: text(form, 'priceEur'),
        published: text(form, 'published') === 'true',
      })
      if (!input.success) {
        const issues = describeIssues(input.error)
        return refuse(400, issues.error, issues.fieldErrors)
      }
      return done(await createProduct(db, username, input.data))
    }

    const id = readFormId(form)
    if (id === null) return refuse(400, 'Vigane toote number')
    switch (intent) {
      case 'update': {
        const input = updateProductSchema.safeParse({
          name: text(form, 'name'),
          description: text(form, 'description'),
          priceEur: text(form, 'priceEur'),
        })
        if (!input.success) {
          const issues = describeIssues(input.error)
          return refuse(400, issues.error, issues.fieldErrors)
        }
        return found(await updateProduct(db, username, id, input.data))
      }
      case 'picture': {
        const picture = pictureSchema.safeParse({ url: text(form, 'url'), altText: text(form, 'altText') })
        if (!picture.success) return refuse(400, describeIssues(picture.error).error)
        return found(await setProductPicture(db, username, id, picture.data))
      }
      case 'publish':
      case 'unpublish':
        return found(await setProductPublished(db, username, id, intent === 'publish'))
      case 'delete':
        return (await deleteProduct(db, username, id)) ? done(null) : refuse(404, productTexts.notFound)
    }
  } catch (error) {
    logFailure(`POST ${new URL(request.url).pathname} (${intent})`, error)
    return refuse(503, unavailableText)
  }
}
