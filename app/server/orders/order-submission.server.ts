import type { AppLoadContext } from 'react-router'
import { materialBySlug } from '#app/content/materials.ts'
import { orderMessageFamilies } from '#app/content/order-messages.ts'
import {
  type OrderSubmissionResult,
  orderFieldNames,
  orderTexts,
  parseOrderForm,
} from '#app/domain/order-form.ts'
import { findProductBySlug } from '../catalogue/catalogue.server.ts'
import { tooManyRequestsMessage } from '../http/rate-limit.server.ts'
import { clientIpHash } from '../http/request-context.server.ts'
import { createSubmissionGuard } from '../http/submission-guard.server.ts'
import { log } from '../log.server.ts'
import { getRuntime } from '../runtime.server.ts'
import { changeDependencies } from './order-change-basics.server.ts'
import { orderValuesFromForm, placeOrder } from './place-order.server.ts'

const guard = createSubmissionGuard({
  kind: 'order',
  fields: orderFieldNames,
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
 * limit, the page's validation messages, then placeOrder, which prices and stores it.
 */
export async function submitOrder(
  formData: FormData,
  context: AppLoadContext,
  slug: string,
): Promise<OrderSubmission> {
  const values = guard.echoedValues(formData)
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
        formError: { title: orderTexts.failureTitle, text: tooManyRequestsMessage },
        values,
      },
    }
  }
  const messages = orderMessageFamilies[material.orderMessages]
  const parsed = parseOrderForm(messages, Object.fromEntries(formData))
  if (!parsed.ok)
    return { status: 400, result: { ok: false, fieldErrors: parsed.errors, formError: null, values } }

  const token = formData.get('addressToken')
  const runtime = getRuntime()
  try {
    const placed = await placeOrder(changeDependencies(), {
      product: await findProductBySlug(runtime.database.db, slug),
      form: orderValuesFromForm(parsed.value),
      messages,
      addressToken: typeof token === 'string' && token ? token : null,
      idempotencyKey: verdict.idempotencyKey,
      clientIpHash: ipHash,
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
