import { Panel } from '#app/admin/ui/panel.tsx'
import { formatDate, formatEur } from '#app/domain/format.ts'
import type { InvoiceDetailInvoice, InvoiceDetailLine, InvoicePartyView } from './types.ts'

const unitLabels = { t: 't', km: 'km', tk: 'tk' } as const

function Party({ title, party }: { title: string; party: InvoicePartyView }) {
  return (
    <div>
      <h3 className="font-bold">{title}</h3>
      <p className="mt-1 font-semibold">{party.name}</p>
      {party.addressLines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {party.registryCode ? <p>Registrikood {party.registryCode}</p> : null}
      {party.vatNumber ? <p>KMKR {party.vatNumber}</p> : null}
    </div>
  )
}

/** A quantity as stored ('9.86', '23.50') in Estonian, without zeros it does not need: 9,86 or 23,5. */
function quantityText(stored: string): string {
  const plain = stored.includes('.') ? stored.replace(/0+$/, '').replace(/\.$/, '') : stored
  return plain.replace('.', ',')
}

/**
 * Every fact the invoice was issued with (VAT Act § 37): dates, payment details, seller and buyer, the
 * lines and the totals, with what has been paid.
 */
export function InvoiceFacts({
  invoice,
  lines,
  referenceText,
}: {
  invoice: InvoiceDetailInvoice
  lines: InvoiceDetailLine[]
  referenceText: string
}) {
  const facts: [string, string][] = [
    ['Arve kuupäev', formatDate(invoice.issueDate)],
    ['Tarnekuupäev', formatDate(invoice.deliveryDate)],
    ['Maksetähtaeg', formatDate(invoice.dueDate)],
    ['Viitenumber', referenceText],
    ['Arveldusarve', invoice.seller.iban],
    ['Pank', invoice.seller.bankName],
    ['Koostas', invoice.issuedBy],
  ]
  const owed = invoice.status === 'krediteeritud' ? 0 : invoice.totalCents - invoice.paidCents
  return (
    <>
      <Panel headingId="facts-heading" title="Arve andmed" className="mt-6">
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">{term}:</dt>
              <dd className="tabular break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <Party title="Müüja" party={invoice.seller} />
          <Party title="Ostja" party={invoice.buyer} />
        </div>
      </Panel>

      <Panel headingId="lines-heading" title="Read" className="mt-6">
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Arve read ja summad</caption>
            <thead className="border-b border-stone-200 text-sm text-stone-600">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Kirjeldus
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Kogus
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Hind km-ta
                </th>
                <th scope="col" className="py-2 pl-3 text-right">
                  Summa
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.description} className="border-b border-stone-100">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {line.description}
                  </th>
                  <td className="tabular whitespace-nowrap px-3 py-2 text-right">
                    {quantityText(line.quantity)} {unitLabels[line.unit]}
                  </td>
                  <td className="tabular whitespace-nowrap px-3 py-2 text-right">
                    {formatEur(line.unitPriceCents)}
                  </td>
                  <td className="tabular whitespace-nowrap py-2 pl-3 text-right">
                    {formatEur(line.netCents)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="tabular">
              <TotalRow label="Summa käibemaksuta" cents={invoice.netCents} />
              <TotalRow label={`Käibemaks ${invoice.vatRate}%`} cents={invoice.vatCents} />
              <TotalRow label="Kokku" cents={invoice.totalCents} strong />
              {invoice.kind === 'arve' ? (
                <>
                  <TotalRow label="Tasutud" cents={invoice.paidCents} />
                  <TotalRow label={owed < 0 ? 'Enammakse' : 'Tasuda'} cents={Math.abs(owed)} strong />
                </>
              ) : null}
            </tfoot>
          </table>
        </div>
      </Panel>
    </>
  )
}

function TotalRow({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <tr className={strong ? 'font-bold' : undefined}>
      <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-semibold">
        {label}
      </th>
      <td className="whitespace-nowrap py-1 pl-3 text-right">{formatEur(cents)}</td>
    </tr>
  )
}
