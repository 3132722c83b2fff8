import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { formatAuditTime } from '#app/admin/audit-actions.ts'
import { ChangeHistory } from '#app/admin/change-history.tsx'
import { CustomerDecision } from '#app/admin/customers/customer-decision.tsx'
import { CustomerPeople } from '#app/admin/customers/customer-people.tsx'
import { CustomerStatusBadge } from '#app/admin/customers/customer-status-badge.tsx'
import { CustomerSummary } from '#app/admin/customers/customer-summary.tsx'
import { CustomerTermsForm } from '#app/admin/customers/customer-terms-form.tsx'
import type { CustomerActionData, CustomerFormIntent } from '#app/admin/customers/types.ts'
import { PageError } from '#app/admin/ui/inbox.tsx'
import { usePostPending } from '#app/admin/ui/use-post-pending.ts'
import type { FormValues } from '#app/components/form-field.tsx'
import {
  customerDecisionSchema,
  customerTermsSchema,
  customerUserSchema,
  pricesFromForm,
} from '#app/domain/customer-forms.ts'
import { centsToDecimalString, parseEurosToCents } from '#app/domain/money.ts'
import { formatTallinnDateTime } from '#app/domain/tallinn-time.ts'
import { listAudit } from '#app/server/audit/audit-log.server.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { listAdminProducts } from '#app/server/catalogue/product-admin.server.ts'
import { factsOf } from '#app/server/content/business-facts.server.ts'
import { currentBusiness } from '#app/server/content/site-content.server.ts'
import { addCustomerUser, removeCustomerUser } from '#app/server/customers/account-people.server.ts'
import {
  type CustomerDetail,
  customerDetail,
  decideCustomer,
  updateCustomer,
} from '#app/server/customers/customer-accounts.server.ts'
import { redirectWithFlash } from '#app/server/http/flash.server.ts'
import { postedTexts, readFormData, readFormId } from '#app/server/http/form-data.server.ts'
import { parseSubmission } from '#app/server/http/submission.server.ts'
import { wakeOutbox } from '#app/server/mail/outbox-runner.server.ts'
import { getRuntime } from '#app/server/runtime.server.ts'
import type { Route } from './+types/customer-detail'

/**
 * One business account: the company and its application, staff's decision (approve, refuse, suspend,
 * reactivate), its company details, terms and agreed prices, its people, and its change history. Every
 * form posts to this page and works without JavaScript.
 */

const notFoundText = 'Klienti ei leitud'

function customerIdOf(params: { id?: string }): number {
  const id = params.id ?? ''
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647)
    throw new Response(notFoundText, { status: 404 })
  return Number(id)
}

/** Euros as the form shows and reads them back: '2500,50'. */
function eurosText(cents: number): string {
  return centsToDecimalString(cents).replace('.', ',')
}

/** The stored company, terms and prices as the terms form's fields. */
function termsValues({ customer, prices }: CustomerDetail): FormValues {
  const values: FormValues = {
    name: customer.name,
    registryCode: customer.registryCode,
    vatNumber: customer.vatNumber ?? '',
    street: customer.street,
    city: customer.city,
    postalCode: customer.postalCode,
    contactName: customer.contactName,
    email: customer.email,
    phone: customer.phone,
    invoiceEmail: customer.invoiceEmail ?? '',
    paymentTermDays: customer.paymentTermDays === null ? '' : String(customer.paymentTermDays),
    creditLimitEur: customer.creditLimitCents === null ? '' : eurosText(customer.creditLimitCents),
    eInvoice: customer.eInvoice ? 'on' : '',
    version: String(customer.version),
  }
  for (const price of prices) values[`price_${price.productId}`] = eurosText(price.netPriceCents)
  return values
}

/** The audit log's actions on an account, in the words staff read in its history. */
const historyWords: Record<string, string> = {
  create: 'lisas kliendi',
  update: 'muutis andmeid ja tingimusi',
  approve: 'kinnitas taotluse',
  refuse: 'keeldus taotlusest',
  suspend: 'peatas konto',
  reactivate: 'avas konto uuesti',
  add_user: 'lisas isiku',
  remove_user: 'eemaldas isiku',
}

async function pricedProducts() {
  const products = await listAdminProducts(getRuntime().database.db)
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    priceCents: parseEurosToCents(product.priceEur) ?? 0,
    published: product.published,
  }))
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const id = customerIdOf(params)
  const db = getRuntime().database.db
  const [found, products, entries] = await Promise.all([
    customerDetail(db, id),
    pricedProducts(),
    listAudit(db, 'customer', id),
  ])
  if (!found) throw new Response(notFoundText, { status: 404 })
  const { customer, users } = found
  return {
    customer: {
      id: customer.id,
      name: customer.name,
      status: customer.status,
      registryCode: customer.registryCode,
      vatNumber: customer.vatNumber,
      address: `${customer.street}, ${customer.postalCode} ${customer.city}`,
      contactName: customer.contactName,
      email: customer.email,
      phone: customer.phone,
      applied: customer.idempotencyKey !== null,
      createdAt: formatTallinnDateTime(customer.createdAt),
      requestedTermDays: customer.requestedTermDays,
      applicationNote: customer.applicationNote,
      decisionNote: customer.decisionNote,
      decidedBy: customer.decidedBy,
      decidedAt: customer.decidedAt ? formatTallinnDateTime(customer.decidedAt) : null,
      version: customer.version,
    },
    values: termsValues(found),
    products,
    businessTermDays: factsOf(currentBusiness()).paymentTermDays,
    people: users.map((user) => ({ id: user.id, email: user.email, name: user.name, role: user.role })),
    history: entries.map((entry) => ({
      id: entry.id,
      who: entry.adminUsername,
      what: historyWords[entry.action] ?? entry.action,
      when: formatAuditTime(entry.createdAt),
      at: entry.createdAt.toISOString(),
    })),
  }
}

