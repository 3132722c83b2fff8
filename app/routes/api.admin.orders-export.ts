import { z } from 'zod'
import { firstIssue, jsonError, queryOf } from '#app/server/admin-api.server.ts'
import { exportOrdersCsv, isCalendarDate } from '#app/server/admin-orders.server.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/api.admin.orders-export'

const calendarDate = (label: string) =>
  z
    .string({ error: `${label} puudub (kujul AAAA-KK-PP).` })
    .refine(isCalendarDate, { error: `${label} peab olema kuupäev kujul AAAA-KK-PP.` })

const range = z
  .object({ from: calendarDate('Alguskuupäev'), to: calendarDate('Lõppkuupäev') })
  .refine((value) => value.from <= value.to, { error: 'Alguskuupäev ei saa olla pärast lõppkuupäeva.' })

/** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD: the orders of those Tallinn calendar days as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  const parsed = range.safeParse(query)
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
  const { from, to } = parsed.data
  return new Response(exportOrdersCsv(getDb(), { from, to }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="tellimused-${from}-${to}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
