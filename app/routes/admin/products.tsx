import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { AdminProduct } from '#app/admin/products-api.ts'
import { ConfirmDialog } from '#app/admin/ui/alert-dialog.tsx'
import { Badge } from '#app/admin/ui/badge.tsx'
import { buttonClass } from '#app/admin/ui/button.ts'
import { Switch } from '#app/admin/ui/switch.tsx'
import { useProductsApi } from '#app/admin/use-products-api.ts'
import { notify } from '#app/components/toast.tsx'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import type { Route } from './+types/products'

/** The page is only a frame for signed-in staff; the list itself comes from the admin API. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  return null
}

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; products: AdminProduct[] }

export default function AdminProducts() {
  const api = useProductsApi()
  const [state, setState] = useState<ListState>({ status: 'loading' })
  const [busyId, setBusyId] = useState<number | null>(null)

  const load = useCallback(async () => {
    try {
      setState({ status: 'ready', products: await api.list() })
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error)
      setState({ status: 'failed' })
    }
  }, [api])

  useEffect(() => {
    void load()
  }, [load])

  function replace(product: AdminProduct) {
    setState((current) =>
      current.status === 'ready'
        ? {
            status: 'ready',
            products: current.products.map((item) => (item.id === product.id ? product : item)),
          }
        : current,
    )
  }

  async function togglePublished(product: AdminProduct) {
    setBusyId(product.id)
    try {
      replace(product.published ? await api.unpublish(product.id) : await api.publish(product.id))
      notify('success', 'Toode uuendatud')
    } catch {
      notify('error', 'Toote uuendamine ebaõnnestus')
    } finally {
      setBusyId(null)
    }
  }

  async function remove(product: AdminProduct) {
    setBusyId(product.id)
    try {
      await api.remove(product.id)
      setState((current) =>
        current.status === 'ready'
          ? { status: 'ready', products: current.products.filter((item) => item.id !== product.id) }
          : current,
      )
      notify('success', 'Toode kustutatud')
    } catch {
      notify('error', 'Toote kustutamine ebaõnnestus')
    } finally {
      setBusyId(null)
    }
  }

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-graphite">Toodete haldus</h1>
        <Link to="/admin/products/new" className={buttonClass.primary}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          Lisa toode
        </Link>
      </div>

      <div className="mt-6">
        {state.status === 'loading' ? (
          <p role="status" className="rounded-xl bg-white p-6 text-stone-700 shadow-sm">
            Laadin...
          </p>
        ) : state.status === 'failed' ? (
          <div role="alert" className="rounded-xl bg-white p-6 shadow-sm">
            <p className="font-medium text-red-800">Tooteid ei saanud laadida.</p>
            <button
              type="button"
              className={`${buttonClass.secondary} mt-3`}
              onClick={() => {
                setState({ status: 'loading' })
                void load()
              }}
            >
              Proovi uuesti
            </button>
          </div>
        ) : state.products.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-stone-700 shadow-sm">
            Tooteid ei leitud. Loo oma esimene toode!
          </p>
        ) : (
          <>
            {/* A phone gets one card per product; wider screens the table of SPEC §2. */}
            <ul className="space-y-3 sm:hidden">
              {state.products.map((product) => (
                <li key={product.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
                  <div className="flex items-start justify-between gap-3">
                    <h2 className="font-semibold text-graphite">{product.name}</h2>
                    <p className="shrink-0 font-semibold tabular-nums">
                      {product.priceEur.toFixed(2)}{' '}
                      <span className="text-sm font-normal text-stone-700">EUR/t</span>
                    </p>
                  </div>
                  <p className="mt-1 line-clamp-2 text-sm text-stone-700">{product.description}</p>
                  <div className="mt-2 flex items-center justify-between gap-2">
                    <PublishedControl
                      product={product}
                      busy={busyId === product.id}
                      onToggle={togglePublished}
                    />
                    <ProductActions product={product} busy={busyId === product.id} onDelete={remove} />
                  </div>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm sm:block">
              <table className="w-full border-collapse text-left">
                <thead className="bg-stone-50 text-sm text-stone-700">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Nimi
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Kirjeldus
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      Hind (EUR/t)
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Avaldatud
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      Tegevused
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-200">
                  {state.products.map((product) => (
                    <tr key={product.id}>
                      <th scope="row" className="px-4 py-3 font-semibold text-graphite">
                        {product.name}
                      </th>
                      <td className="max-w-xs px-4 py-3 text-stone-700">
                        <span className="line-clamp-2" title={product.description}>
                          {product.description}
                        </span>
                      </td>
                      <td className="px-4 py-3 text-right tabular-nums">{product.priceEur.toFixed(2)}</td>
                      <td className="px-4 py-3">
                        <PublishedControl
                          product={product}
                          busy={busyId === product.id}
                          onToggle={togglePublished}
                        />
                      </td>
                      <td className="px-4 py-3">
                        <ProductActions product={product} busy={busyId === product.id} onDelete={remove} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </section>
  )
}

/** The list's publish switch (SPEC §4: it toggles) and the state it leaves the product in. */
function PublishedControl({
  product,
  busy,
  onToggle,
}: {
  product: AdminProduct
  busy: boolean
  onToggle: (product: AdminProduct) => Promise<void>
}) {
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={product.published}
        disabled={busy}
        onCheckedChange={() => void onToggle(product)}
        aria-label={`Avalda toode „${product.name}“`}
      />
      <Badge tone={product.published ? 'published' : 'draft'}>
        {product.published ? 'Avaldatud' : 'Mustand'}
      </Badge>
    </div>
  )
}

/** Edit and delete; deleting asks first, since it cannot be undone. */
function ProductActions({
  product,
  busy,
  onDelete,
}: {
  product: AdminProduct
  busy: boolean
  onDelete: (product: AdminProduct) => Promise<void>
}) {
  return (
    <div className="flex justify-end gap-1">
      <Link
        to={`/admin/products/${product.id}/edit`}
        aria-label={`Muuda toodet „${product.name}“`}
        className={buttonClass.icon}
      >
        <Pencil aria-hidden="true" className="h-5 w-5" />
      </Link>
      <ConfirmDialog
        title="Kas oled kindel?"
        description="Seda tegevust ei saa tagasi võtta. See kustutab toote jäädavalt."
        cancelLabel="Tühista"
        confirmLabel="Kustuta"
        onConfirm={() => void onDelete(product)}
        trigger={
          <button
            type="button"
            disabled={busy}
            aria-label={`Kustuta toode „${product.name}“`}
            className={buttonClass.iconDanger}
          >
            <Trash2 aria-hidden="true" className="h-5 w-5" />
          </button>
        }
      />
    </div>
  )
}

export function meta() {
  return [{ title: 'Toodete haldus | Padu Karjäär' }, { name: 'robots', content: 'noindex, nofollow' }]
}
