import type { ReactNode } from 'react'
import { useRevalidator } from 'react-router'
import { buttonClass } from './button.ts'
import { Pagination } from './inbox.tsx'

/** One column of a staff table: its header and what each row shows in it. */
export interface Column<Row> {
  header: string
  cell: (row: Row) => ReactNode
  /** Right-aligned: amounts, quantities, a row's buttons. */
  end?: boolean
  /** The cell that names its row, a row header for screen readers. */
  rowHeader?: boolean
  className?: string
}

/** The list's pages, when it has them (`?staatus=`, `?lk=`). */
export interface Paging {
  path: string
  status: string | null
  page: number
  pageCount: number
}

/**
 * A staff list: the empty state (or, for rows that could not be read, `failed` and a button that reads
 * them again), then the rows, then its pages. With `columns` a table (on a phone only
 * when there are no `card`s); with `card` one card a row, in a list named `label` (on a phone only when
 * there is also a table). The cards' list item is labelled by the id `cardLabelledBy` gives.
 */
export function DataTable<Row>({
  rows,
  rowKey,
  empty,
  failed,
  label,
  caption,
  columns,
  card,
  cardLabelledBy,
  paging,
}: {
  rows: readonly Row[] | null
  rowKey: (row: Row) => string | number
  empty: ReactNode
  failed?: string
  label?: string
  caption?: string
  columns?: Column<Row>[]
  card?: (row: Row) => ReactNode
  cardLabelledBy?: (row: Row) => string
  paging?: Paging
}) {
  if (rows === null) return <ReadFailed text={failed ?? 'Andmeid ei saanud laadida.'} />
  return (
    <>
      {rows.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-stone-700 shadow-sm">{empty}</p>
      ) : (
        <>
          {card ? (
            <ul aria-label={label} className={`grid gap-3${columns ? ' md:hidden' : ''}`}>
              {rows.map((row) => (
                <li
                  key={rowKey(row)}
                  aria-labelledby={cardLabelledBy?.(row)}
                  className="rounded-xl bg-white p-4 shadow-sm sm:p-6"
                >
                  {card(row)}
                </li>
              ))}
            </ul>
          ) : null}
          {columns ? (
            <div className={`overflow-x-auto rounded-xl bg-white shadow-sm${card ? ' hidden md:block' : ''}`}>
              <table className="w-full text-left">
                {caption ? <caption className="sr-only">{caption}</caption> : null}
                <thead className="border-b border-stone-200 text-sm text-stone-600">
                  <tr>
                    {columns.map((column) => (
                      <th
                        key={column.header}
                        scope="col"
                        className={`px-4 py-3${column.end ? ' text-right' : ''}`}
                      >
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={rowKey(row)} className="border-b border-stone-100 last:border-0">
                      {columns.map((column) => {
                        const className = `px-4 py-3${column.end ? ' text-right' : ''}${
                          column.className ? ` ${column.className}` : ''
                        }`
                        return column.rowHeader ? (
                          <th key={column.header} scope="row" className={`${className} font-semibold`}>
                            {column.cell(row)}
                          </th>
                        ) : (
                          <td key={column.header} className={className}>
                            {column.cell(row)}
                          </td>
                        )
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      )}
      {paging ? <Pagination {...paging} /> : null}
    </>
  )
}

function ReadFailed({ text }: { text: string }) {
  const revalidator = useRevalidator()
  return (
    <div role="alert" className="rounded-xl bg-white p-6 shadow-sm">
      <p className="font-medium text-red-800">{text}</p>
      <button
        type="button"
        className={`${buttonClass.secondary} mt-3`}
        disabled={revalidator.state !== 'idle'}
        onClick={() => void revalidator.revalidate()}
      >
        Proovi uuesti
      </button>
    </div>
  )
}
