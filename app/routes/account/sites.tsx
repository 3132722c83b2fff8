import { useActionData } from 'react-router'
import {
  AccountFrame,
  AccountNotice,
  AddForm,
  accountPageMeta,
  RemoveForm,
  useAccountWords,
} from '#app/components/account/account-frame.tsx'
import { FormError, TextField } from '#app/components/form-field.tsx'
import { accountListMessages } from '#app/content/messages/account-lists.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import { useMessages } from '#app/lib/messages.ts'
import { accountSites, removeSite, saveSite } from '#app/server/customers/account-changes.server.ts'
import {
  accountActor,
  accountFormAction,
  accountFormsIn,
} from '#app/server/customers/account-forms.server.ts'
import { requireCustomerPage } from '#app/server/customers/customer-guard.server.ts'
import { getGeoService } from '#app/server/geo/geo-service.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/sites'

/**
 * /konto/objektid: the company's saved delivery sites, offered by the order form. The address is found
 * and its road distance measured by the server, as for an order (ADR 059).
 */
export const handle = islandsHandle

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, accountListMessages, 'meta.sites')
}

const doneTexts = { lisatud: 'sites.saved', eemaldatud: 'sites.removed' } as const

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireCustomerPage(request)
  const sites = await accountSites(getDb(), session.customerId)
  const done = new URL(request.url).searchParams.get('teade')
  return {
    person: session.name,
    company: session.customerName,
    done: done === 'lisatud' || done === 'eemaldatud' ? (done as keyof typeof doneTexts) : null,
    sites: sites.map((site) => ({
      ...site,
      distanceTenths: site.distanceKm === null ? null : Math.round(Number(site.distanceKm) * 10),
    })),
  }
}

export function action({ request }: Route.ActionArgs) {
  const { schemas, texts } = accountFormsIn(request)
  return accountFormAction(
    request,
    schemas.site,
    (session, input) =>
      input.intent === 'add'
        ? saveSite(
            { db: getDb(), geo: getGeoService() },
            accountActor(session),
            session.customerId,
            input,
            texts,
          )
        : removeSite(getDb(), accountActor(session), session.customerId, input.siteId, texts),
    (input) => (input.intent === 'add' ? 'lisatud' : 'eemaldatud'),
  )
}

export default function AccountSitesPage({ loaderData }: Route.ComponentProps) {
  const { person, company, sites, done } = loaderData
  const answer = useActionData<typeof action>()
  const t = useMessages(accountListMessages)
  const { km } = useAccountWords()
  return (
    <AccountFrame person={person} company={company} current="/konto/objektid">
      <h1 className="mt-8 text-2xl font-bold">{t('sites.heading')}</h1>
      <p className="mt-2 text-stone-700">{t('sites.intro')}</p>
      <AccountNotice message={done ? t(doneTexts[done]) : null} />
      {sites.length === 0 ? (
        <p className="mt-4 text-stone-700">{t('sites.none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {sites.map((site) => (
            <li key={site.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <span>
                <span className="font-semibold">{site.name}</span>
                <span className="block text-stone-700">
                  {site.address}
                  {site.distanceTenths === null
                    ? ''
                    : ` · ${t('sites.fromQuarry', { distance: km(site.distanceTenths) })}`}
                </span>
              </span>
              <RemoveForm field="siteId" id={site.id} label={t('sites.removeLabel', { name: site.name })} />
            </li>
          ))}
        </ul>
      )}
      <AddForm title={t('sites.add')} submit={t('sites.save')}>
        <FormError
          message={
            answer && !answer.fieldErrors.name && !answer.fieldErrors.address ? answer.error : undefined
          }
        />
        <TextField
          id="site-name"
          name="name"
          label={t('sites.name')}
          hint={t('sites.nameHint')}
          maxLength={80}
          error={answer?.fieldErrors.name}
          defaultValue={answer?.typed.name}
        />
        <TextField
          id="site-address"
          name="address"
          label={t('sites.address')}
          hint={t('sites.addressHint')}
          maxLength={300}
          autoComplete="street-address"
          error={answer?.fieldErrors.address}
          defaultValue={answer?.typed.address}
        />
      </AddForm>
    </AccountFrame>
  )
}
