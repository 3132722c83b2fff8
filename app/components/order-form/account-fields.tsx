import type { OrderAccount } from '#app/domain/customer-account.ts'
import { formatKm } from '#app/domain/format.ts'
import { inputClass } from '../form-field.tsx'

/** The company an account's order is made out to: shown, not typed, since it comes from the account. */
export function AccountCompany({ account }: { account: OrderAccount }) {
  return (
    <div className="rounded-md border border-stone-300 bg-stone-50 p-4">
      <p className="font-medium">Arve ettevõttele</p>
      <p className="mt-1">
        {account.companyName}, registrikood {account.registryCode}
        {account.vatNumber ? `, KMKR ${account.vatNumber}` : ''}
      </p>
      <p className="text-stone-700">{account.address}</p>
      <p className="mt-2 text-sm text-stone-700">
        Tellite ettevõtte kontoga. Ettevõtte andmete muutmiseks võtke meiega ühendust.
      </p>
    </div>
  )
}

/**
 * The company's saved sites to deliver to, or a new address ('Uus aadress'). Without JavaScript the
 * address field stays beside it and the server takes the site when one is chosen.
 */
export function SiteChoice(props: {
  id: string
  account: OrderAccount
  siteId: string
  onChoose: (siteId: string) => void
}) {
  const { account } = props
  if (account.sites.length === 0) return null
  return (
    <div>
      <label htmlFor={`${props.id}-siteId`} className="mb-1 block font-medium">
        Objekt
      </label>
      <select
        id={`${props.id}-siteId`}
        name="siteId"
        value={props.siteId}
        onChange={(event) => props.onChoose(event.target.value)}
        className={inputClass}
      >
        <option value="">Uus aadress</option>
        {account.sites.map((site) => (
          <option key={site.id} value={String(site.id)}>
            {site.name}: {site.address}
            {site.distanceTenthsKm === null ? '' : ` (${formatKm(site.distanceTenthsKm)})`}
          </option>
        ))}
      </select>
    </div>
  )
}
