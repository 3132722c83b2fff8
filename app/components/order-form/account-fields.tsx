import type { OrderAccount } from '#app/domain/customer-account.ts'
import { inputClass } from '../form-field.tsx'
import type { OrderWords } from './words.ts'

/** The company an account's order is made out to: shown, not typed, since it comes from the account. */
export function AccountCompany({ account, words: { t } }: { account: OrderAccount; words: OrderWords }) {
  return (
    <div className="rounded-md border border-stone-300 bg-stone-50 p-4">
      <p className="font-medium">{t('accountCompany')}</p>
      <p className="mt-1">
        {account.companyName}, {t('accountCompanyCodes', { registryCode: account.registryCode })}
        {account.vatNumber ? `, KMKR ${account.vatNumber}` : ''}
      </p>
      <p className="text-stone-700">{account.address}</p>
      <p className="mt-2 text-sm text-stone-700">{t('accountCompanyNote')}</p>
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
  words: OrderWords
}) {
  const { account } = props
  const { t, km } = props.words
  if (account.sites.length === 0) return null
  return (
    <div>
      <label htmlFor={`${props.id}-siteId`} className="mb-1 block font-medium">
        {t('site')}
      </label>
      <select
        id={`${props.id}-siteId`}
        name="siteId"
        value={props.siteId}
        onChange={(event) => props.onChoose(event.target.value)}
        className={inputClass}
      >
        <option value="">{t('newSite')}</option>
        {account.sites.map((site) => (
          <option key={site.id} value={String(site.id)}>
            {site.name}: {site.address}
            {site.distanceTenthsKm === null ? '' : ` (${km(site.distanceTenthsKm)})`}
          </option>
        ))}
      </select>
    </div>
  )
}
