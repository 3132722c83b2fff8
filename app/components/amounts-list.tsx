import type { ReactNode } from 'react'
import { formatEur } from '#app/domain/format.ts'

/** One price line: its words and its amount in cents. */
export interface AmountLine {
  label: ReactNode
  cents: number
}

/**
 * The price lines as a receipt (DESIGN.md §9): the product as quantity × price, transport when it has a
 * line, the sum without VAT, the VAT and the total, then the minimum-sum notice when there is one. The
 * order form (an island), the customer's order page and the staff's order page name the lines in their
 * own words; `live` has a screen reader read the lines again when they change as the visitor types.
 */
export function AmountsList(props: {
  product: AmountLine
  transport: AmountLine | null
  net: AmountLine
  vat: AmountLine
  total: AmountLine
  notice?: string | null
  live?: boolean
  /** How the amounts are written; Estonian's format unless given (a page in another language). */
  format?: (cents: number) => string
}) {
  const format = props.format ?? formatEur
  return (
    <div
      className="rounded-lg border border-dashed border-stone-400 bg-sand-50 p-4 tabular"
      aria-live={props.live ? 'polite' : undefined}
    >
      <dl className="space-y-1.5">
        <Line line={props.product} format={format} />
        {props.transport ? <Line line={props.transport} format={format} /> : null}
        <Line line={props.net} className="border-t border-stone-200 pt-1.5" format={format} />
        <Line line={props.vat} format={format} />
        <Line
          line={props.total}
          className="border-t-2 border-graphite pt-2 text-lg font-bold"
          format={format}
        />
      </dl>
      {props.notice ? <p className="mt-3 text-sm font-medium text-sand-700">{props.notice}</p> : null}
    </div>
  )
}

function Line({
  line,
  className,
  format,
}: {
  line: AmountLine
  className?: string
  format: (cents: number) => string
}) {
  return (
    <div className={className ? `flex justify-between gap-4 ${className}` : 'flex justify-between gap-4'}>
      <dt>{line.label}</dt>
      <dd>{format(line.cents)}</dd>
    </div>
  )
}
