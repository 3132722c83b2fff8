import type { ReactNode } from 'react'
import { ContactLinks } from '#app/admin/ui/contact-links.tsx'
import { Panel } from '#app/admin/ui/panel.tsx'
import type { CustomerSummaryView } from './types.ts'

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-semibold text-stone-600">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  )
}

/** The company as it applied (or staff added it), what it wrote, and staff's decision. */
export function CustomerSummary({ customer }: { customer: CustomerSummaryView }) {
  return (
    <Panel
      headingId="summary-heading"
      title={customer.status === 'taotlus' ? 'Taotlus' : 'Ettevõte ja otsus'}
      className="mt-6"
    >
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <Fact term="Registrikood">
          <span className="tabular">{customer.registryCode}</span>
          {customer.vatNumber ? <span className="block">KMKR {customer.vatNumber}</span> : null}
        </Fact>
        <Fact term="Aadress">{customer.address}</Fact>
        <Fact term="Kontaktisik">
          {customer.contactName}
          <ContactLinks phone={customer.phone} email={customer.email} />
        </Fact>
        <Fact term={customer.applied ? 'Taotlus esitatud' : 'Lisatud'}>
          <span className="tabular">{customer.createdAt}</span>
          {customer.requestedTermDays === null ? null : (
            <span className="block">Soovitud maksetähtaeg {customer.requestedTermDays} päeva</span>
          )}
        </Fact>
        {customer.applied ? (
          <Fact term="Taotluse märkus" wide>
            <span className="whitespace-pre-line">{customer.applicationNote ?? 'Märkust ei ole.'}</span>
          </Fact>
        ) : null}
        {/* A customer staff added was decided on when added: its decision is news only once it changed. */}
        {customer.decidedAt &&
        (customer.applied || customer.status !== 'aktiivne' || customer.decisionNote) ? (
          <Fact term="Viimane otsus" wide>
            <span className="tabular">{customer.decidedAt}</span>
            {customer.decidedBy ? `, otsustas ${customer.decidedBy}` : null}
            {customer.decisionNote ? (
              <span className="block whitespace-pre-line">{customer.decisionNote}</span>
            ) : null}
          </Fact>
        ) : null}
      </dl>
    </Panel>
  )
}
