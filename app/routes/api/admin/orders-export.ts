import { z } from 'zod'
import { isCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { firstIssue, jsonError, queryOf } from '#app/server/http/admin-api.server.ts'
import { exportOrdersCsv } from '#app/server/orders/order-export.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/orders-export'

const calendarDate = (label: string) =>
  z
    .string({ error: `${label} puudub (kujul AAAA-KK-PP).` })
    .refine(isCalendarDate, { error: `${label} peab olema kuupäev kujul AAAA-KK-PP.` })

const range = z
  .object({ from: calendarDate('Alguskuupäev'), to: calendarDate('Lõppkuupäev') })
  .refine((value) => value.from <= value.to, { error: 'Alguskuupäev ei saa olla pärast lõppkuupäeva.' })

/** A browser that followed the orders page's form, rather than a program asking for JSON. */
function wantsPage(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').includes('text/html')
}

/**
 * The form's dates back on the orders page with what is wrong with them (`eksport=vahemik`: the days
 * are the wrong way round, `eksport=kuupaev`: a date is missing or not a date), where it says so
 * in Estonian. Only a code travels in the address, never a message, and the dates only when short.
 */
function backToForm(query: Record<string, string>, datesValid: boolean): Response {
  const back = new URLSearchParams()
  for (const name of ['from', 'to'] as const) {
    const value = query[name]
    if (value !== undefined && value.length <= 10) back.set(name, value)
  }
  back.set('eksport', datesValid ? 'vahemik' : 'kuupaev')
  return new Response(null, {
    status: 303,
    headers: { Location: `/admin/orders?${back}#eksport`, 'Cache-Control': 'no-store' },
  })
}

/**
 * GET ?from=YYYY-MM-DD&to=YYYY-MM-DD: the orders of those Tallinn calendar days as a CSV download. A bad
 * range is a 400 in JSON, or for the orders page's form a way back to it with the reason.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  const parsed = range.safeParse(query)
  if (!parsed.success) {
    if (!wantsPage(request)) return jsonError(400, firstIssue(parsed.error))
    return backToForm(query, isCalendarDate(query.from ?? '') && isCalendarDate(query.to ?? ''))
  }
  const { from, to } = parsed.data
  return new Response(exportOrdersCsv(getDb(), { from, to }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="tellimused-${from}-${to}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
