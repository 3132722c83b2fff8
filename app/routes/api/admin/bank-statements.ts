import { z } from 'zod'
import { centsToDecimalString } from '#app/domain/money.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import {
  firstIssue,
  idParam,
  json,
  jsonError,
  methodNotAllowed,
  queryOf,
  readJsonObject,
  unavailable,
} from '#app/server/http/admin-api.server.ts'
import { readLimitedBytes } from '#app/server/http/request-body.server.ts'
import {
  assignBankEntry,
  importBankStatement,
  listUnmatchedBankEntries,
} from '#app/server/invoices/bank-statement-import.server.ts'
import { MAX_STATEMENT_BYTES, statementMessages } from '#app/server/invoices/camt053.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/bank-statements'

const xmlType = /^(application|text)\/xml\b/i

const assignQuery = z.object({ id: idParam })
const assignBody = z.strictObject({
  invoiceId: z
    .number({ error: 'invoiceId peab olema arve number (id).' })
    .int({ error: 'invoiceId peab olema arve number (id).' })
    .positive({ error: 'invoiceId peab olema arve number (id).' })
    .max(2_147_483_647, { error: 'invoiceId peab olema arve number (id).' }),
})

/** GET → the statement entries no invoice has yet, for staff to assign. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  try {
    const entries = await listUnmatchedBankEntries(getDb())
    return json({
      unmatched: entries.map((entry) => ({
        id: entry.id,
        amountEur: Number(centsToDecimalString(entry.amountCents)),
        reference: entry.reference,
        name: entry.payerName,
        remittance: entry.remittance,
        date: entry.bookingDate,
      })),
    })
  } catch (error) {
    return unavailable('GET /api/admin/bank-statements', error)
  }
}

/**
 * POST with a camt.053 statement as the body (Content-Type: application/xml) imports it:
 * { entries, matched, unmatched: [{ id, amountEur, reference, name, date }], alreadyImported, overpaid }.
 * POST ?id=N with { invoiceId } assigns the unmatched entry N to an invoice as its payment.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  const session = await requireAdminApi(request)
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  try {
    if (query.id !== undefined) {
      const entry = assignQuery.safeParse({ id: query.id })
      if (!entry.success) return jsonError(400, firstIssue(entry.error))
      const body = await readJsonObject(request)
      if (!body.ok) return jsonError(400, body.error)
      const input = assignBody.safeParse(body.body)
      if (!input.success) return jsonError(400, firstIssue(input.error))
      const result = await assignBankEntry(getDb(), {
        entryId: entry.data.id,
        invoiceId: input.data.invoiceId,
        actor: session.username,
      })
      if (!result.ok) return jsonError(result.status, result.message)
      return json({
        invoiceId: result.invoice.id,
        status: result.invoice.status,
        paidEur: Number(centsToDecimalString(result.invoice.paidCents)),
        overpaidEur: Number(centsToDecimalString(result.overpaidCents)),
      })
    }
    if (!xmlType.test(request.headers.get('Content-Type') ?? ''))
      return jsonError(400, 'Pangaväljavõte saadetakse XML-failina (Content-Type: application/xml).')
    const xml = await readLimitedBytes(request, MAX_STATEMENT_BYTES)
    if (xml === null) return jsonError(400, statementMessages.tooLarge)
    const result = await importBankStatement(getDb(), xml, session.username)
    if (!result.ok) return jsonError(result.status, result.message)
    const { ok: _ok, ...answer } = result
    return json(answer)
  } catch (error) {
    return unavailable('POST /api/admin/bank-statements', error)
  }
}
