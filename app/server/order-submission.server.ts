import type { AppLoadContext } from 'react-router'
import type { OrderSubmissionResult } from '#app/components/order-form.tsx'
import { materialBySlug } from '#app/content/materials.ts'
import { orderMessageFamilies } from '#app/content/order-messages.ts'
import { orderFieldNames, orderTexts, parseOrderForm } from '#app/domain/order-form.ts'
import { findProductBySlug } from './catalogue.server.ts'
import { getGeoService } from './geo/geo-service.server.ts'
import { log } from './log.server.ts'
import { orderValuesFromForm, placeOrder } from './orders.server.ts'
import { wakeOutbox } from './outbox-runner.server.ts'
import { createRateLimiter, tooManyRequestsMessage } from './rate-limit.server.ts'
import { clientIpHash } from './request-context.server.ts'
import { getRuntime } from './runtime.server.ts'

const orderLimiter = createRateLimiter({ limit: 10, windowMs: 10 * 60_000 })
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/

export interface OrderSubmission {
  status: number
  result: OrderSubmissionResult
  /** With a 429: when the client may try again (the Retry-After header). */
  retryAfterSeconds?: number
}

function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of orderFieldNames) {
    const value = formData.get(name)
    if (typeof value === 'string') values[name] = value.slice(0, 2000)
  }
  return values
}

/**
 * One order submission, from the material page's form (with or without JavaScript): honeypot, rate
 * limit, the page's validation messages, then placeOrder, which prices and stores it.
 */
export async function submitOrder(
  formData: FormData,
  context: AppLoadContext,
  slug: string,
): Promise<OrderSubmission> {
  const values = formValues(formData)
  const material = materialBySlug(slug)
  if (!material) {
    return {
      status: 404,
      result: {
        ok: false,
        fieldErrors: {},
        formError: { title: orderTexts.failureTitle, text: 'Tundmatu materjal.' },
        values,
      },
    }
  }
  if (formData.get('website')) {
    // Only bots fill the hidden field; they get the answer they expect and nothing is stored.
    log.warn('order: hidden field filled in, not stored')
    return { status: 200, result: { ok: true, orderId: 0 } }
  }
  const ipHash = clientIpHash(context.clientIp)
  const limit = orderLimiter.hit(ipHash)
  if (!limit.allowed) {
    return {
      status: 429,
      retryAfterSeconds: limit.retryAfterSeconds,
      result: {
        ok: false,
        fieldErrors: {},
        formError: { title: orderTexts.failureTitle, text: tooManyRequestsMessage },
        values,
      },
    }
  }
  const messages = orderMessageFamilies[material.orderMessages]
  const parsed = parseOrderForm(messages, Object.fromEntries(formData))
  if (!parsed.ok)
    return { status: 400, result: { ok: false, fieldErrors: parsed.errors, formError: null, values } }

  const key = formData.get('idempotencyKey')
  const token = formData.get('addressToken')
  const runtime = getRuntime()
  try {
    const placed = await placeOrder(
      {
        db: runtime.database.db,
        geo: getGeoService(),
        signingSecret: runtime.signingSecret,
        notifyTo: runtime.config.mail.notifyTo,
        afterCommit: wakeOutbox,
      },
      {
        product: await findProductBySlug(runtime.database.db, slug),
        form: orderValuesFromForm(parsed.value),
        messages,
        addressToken: typeof token === 'string' && token ? token : null,
        idempotencyKey:
          typeof key === 'string' && idempotencyKeyPattern.test(key) ? key : crypto.randomUUID(),
        clientIpHash: ipHash,
      },
    )
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
