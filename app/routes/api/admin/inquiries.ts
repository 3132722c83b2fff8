import { z } from 'zod'
import { inquiryStatuses } from '#app/server/db/schema.server.ts'
import { json, jsonError } from '#app/server/http/admin-api.server.ts'
import { type InboxApi, inboxAction, inboxLoader } from '#app/server/http/admin-inbox.server.ts'
import { parseOr400 } from '#app/server/http/admin-resource.server.ts'
import {
  findInquiry,
  type InquiryRow,
  type InquiryStatus,
  inquiryHistory,
  inquiryJson,
  listInquiries,
  markInquiryAnswered,
} from '#app/server/inquiries/inquiry-inbox.server.ts'
import { getDb } from '#app/server/runtime.server.ts'

const markAnswered = z.strictObject({
  status: z.literal('vastatud', { error: 'Päringu saab märkida ainult vastatuks (status: "vastatud").' }),
})

/**
 * GET ?page=&status= → one page of inquiries, newest first; GET ?id=N → one inquiry with its history;
 * PUT ?id=N {status: 'vastatud'} (or the inquiry as GET gave it, so changed) marks it answered.
 */
const inquiries = {
  path: '/api/admin/inquiries',
  notFound: 'Päringut ei leitud.',
  listName: 'inquiries',
  statuses: inquiryStatuses,
  statusError: 'Tundmatu staatus: lubatud on uus või vastatud.',
  find: findInquiry,
  history: inquiryHistory,
  recordJson: inquiryJson,
  list: listInquiries,
  itemJson: inquiryJson,
  put: { accepts: ['status'] },
  async change(target, body) {
    const input = parseOr400(markAnswered, body)
    if (!input.ok) return input.response
    const result = await markInquiryAnswered(getDb(), target)
    return result.ok ? json(inquiryJson(result.inquiry)) : jsonError(result.status, result.error)
  },
} satisfies InboxApi<InquiryRow, InquiryRow, InquiryStatus>

export const loader = inboxLoader(inquiries)
export const action = inboxAction(inquiries)
