import { data } from 'react-router'
import { z } from 'zod'
import {
  type AdminProduct,
  type ProductChangeResult,
  type ProductIntent,
  productIntents,
} from '#app/domain/admin-product.ts'
import { requireAdminPage } from '../auth/guard.server.ts'
import { readFormData, readFormId } from '../http/form-data.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { logFailure } from '../log.server.ts'
import { getDb } from '../runtime.server.ts'
import * as catalogue from './product-admin.server.ts'

const unavailableText = 'Andmebaas ei ole hetkel kättesaadav. Palun proovige hetke pärast uuesti.'

function isIntent(value: unknown): value is ProductIntent {
  return productIntents.some((intent) => intent === value)
}

/** A new product as the form posts it: `published` is the switch's 'true' or 'false'. */
const createFormSchema = catalogue.createProductSchema.extend({
  published: z.stringbool({ error: catalogue.productTexts.publishedBoolean }).default(false),
})

/**
 * The action of the staff product pages (list, new, edit): one change per post, by the signed-in
 * admin's session cookie, through the same catalogue services as the admin product API (SPEC §7), its
 * fields parsed as every form's are (ADR 036).
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
    product ? done(product) : refuse(404, catalogue.productTexts.notFound)

  const db = getDb()
  try {
    if (intent === 'create') {
      const input = parseSubmission(createFormSchema, form)
      if (!input.ok) return refuse(400, input.error, input.fieldErrors)
      return done(await catalogue.createProduct(db, username, input.value))
    }

    const id = readFormId(form)
    if (id === null) return refuse(400, 'Vigane toote number')
    switch (intent) {
      case 'update': {
        const input = parseSubmission(catalogue.updateProductSchema, form)
        if (!input.ok) return refuse(400, input.error, input.fieldErrors)
        return found(await catalogue.updateProduct(db, username, id, input.value))
      }
      case 'picture': {
        const picture = parseSubmission(catalogue.pictureSchema, form)
        if (!picture.ok) return refuse(400, picture.error)
        return found(await catalogue.setProductPicture(db, username, id, picture.value))
      }
      case 'publish':
      case 'unpublish':
        return found(await catalogue.setProductPublished(db, username, id, intent === 'publish'))
      case 'delete':
        return (await catalogue.deleteProduct(db, username, id))
          ? done(null)
          : refuse(404, catalogue.productTexts.notFound)
    }
  } catch (error) {
    logFailure(`POST ${new URL(request.url).pathname} (${intent})`, error)
    return refuse(503, unavailableText)
  }
}
