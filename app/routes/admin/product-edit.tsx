import { auditActionWord, formatAuditTime } from '#app/admin/audit-actions.ts'
import { ChangeHistory } from '#app/admin/change-history.tsx'
import { ProductForm } from '#app/admin/product-form.tsx'
import { NotFoundBackToProducts } from '#app/admin/ui/inbox.tsx'
import { listAudit } from '#app/server/audit/audit-log.server.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { getAdminProduct, productTexts } from '#app/server/catalogue/product-admin.server.ts'
import { changeProductFromForm } from '#app/server/catalogue/product-changes.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/product-edit'

/** The product as stored now, and its change history. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const id = Number(params.id)
  if (!/^[1-9]\d{0,9}$/.test(params.id) || !Number.isSafeInteger(id))
    throw new Response(productTexts.notFound, { status: 404 })
  const product = await getAdminProduct(getDb(), id)
  if (!product) throw new Response(productTexts.notFound, { status: 404 })
  const entries = await listAudit(getDb(), 'product', id)
  return {
    product,
    // Formatted here, so the server's and the browser's date libraries cannot disagree.
    history: entries.map((entry) => ({
      id: entry.id,
      who: entry.adminUsername,
      what: auditActionWord(entry.action),
      when: formatAuditTime(entry.createdAt),
      at: entry.createdAt.toISOString(),
    })),
  }
}

/** Saves the product, then attaches a first picture once uploaded (the form's `intent`). */
export async function action({ request }: Route.ActionArgs) {
  return changeProductFromForm(request)
}

export default function AdminProductEdit({ loaderData }: Route.ComponentProps) {
  const { product, history } = loaderData
  return (
    <>
      <ProductForm key={product.id} product={product} />
      <ChangeHistory id="product-history" entries={history} className="mx-auto mt-8 max-w-2xl" />
    </>
  )
}

export function meta() {
  return [{ title: 'Muuda toodet | Haldus | Padu Karjäär' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function ErrorBoundary() {
  return <NotFoundBackToProducts title="Toodet ei leitud" />
}
