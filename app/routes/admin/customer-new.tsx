import { data, Link } from 'react-router'
import { CustomerTermsForm } from '#app/admin/customers/customer-terms-form.tsx'
import type { CustomerActionData } from '#app/admin/customers/types.ts'
import { usePostPending } from '#app/admin/ui/use-post-pending.ts'
import { customerTermsSchema, pricesFromForm } from '#app/domain/customer-forms.ts'
import { parseEurosToCents } from '#app/domain/money.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { listAdminProducts } from '#app/server/catalogue/product-admin.server.ts'
import { factsOf } from '#app/server/content/business-facts.server.ts'
import { currentBusiness } from '#app/server/content/site-content.server.ts'
import { createCustomer } from '#app/server/customers/customer-accounts.server.ts'
import { redirectWithFlash } from '#app/server/http/flash.server.ts'
import { postedTexts, readFormData } from '#app/server/http/form-data.server.ts'
import { parseSubmission } from '#app/server/http/submission.server.ts'
import { wakeOutbox } from '#app/server/mail/outbox-runner.server.ts'
import { getRuntime } from '#app/server/runtime.server.ts'
import type { Route } from './+types/customer-new'

/**
 * 'Lisa klient': staff open a business account themselves (a phone call, a signed contract). It is
 * active at once; its contact becomes its administrator and is mailed a sign-in link.
 */

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const products = await listAdminProducts(getRuntime().database.db)
  return {
    products: products.map((product) => ({
      id: product.id,
      name: product.name,
      priceCents: parseEurosToCents(product.priceEur) ?? 0,
      published: product.published,
    })),
    businessTermDays: factsOf(currentBusiness()).paymentTermDays,
  }
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminPage(request)
  const form = await readFormData(request)
  const runtime = getRuntime()
  const db = runtime.database.db
  const typed = postedTexts(form)
  const refuse = (error: string, fieldErrors: Record<string, string>, status: number) =>
    data({ intent: 'terms', error, fieldErrors, typed } satisfies CustomerActionData, { status })
  const products = await listAdminProducts(db)
  // Both are read, so that every refused field says so at once.
  const terms = parseSubmission(customerTermsSchema, form)
  const prices = pricesFromForm(
    form,
    products.map((product) => product.id),
  )
  if (!terms.ok)
    return refuse(terms.error, { ...terms.fieldErrors, ...(prices.ok ? {} : prices.fieldErrors) }, 400)
  if (!prices.ok) return refuse(prices.error, prices.fieldErrors, 400)
  const { version: _version, ...input } = terms.value
  const result = await createCustomer(
    {
      db,
      notifyTo: runtime.config.mail.notifyTo,
      publicUrl: runtime.config.publicUrl,
      afterCommit: wakeOutbox,
    },
    session.username,
    input,
    prices.prices,
  )
  if (!result.ok)
    return refuse(result.error, result.field ? { [result.field]: result.error } : {}, result.status)
  throw await redirectWithFlash(
    request,
    `/admin/kliendid/${result.value.id}`,
    `Klient ${result.value.name} lisatud. Kontaktisikule saadeti kiri sisselogimise lingiga.`,
  )
}

export default function AdminCustomerNew({ loaderData, actionData }: Route.ComponentProps) {
  const { products, businessTermDays } = loaderData
  const busy = usePostPending()
  return (
    <div className="mx-auto max-w-3xl">
      <p>
        <Link to="/admin/kliendid" className="font-semibold text-accent-hover underline">
          ← Kõik kliendid
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold">Lisa klient</h1>
      <p className="mt-2 mb-6 text-stone-700">
        Konto avatakse kohe. Kontaktisik lisatakse konto administraatoriks ja talle saadetakse kiri
        sisselogimise lingiga.
      </p>
      <CustomerTermsForm
        values={actionData?.typed ?? {}}
        errors={actionData?.fieldErrors ?? {}}
        error={actionData?.error}
        products={products}
        businessTermDays={businessTermDays}
        requestedTermDays={null}
        submitText="Lisa klient"
        busy={busy}
      />
    </div>
  )
}

export function meta() {
  return [{ title: 'Lisa klient | Haldus' }, { name: 'robots', content: 'noindex, nofollow' }]
}