const decisionDone = {
  approve: 'Taotlus kinnitatud. Kontaktisikule saadeti kiri sisselogimise lingiga.',
  refuse: 'Taotlusest keelduti. Taotlejale saadeti kiri.',
  suspend: 'Konto peatatud. Konto isikud logiti välja.',
  reactivate: 'Konto avati uuesti.',
} as const

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdminPage(request)
  const id = customerIdOf(params)
  const form = await readFormData(request)
  const runtime = getRuntime()
  const db = runtime.database.db
  if (!(await customerDetail(db, id))) throw new Response(notFoundText, { status: 404 })
  const typed = postedTexts(form)
  const back = `/admin/kliendid/${id}`
  const refuse = (
    intent: CustomerFormIntent,
    error: string,
    fieldErrors: Record<string, string> = {},
    status = 400,
  ) => data({ intent, error, fieldErrors, typed } satisfies CustomerActionData, { status })
  /** A service's refusal: a customer gone meanwhile is the page's 404, the rest are shown by the form. */
  const refused = (intent: CustomerFormIntent, result: { status: number; error: string; field?: string }) => {
    if (result.status === 404 && intent !== 'remove-user') throw new Response(notFoundText, { status: 404 })
    return refuse(intent, result.error, result.field ? { [result.field]: result.error } : {}, result.status)
  }
  const intent = form.get('intent')
  if (intent === 'terms') {
    const products = await pricedProducts()
    const terms = parseSubmission(customerTermsSchema, form)
    const prices = pricesFromForm(
      form,
      products.map((product) => product.id),
    )
    if (!terms.ok)
      return refuse('terms', terms.error, { ...terms.fieldErrors, ...(prices.ok ? {} : prices.fieldErrors) })
    if (!prices.ok) return refuse('terms', prices.error, prices.fieldErrors)
    const result = await updateCustomer(db, session.username, id, terms.value, prices.prices)
    if (!result.ok) return refused('terms', result)
    throw await redirectWithFlash(request, back, 'Kliendi andmed ja tingimused salvestatud.')
  }
  if (intent === 'decision') {
    const input = parseSubmission(customerDecisionSchema, form)
    if (!input.ok) return refuse('decision', input.error, input.fieldErrors)
    const deps = {
      db,
      notifyTo: runtime.config.mail.notifyTo,
      publicUrl: runtime.config.publicUrl,
      afterCommit: wakeOutbox,
    }
    const result = await decideCustomer(deps, session.username, id, input.value)
    if (!result.ok) return refused('decision', result)
    throw await redirectWithFlash(request, back, decisionDone[input.value.decision])
  }
  if (intent === 'add-user') {
    const input = parseSubmission(customerUserSchema, form)
    if (!input.ok) return refuse('add-user', input.error, input.fieldErrors)
    const result = await addCustomerUser(db, session.username, id, input.value)
    if (!result.ok) return refused('add-user', result)
    throw await redirectWithFlash(
      request,
      `${back}#isikud`,
      `Isik ${result.value.email} lisatud. Sisselogimise lingi saab ta küsida lehelt /konto/sisene.`,
    )
  }
  if (intent === 'remove-user') {
    const userId = readFormId(form, 'userId')
    if (userId === null) return refuse('remove-user', 'Isikut ei leitud.', {}, 404)
    const result = await removeCustomerUser(db, session.username, id, userId)
    if (!result.ok) return refused('remove-user', result)
    throw await redirectWithFlash(request, `${back}#isikud`, `Isik ${result.value.email} eemaldatud.`)
  }
  return refuse('terms', 'Tundmatu toiming.')
}

export default function AdminCustomerDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, values, products, businessTermDays, people, history } = loaderData
  const busy = usePostPending()
  const answer = actionData ?? undefined
  const terms = answer?.intent === 'terms' ? answer : undefined
  const decision = answer?.intent === 'decision' ? answer : undefined
  return (
    <>
      <p>
        <Link to="/admin/kliendid" className="font-semibold text-accent-hover underline">
          ← Kõik kliendid
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="break-words text-3xl font-bold">{customer.name}</h1>
        <CustomerStatusBadge status={customer.status} />
      </div>
      <CustomerSummary customer={customer} />
      <CustomerDecision
        status={customer.status}
        version={customer.version}
        typedNote={decision?.typed.note ?? ''}
        error={decision && !decision.fieldErrors.note ? decision.error : undefined}
        fieldError={decision?.fieldErrors.note}
        busy={busy}
      />
      <div className="mt-6">
        <CustomerTermsForm
          values={terms?.typed ?? values}
          errors={terms?.fieldErrors ?? {}}
          error={terms?.error}
          products={products}
          businessTermDays={businessTermDays}
          requestedTermDays={customer.requestedTermDays}
          submitText="Salvesta"
          busy={busy}
        />
      </div>
      <CustomerPeople people={people} answer={answer} busy={busy} />
      <ChangeHistory id="customer-history" entries={history} />
    </>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? loaderData.customer.name : 'Klient'
  return [{ title: `${title} | Kliendid | Haldus` }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function ErrorBoundary() {
  const error = useRouteError()
  const missing = isRouteErrorResponse(error) && error.status === 404
  return (
    <PageError
      title={missing ? 'Klienti ei leitud' : 'Klienti ei saanud laadida'}
      text={
        <Link to="/admin/kliendid" className="font-semibold text-accent-hover underline">
          Tagasi klientide juurde
        </Link>
      }
    />
  )
}
