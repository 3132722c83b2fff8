import { z } from 'zod'
import { auditJson } from '#app/server/audit/audit-log.server.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { inquiryStatuses } from '#app/server/db/schema.server.ts'
import {
  idAndBody,
  json,
  jsonError,
  methodNotAllowed,
  pageParam,
  recordOrList,
  unavailable,
} from '#app/server/http/admin-api.server.ts'
import {
  findInquiry,
  inquiryHistory,
  inquiryJson,
  listInquiries,
  markInquiryAnswered,
} from '#app/server/inquiries/inquiry-inbox.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/inquiries'

const listQuery = z.object({
  page: pageParam,
  status: z.enum(inquiryStatuses, { error: 'Tundmatu staatus: lubatud on uus või vastatud.' }).optional(),
})

const markAnswered = z.strictObject({
  status: z.literal('vastatud', { error: 'Päringu saab märkida ainult vastatuks (status: "vastatud").' }),
})

/** GET ?page=&status= → one page of inquiries, newest first; GET ?id=N → one inquiry with its history. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return recordOrList(request, 'GET /api/admin/inquiries', {
    notFound: 'Päringut ei leitud.',
    listQuery,
    one: async (id) => {
      const inquiry = await findInquiry(getDb(), id)
      if (!inquiry) return null
      const history = await inquiryHistory(getDb(), id)
      return { ...inquiryJson(inquiry), history: history.map(auditJson) }
    },
    list: async (query) => {
      const list = await listInquiries(getDb(), { page: query.page ?? 1, status: query.status })
      return {
        inquiries: list.items.map(inquiryJson),
        page: list.page,
        pageCount: list.pageCount,
        total: list.total,
        counts: list.counts,
      }
    },
  })
}

/** PUT ?id=N {status: 'vastatud'}: marks the inquiry answered. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed('GET, PUT')
  const session = await requireAdminApi(request)
  const input = await idAndBody(request, markAnswered)
  if (!input.ok) return input.response
  try {
    const result = await markInquiryAnswered(getDb(), { id: input.id, admin: session.username })
    if (!result.ok) return jsonError(result.status, result.error)
    return json(inquiryJson(result.inquiry))
  } catch (error) {
    return unavailable('PUT /api/admin/inquiries', error)
  }
}
