import { z } from 'zod'
import { isCalendarDate } from '#app/domain/tallinn-time.ts'
import { log } from '../log.server.ts'
import { calendarDateParam, fileDownload, firstIssue, jsonError, queryOf } from './admin-api.server.ts'

/**
 * The staff's CSV downloads of a range of days (the orders', the invoices'): `?from=&to=` as Tallinn
 * calendar days, a bad range a 400 in JSON, or for a staff page's form a way back to it with the reason.
 */

const range = z
  .object({ from: calendarDateParam('Alguskuupäev'), to: calendarDateParam('Lõppkuupäev') })
  .refine((value) => value.from <= value.to, { error: 'Alguskuupäev ei saa olla pärast lõppkuupäeva.' })

/** A browser that followed a staff page's form, rather than a program asking for JSON. */
function wantsPage(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').includes('text/html')
}

/**
 * The form's dates back on the page at `formPath` with what is wrong with them (`eksport=vahemik`: the
 * days are the wrong way round, `eksport=kuupaev`: a date is missing or not a date), where it says so
 * in Estonian. Only a code travels in the address, never a message, and the dates only when short.
 */
function backToForm(formPath: string, query: Record<string, string>, datesValid: boolean): Response {
  const back = new URLSearchParams()
  for (const name of ['from', 'to'] as const) {
    const value = query[name]
    if (value !== undefined && value.length <= 10) back.set(name, value)
  }
  back.set('eksport', datesValid ? 'vahemik' : 'kuupaev')
  return new Response(null, {
    status: 303,
    headers: { Location: `${formPath}?${back}#eksport`, 'Cache-Control': 'no-store' },
  })
}

/** The request's day range, or the answer to give instead (a 400, or the way back to `formPath`). */
export function readExportRange(request: Request, formPath: string): { from: string; to: string } | Response {
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  const parsed = range.safeParse(query)
  if (parsed.success) return parsed.data
  if (!wantsPage(request)) return jsonError(400, firstIssue(parsed.error))
  return backToForm(formPath, query, isCalendarDate(query.from ?? '') && isCalendarDate(query.to ?? ''))
}

/** A CSV file to save, never cached. */
export function csvDownload(body: BodyInit, fileName: string): Response {
  return fileDownload(body, 'text/csv; charset=utf-8', fileName)
}

/** How many rows an export reads from the database at a time. */
export const exportBatch = 500

/**
 * A CSV file for Estonian Excel, streamed: a UTF-8 BOM and the `header` line, then the lines of each batch
 * `nextBatch` reads (CRLF after each) until it says the batch was the last. A failure is logged as `failure`
 * and ends the stream.
 */
export function csvStream(
  header: readonly string[],
  nextBatch: () => Promise<{ lines: string[]; last: boolean }>,
  failure: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let headerSent = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!headerSent) {
          headerSent = true
          controller.enqueue(encoder.encode(`\uFEFF${header.join(';')}\r\n`))
          return
        }
        const { lines, last } = await nextBatch()
        if (lines.length > 0) controller.enqueue(encoder.encode(lines.map((line) => `${line}\r\n`).join('')))
        if (last) controller.close()
      } catch (error) {
        log.error({ err: error }, failure)
        controller.error(error)
      }
    },
  })
}
