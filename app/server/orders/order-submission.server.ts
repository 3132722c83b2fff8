import type { AppLoadContext } from 'react-router'
import { materialBySlug } from '#app/content/materials.ts'
import { accountOrderFieldsSchema, accountOrderTexts } from '#app/domain/customer-order-forms.ts'
import { type Locale, localeOf } from '#app/domain/locale.ts'
import {
  type OrderFieldErrors,
  type OrderSubmissionResult,
  orderFieldNames,
  parseOrderForm,
} from '#app/domain/order-form.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { findProductBySlug } from '../catalogue/catalogue.server.ts'
import { currentBusiness } from '../content/site-content.server.ts'
import { orderingAccount } from '../customers/account-ordering.server.ts'
import { customerOf } from '../customers/customer-guard.server.ts'
import { clientIpHash } from '../http/request-context.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { createSubmissionGuard } from '../http/submission-guard.server.ts'
import { log } from '../log.server.ts'
import { getRuntime } from '../runtime.server.ts'
import { changeDependencies } from './order-change-basics.server.ts'
import { orderLanguage } from './order-language.server.ts'
import { orderValuesFromForm, type PlaceOrderRequest, placeOrder } from './place-order.server.ts'

const guard = createSubmissionGuard({
  kind: 'order',
  fields: [...orderFieldNames, 'siteId'],
  limit: 10,
  windowMs: 10 * 60_000,
})

export interface OrderSubmission {
  status: number
  result: OrderSubmissionResult
  /** With a 429: when the client may try again (the Retry-After header). */
  retryAfterSeconds?: number
}

/**
 * One order submission, from the material page's form (with or without JavaScript): honeypot, rate
 * limit, the page's validation messages, then placeOrder, which prices and stores it. It answers in
 * `locale`: the page's, from its address, or the form's own `locale` field (the JSON API).
 */
export async function submitOrder(
  request: Request,
  formData: FormData,
  context: AppLoadContext,
  slug: string,
  locale: Locale = localeOf(formData.get('locale')),
): Promise<OrderSubmission> {
  const values = guard.echoedValues(formData)
  const material = materialBySlug(slug)
  if (!material) {
    const { texts } = orderLanguage(locale, 'kohustuslik')
    return {
      status: 404,
      result: {
        ok: false,
        fieldErrors: {},
        formError: { title: texts.failureTitle, text: texts.unknownMaterial },
        values,
      },
    }
  }
  const { messages, texts: orderTexts, companyTexts } = orderLanguage(locale, material.orderMessages)
  const ipHash = clientIpHash(context.clientIp)
  const verdict = guard.check(formData, ipHash)
  if (verdict.outcome === 'bot') return { status: 200, result: { ok: true, orderId: 0 } }
  if (verdict.outcome === 'limited') {
    return {
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
      result: {
        ok: false,
        fieldErrors: {},
        formError: { title: orderTexts.failureTitle, text: orderTexts.tooMany },
        values,
      },
    }
  }
  const runtime = getRuntime()
  const refused = (status: number, fieldErrors: OrderFieldErrors, text: string | null = null) => ({
    status,
    result: {
      ok: false as const,
      fieldErrors,
      formError: text ? { title: orderTexts.failureTitle, text } : null,
      values,
    },
  })
  try {
    // A signed-in business customer orders on account: the company, its price, its sites (ADR 059).
    const account = await accountOf(request, formData)
    if (account && 'refused' in account) return refused(400, account.refused, account.text)
    // An account's e-invoices follow the account's own choice, not a box its form does not show.
    if (account) formData.delete('company_e_invoice')
    const parsed = parseOrderForm(messages, Object.fromEntries(formData), orderTexts, companyTexts)
    if (!parsed.ok) return refused(400, parsed.errors)
    const token = formData.get('addressToken')
    const placed = await placeOrder(changeDependencies(), {
      product: await findProductBySlug(runtime.database.db, slug),
      form: orderValuesFromForm(parsed.value),
      messages,
      texts: orderTexts,
      addressToken: typeof token === 'string' && token ? token : null,
      idempotencyKey: verdict.idempotencyKey,
      clientIpHash: ipHash,
      locale,
      account,
    })
    if (placed.ok) {
      log.info({ orderId: placed.order.id, duplicate: placed.duplicate }, 'order placed')
      return { status: placed.duplicate ? 200 : 201, result: { ok: true, orderId: placed.order.id } }
    }
    return {
      status: placed.status,
      result: { ok: false, fieldErrors: placed.fieldErrors, formError: placed.formError, values },
    }
  } catch (error) {
    log.error({ err: error }, 'order could not be stored')
    return {
      status: 503,
      result: {
        ok: false,
        fieldErrors: {},
        formError: { title: orderTexts.failureTitle, text: orderTexts.failureText },
        values,
      },
    }
  }
}

type AccountOfRequest = PlaceOrderRequest['account'] | { refused: OrderFieldErrors; text: string | null }

/**
 * The company a signed-in person orders for, with the saved site chosen; null for a visitor not signed
 * in. A chosen site fills the order's delivery address, so that the form's rules read it as typed.
 */
async function accountOf(request: Request, formData: FormData): Promise<AccountOfRequest> {
  const person = await customerOf(request)
  if (!person) return null
  const ordering = await orderingAccount(getRuntime().database.db, person.customerId)
  if (!ordering) return { refused: {}, text: accountOrderTexts.suspended }
  const fields = parseSubmission(accountOrderFieldsSchema, formData)
  if (!fields.ok) return { refused: { deliveryAddress: fields.error }, text: null }
  const site =
    fields.value.siteId === undefined
      ? null
      : (ordering.sites.find((candidate) => candidate.id === fields.value.siteId) ?? null)
  if (fields.value.siteId !== undefined && !site)
    return { refused: { deliveryAddress: accountOrderTexts.siteNotYours }, text: null }
  if (site && formData.get('deliveryOption') === 'delivery') {
    formData.set('deliveryAddress', site.address)
    formData.delete('addressToken')
  }
  return {
    ordering,
    site: formData.get('deliveryOption') === 'delivery' ? site : null,
    creditOverdueDays: currentBusiness().creditOverdueDays,
    today: tallinnCalendarDate(),
  }
}
