import { z } from 'zod'
import {
  firstIssue,
  idParam,
  jsonError,
  logFailure,
  methodNotAllowed,
  noStore,
  pageParam,
  queryOf,
  readJsonObject,
  unavailable,
} from '#app/server/admin-api.server.ts'
import {
  findInquiry,
  inquiryHistory,
  inquiryJson,
  listInquiries,
  markInquiryAnswered,
} from '#app/server/admin-inquiries.server.ts'
import { auditJson } from '#app/server/admin-orders.server.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { inquiryStatuses } from '#app/server/db/schema.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/api.admin.inquiries'

const listQuery = z.object({
  page: pageParam,
  status: z.enum(inquiryStatuses, { error: 'Tundmatu staatus: lubatud on uus või vastatud.' }).optional(),
})

const markAnswered = z.strictObject({
  status: z.literal('vastatud', { error: 'Päringu saab märkida ainult vastatuks (status: "vastatud").' }),
})

/** GET ?page=&status= → one page of inquiries, newest first; GET ?id=N → one inquiry. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  try {
    if (query.id !== undefined) {
      const id = idParam.safeParse(query.id)
      if (!id.success) return jsonError(400, firstIssue(id.error))
      const inquiry = await findInquiry(getDb(), id.data)
      if (!inquiry) return jsonError(404, 'Päringut ei leitud.')
      const history = await inquiryHistory(getDb(), id.data)
      return Response.json({ ...inquiryJson(inquiry), history: history.map(auditJson) }, { headers: noStore })
    }
    const parsed = listQuery.safeParse(query)
    if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
    const list = await listInquiries(getDb(), { page: parsed.data.page ?? 1, status: parsed.data.status })
    return Response.json(
      {
        inquiries: list.items.map(inquiryJson),
        page: list.page,
        pageCount: list.pageCount,
        total: list.total,
        counts: list.counts,
      },
      { headers: noStore },
    )
  } catch (error) {
    logFailure('GET /api/admin/inquiries', error)
    return unavailable()
  }
}

/** PUT ?id=N {status: 'vastatud'}: marks the inquiry answered. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed('GET, PUT')
  const session = await requireAdminApi(request)
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  const id = idParam.safeParse(query.id)
  if (!id.success) return jsonError(400, firstIssue(id.error))
  const read = await readJsonObject(request)
  if (!read.ok) return jsonError(400, read.error)
  const parsed = markAnswered.safeParse(read.body)
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
  try {
    const result = await markInquiryAnswered(getDb(), { id: id.data, admin: session.username })
    if (!result.ok) return jsonError(result.status, result.error)
    return Response.json(inquiryJson(result.inquiry), { headers: noStore })
  } catch (error) {
    logFailure('PUT /api/admin/inquiries', error)
    return unavailable()
  }
}
