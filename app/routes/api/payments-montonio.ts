import { createRateLimiter } from '#app/server/http/rate-limit.server.ts'
import { jsonOrNull, onlyPost, readLimitedText } from '#app/server/http/request-body.server.ts'
import { clientIpHash } from '#app/server/http/request-context.server.ts'
import { log } from '#app/server/log.server.ts'
import {
  verifyMontonioOrderToken,
  verifyMontonioRefundToken,
} from '#app/server/payments/montonio-tokens.server.ts'
import { paymentDependencies } from '#app/server/payments/online-payments.server.ts'
import { recordOrderToken, recordRefundToken } from '#app/server/payments/payment-notifications.server.ts'
import type { Route } from './+types/payments-montonio'

/**
 * Montonio's webhook: POST `{ orderToken }` when an order's payment status changes, `{ refundToken }` when
 * a refund's does (the token may also come as `?order-token=` / `?refund-token=`). Answered 200 once what
 * it says is stored, 400 (nothing changed, logged at warn without the token) when it is not a token we
 * believe, and 503 when it could not be stored, so that Montonio sends it again.
 *
 * Refused tokens are counted per client address; past the limit an address gets 429 unless its token
 * verifies with our secret: a genuine notification, or its retry, is never turned away.
 */

const refusedNotifications = createRateLimiter({ limit: 20, windowMs: 10 * 60_000 })

const longestBody = 16 * 1024

const texts = {
  invalid: 'Makse teade ei ole kehtiv.',
  missing: 'Päringus puudub orderToken või refundToken.',
  busy: 'Makse teadet ei saanud praegu salvestada. Palun saatke see uuesti.',
  limited: 'Liiga palju vigaseid makseteateid. Palun proovige hiljem uuesti.',
} as const

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

function tokenOf(request: Request, body: unknown): { kind: 'order' | 'refund'; token: unknown } | null {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const query = new URL(request.url).searchParams
  if (fields.orderToken !== undefined) return { kind: 'order', token: fields.orderToken }
  if (fields.refundToken !== undefined) return { kind: 'refund', token: fields.refundToken }
  if (query.has('order-token')) return { kind: 'order', token: query.get('order-token') }
  if (query.has('refund-token')) return { kind: 'refund', token: query.get('refund-token') }
  return null
}

export function loader() {
  return onlyPost()
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return onlyPost()
  const deps = paymentDependencies()
  if (!deps) return answer(404, { error: 'Veebimakse ei ole seadistatud.' })
  const address = clientIpHash(context.clientIp)
  const text = await readLimitedText(request, longestBody)
  const sent = text === null ? null : tokenOf(request, jsonOrNull(text))
  const limit = refusedNotifications.peek(address)
  if (!limit.allowed) {
    const genuine =
      sent !== null &&
      (sent.kind === 'order'
        ? await verifyMontonioOrderToken(deps.montonio, sent.token)
        : await verifyMontonioRefundToken(deps.montonio, sent.token)
      ).ok
    if (!genuine)
      return answer(429, { error: texts.limited }, { 'Retry-After': String(limit.retryAfterSeconds) })
  }
  if (!sent) {
    refusedNotifications.hit(address)
    return answer(400, { error: texts.missing })
  }
  let result: { ok: true } | { ok: false; problem: string }
  try {
    result =
      sent.kind === 'order'
        ? await recordOrderToken(deps, sent.token)
        : await recordRefundToken(deps, sent.token)
  } catch (error) {
    log.error({ err: error, kind: sent.kind }, 'montonio webhook: not stored, Montonio will send it again')
    return answer(503, { error: texts.busy }, { 'Retry-After': '60' })
  }
  if (!result.ok) {
    refusedNotifications.hit(address)
    log.warn({ kind: sent.kind, problem: result.problem }, 'montonio webhook: token refused')
    return answer(400, { error: texts.invalid })
  }
  return answer(200, { ok: true })
}
