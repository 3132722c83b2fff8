import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { auditActionWord, formatAuditTime } from '#app/admin/audit-actions.ts'
import { ProductForm } from '#app/admin/product-form.tsx'
import type { AdminProduct } from '#app/admin/products-api.ts'
import { useProductsApi } from '#app/admin/use-products-api.ts'
import { listAudit } from '#app/server/audit.server.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/product-edit'

/** The product comes from the admin API in the browser; its change history is read here. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const id = Number(params.id)
  if (!/^[1-9]\d{0,9}$/.test(params.id) || !Number.isSafeInteger(id))
    throw new Response('Toodet ei leitud', { status: 404 })
  const entries = await listAudit(getDb(), 'product', id)
  return {
    id,
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

type ProductState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; product: AdminProduct }

export default function AdminProductEdit({ loaderData }: Route.ComponentProps) {
  const { id, history } = loaderData
  const api = useProductsApi()
  const [state, setState] = useState<ProductState>({ status: 'loading' })

  useEffect(() => {
    let current = true
    api.get(id).then(
      (product) => current && setState({ status: 'ready', product }),
      (error: unknown) => {
        console.warn(error instanceof Error ? error.message : error)
        if (current) setState({ status: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [api, id])

  return (
    <>
      {state.status === 'ready' ? (
        <ProductForm key={state.product.updatedAt} product={state.product} />
      ) : (
        <section className="mx-auto max-w-2xl">
          <h1 className="text-3xl font-bold text-graphite">Muuda toodet</h1>
          {state.status === 'loading' ? (
            <p role="status" className="mt-6 rounded-xl bg-white p-6 text-stone-700 shadow-sm">
              Laadin...
            </p>
          ) : (
            <div role="alert" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
              <p className="font-medium text-red-800">Toodet ei saanud laadida.</p>
              <Link
                to="/admin/products"
                className="mt-2 inline-block font-semibold text-accent-hover underline"
              >
                Tagasi toodete juurde
              </Link>
            </div>
          )}
        </section>
      )}
      <section aria-labelledby="product-history" className="mx-auto mt-8 max-w-2xl">
        <h2 id="product-history" className="text-xl font-bold text-graphite">
          Muudatuste ajalugu
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-stone-700">Muudatusi pole veel tehtud.</p>
        ) : (
          <ol className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {history.map((entry) => (
              <li key={entry.id} className="flex flex-wrap gap-x-3 px-4 py-2">
                <time dateTime={entry.at} className="tabular-nums text-stone-700">
                  {entry.when}
                </time>{' '}
                <span className="font-semibold">{entry.who}</span> <span>{entry.what}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  )
}

export function meta() {
  return [{ title: 'Muuda toodet | Haldus | Padu Karjäär' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function ErrorBoundary() {
  return (
    <section className="rounded-xl bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold">Toodet ei leitud</h1>
      <p className="mt-2">
        <Link to="/admin/products" className="font-semibold text-accent-hover underline">
          Tagasi toodete juurde
        </Link>
      </p>
    </section>
  )
}
