import { Pencil, Plus } from 'lucide-react'
import { Suspense } from 'react'
import { Await, Link, Navigate, useAsyncError, useFetcher } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { type Column, DataTable } from '#app/admin/ui/data-table.tsx'
import { DeleteButton } from '#app/admin/ui/delete-button.tsx'
import { PublishSwitch } from '#app/admin/ui/publish-switch.tsx'
import { useChangeResults } from '#app/admin/use-change-results.ts'
import { notify } from '#app/components/toast.tsx'
import type { AdminProduct, ProductChangeResult } from '#app/domain/admin-product.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { listAdminProducts } from '#app/server/catalogue/product-admin.server.ts'
import { changeProductFromForm } from '#app/server/catalogue/product-changes.server.ts'
import { logFailure } from '#app/server/log.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/products'

/** Every product for signed-in staff, in the catalogue's order; `null` is a failed read. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  try {
    return { products: await listAdminProducts(getDb()) }
  } catch (error) {
    logFailure('GET /admin/products', error)
    return { products: null }
  }
}

/**
 * Coming from another staff page, the page opens at once and says 'Laadin...' until the list arrives
 * (SPEC §2); a page loaded afresh has the list in its HTML.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { products: serverLoader().then((data) => data.products) }
}

/** Publish, unpublish and delete from the list (the form's `intent`). */
export async function action({ request }: Route.ActionArgs) {
  return changeProductFromForm(request)
}

/** One change of one product at a time: the table row and the phone card share it by this key. */
const changeKeyPrefix = 'product-change-'
const changeKey = (product: Pick<AdminProduct, 'id'>) => `${changeKeyPrefix}${product.id}`

/** Tells how each change of a product went, when its answer arrives. */
function tellChange(result: ProductChangeResult) {
  if (result.intent === 'delete') {
    if (result.ok) void notify('success', 'Toode kustutatud')
    else void notify('error', 'Toote kustutamine ebaõnnestus')
  } else if (result.ok) void notify('success', 'Toode uuendatud')
  else void notify('error', 'Toote uuendamine ebaõnnestus')
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  useChangeResults(changeKeyPrefix, tellChange)
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
        <Suspense
          fallback={
            <p role="status" className="rounded-xl bg-white p-6 text-stone-700 shadow-sm">
              Laadin...
            </p>
          }
        >
          <Await resolve={loaderData.products} errorElement={<ListError />}>
            {(products) => <ProductList products={products} />}
          </Await>
        </Suspense>
      </div>
    </section>
  )
}

/**
 * The list read after the page opened failed: a session that ended meanwhile goes to the sign-in page
 * (the server's redirect), anything else is a failed read.
 */
function ListError() {
  const error = useAsyncError()
  const location = error instanceof Response ? error.headers.get('Location') : null
  if (location) return <Navigate to={location} replace />
  return <ProductList products={null} />
}

function ProductList({ products }: { products: AdminProduct[] | null }) {
  return (
    <DataTable
      rows={products}
      rowKey={(product) => product.id}
      empty="Tooteid ei leitud. Loo oma esimene toode!"
      failed="Tooteid ei saanud laadida."
      label="Tooted"
      columns={productColumns}
      card={(product) => <ProductCard product={product} />}
    />
  )
}

/** Wider screens: the table of SPEC §2. */
const productColumns: Column<AdminProduct>[] = [
  { header: 'Nimi', cell: (product) => product.name, rowHeader: true, className: 'text-graphite' },
  {
    header: 'Kirjeldus',
    cell: (product) => (
      <span className="line-clamp-2" title={product.description}>
        {product.description}
      </span>
    ),
    className: 'max-w-xs text-stone-700',
  },
  {
    header: 'Hind (EUR/t)',
    cell: (product) => product.priceEur.toFixed(2),
    end: true,
    className: 'tabular-nums',
  },
  { header: 'Avaldatud', cell: (product) => <PublishedControl product={product} /> },
  { header: 'Tegevused', cell: (product) => <ProductActions product={product} />, end: true },
]

/** A phone: one card per product. */
function ProductCard({ product }: { product: AdminProduct }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold text-graphite">{product.name}</h2>
        <p className="shrink-0 font-semibold tabular-nums">
          {product.priceEur.toFixed(2)} <span className="text-sm font-normal text-stone-700">EUR/t</span>
        </p>
      </div>
      <p className="mt-1 line-clamp-2 text-sm text-stone-700">{product.description}</p>
      <div className="mt-2 flex items-center justify-between gap-2">
        <PublishedControl product={product} />
        <ProductActions product={product} />
      </div>
    </>
  )
}

/** The list's publish switch, sharing the row's change with its buttons. */
function PublishedControl({ product }: { product: AdminProduct }) {
  const fetcher = useFetcher<typeof action>({ key: changeKey(product) })
  return (
    <PublishSwitch
      fetcher={fetcher}
      id={product.id}
      published={product.published}
      label={`Avalda toode „${product.name}“`}
    />
  )
}

/** Edit and delete; deleting asks first, since it cannot be undone. */
function ProductActions({ product }: { product: AdminProduct }) {
  const fetcher = useFetcher<typeof action>({ key: changeKey(product) })
  return (
    <div className="flex justify-end gap-1">
      <Link
        to={`/admin/products/${product.id}/edit`}
        aria-label={`Muuda toodet „${product.name}“`}
        className={buttonClass.icon}
      >
        <Pencil aria-hidden="true" className="h-5 w-5" />
      </Link>
      <DeleteButton
        label={`Kustuta toode „${product.name}“`}
        title="Kas oled kindel?"
        description="Seda tegevust ei saa tagasi võtta. See kustutab toote jäädavalt."
        disabled={fetcher.state !== 'idle'}
        onConfirm={() => void fetcher.submit({ intent: 'delete', id: product.id }, { method: 'post' })}
      />
    </div>
  )
}

export function meta() {
  return [{ title: 'Toodete haldus | Padu Karjäär' }, { name: 'robots', content: 'noindex, nofollow' }]
}
