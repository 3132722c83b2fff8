/** The staff inbox lists' paging (orders, inquiries): 25 rows a page, newest first. */

import { pageParam } from './admin-api.server.ts'

export const adminPageSize = 25

export interface PageOf<T> {
  items: T[]
  page: number
  pageCount: number
  total: number
}

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / adminPageSize))
}

/** Which way a page's rows are read along the list's (time, id) index. */
export type ReadDirection = 'newest first' | 'oldest first'

/**
 * One page of a list of `total` rows, newest first; a page past the end shows the last page.
 * `read` fetches `limit` rows after skipping `offset` in the given direction. A page in the older half
 * is read from the oldest end and turned around, so an offset never skips more than half the rows: the
 * last page costs what the first does.
 */
export async function readPage<T>(
  total: number,
  requestedPage: number,
  read: (direction: ReadDirection, limit: number, offset: number) => Promise<T[]>,
): Promise<PageOf<T>> {
  const pageCount = pageCountOf(total)
  const page = Math.min(Math.max(1, requestedPage), pageCount)
  const newer = (page - 1) * adminPageSize
  const onPage = Math.max(0, Math.min(adminPageSize, total - newer))
  const older = total - newer - onPage
  const fromOldest = older < newer
  const items =
    onPage === 0
      ? []
      : await read(fromOldest ? 'oldest first' : 'newest first', onPage, fromOldest ? older : newer)
  if (fromOldest) items.reverse()
  return { items, page, pageCount, total }
}

/** The rows of a status counter table (kept by triggers) as a count for every status, zeros included. */
export function statusCounts<S extends string>(
  statuses: readonly S[],
  rows: readonly { status: S; n: number }[],
): Record<S, number> {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>
  for (const row of rows) counts[row.status] = row.n
  return counts
}

/** The page's `?staatus=` (one of `statuses`, else none) and `?lk=` (a page number, else 1). */
export function listParams<S extends string>(
  request: Request,
  statuses: readonly S[],
): { status: S | undefined; page: number } {
  const params = new URL(request.url).searchParams
  const statusText = params.get('staatus')
  const page = pageParam.safeParse(params.get('lk') ?? undefined)
  return {
    status: statuses.find((value) => value === statusText),
    page: (page.success ? page.data : undefined) ?? 1,
  }
}
