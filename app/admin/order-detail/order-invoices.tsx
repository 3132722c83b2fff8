import { Link } from 'react-router'
import { invoiceKindLabels } from '#app/admin/invoices/invoice-badges.tsx'
import { Panel } from '#app/admin/ui/panel.tsx'
import type { OrderDetailData } from './types.ts'

/**
 * 'Arved': the invoices issued for the order's delivery, each with its kind, its status and a link to
 * its page (the PDF, the e-invoice, payments, crediting). An order has none until it is marked delivered.
 */
export function OrderInvoices({ invoices }: Pick<OrderDetailData, 'invoices'>) {
  return (
    <Panel headingId="invoices-heading" title="Arved" className="mt-6">
      {invoices.length === 0 ? (
        <p className="mt-2">Arve koostatakse, kui tellimus märgitakse tarnituks.</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <Link
                to={`/admin/arved/${invoice.id}`}
                className="inline-flex min-h-11 items-center font-semibold text-accent-hover underline"
              >
                {invoiceKindLabels[invoice.kind]} nr {invoice.number}
              </Link>
              <span className="text-stone-700">{invoice.status}</span>
              <a
                href={`/api/admin/invoices?id=${invoice.id}&format=ubl`}
                download
                className="inline-flex min-h-11 items-center text-accent-hover underline"
              >
                E-arve (XML)
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
