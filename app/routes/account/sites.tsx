import { useActionData } from 'react-router'
import { AccountFrame, AccountNotice, AddForm, RemoveForm } from '#app/components/account/account-frame.tsx'
import { FormError, TextField } from '#app/components/form-field.tsx'
import { siteFormSchema } from '#app/domain/customer-forms.ts'
import { formatKm } from '#app/domain/format.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import { accountSites, removeSite, saveSite } from '#app/server/customers/account-changes.server.ts'
import { accountActor, accountFormAction } from '#app/server/customers/account-forms.server.ts'
import { requireCustomerPage } from '#app/server/customers/customer-guard.server.ts'
import { getGeoService } from '#app/server/geo/geo-service.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/sites'

/**
 * /konto/objektid: the company's saved delivery sites, offered by the order form. The address is found
 * and its road distance measured by the server, as for an order (ADR 059).
 */
export const handle = islandsHandle

export function meta() {
  return [{ title: 'Objektid · Kliendikonto' }, { name: 'robots', content: 'noindex' }]
}

const doneTexts: Record<string, string> = { lisatud: 'Objekt salvestatud.', eemaldatud: 'Objekt eemaldatud.' }

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireCustomerPage(request)
  const sites = await accountSites(getDb(), session.customerId)
  return {
    person: session.name,
    company: session.customerName,
    done: doneTexts[new URL(request.url).searchParams.get('teade') ?? ''] ?? null,
    sites: sites.map((site) => ({
      ...site,
      distance: site.distanceKm === null ? null : formatKm(Math.round(Number(site.distanceKm) * 10)),
    })),
  }
}

export function action({ request }: Route.ActionArgs) {
  return accountFormAction(
    request,
    siteFormSchema,
    (session, input) =>
      input.intent === 'add'
        ? saveSite({ db: getDb(), geo: getGeoService() }, accountActor(session), session.customerId, input)
        : removeSite(getDb(), accountActor(session), session.customerId, input.siteId),
    (input) => (input.intent === 'add' ? 'lisatud' : 'eemaldatud'),
  )
}

export default function AccountSitesPage({ loaderData }: Route.ComponentProps) {
  const { person, company, sites, done } = loaderData
  const answer = useActionData<typeof action>()
  return (
    <AccountFrame person={person} company={company} current="/konto/objektid">
      <h1 className="mt-8 text-2xl font-bold">Objektid</h1>
      <p className="mt-2 text-stone-700">
        Salvestatud objekte saate tellimisel valida: aadressi ei pea iga kord uuesti kirjutama.
      </p>
      <AccountNotice message={done} />
      {sites.length === 0 ? (
        <p className="mt-4 text-stone-700">Salvestatud objekte veel ei ole.</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {sites.map((site) => (
            <li key={site.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <span>
                <span className="font-semibold">{site.name}</span>
                <span className="block text-stone-700">
                  {site.address}
                  {site.distance ? ` · ${site.distance} karjäärist` : ''}
                </span>
              </span>
              <RemoveForm field="siteId" id={site.id} label={`Eemalda objekt ${site.name}`} />
            </li>
          ))}
        </ul>
      )}
      <AddForm title="Lisa objekt" submit="Salvesta objekt">
        <FormError
          message={
            answer && !answer.fieldErrors.name && !answer.fieldErrors.address ? answer.error : undefined
          }
        />
        <TextField
          id="site-name"
          name="name"
          label="Objekti nimi *"
          hint="Nt Rakvere kool, B-korpus"
          maxLength={80}
          error={answer?.fieldErrors.name}
          defaultValue={answer?.typed.name}
        />
        <TextField
          id="site-address"
          name="address"
          label="Aadress *"
          hint="Tänav ja maja, küla või linn; vahemaa karjäärist arvutame ise."
          maxLength={300}
          autoComplete="street-address"
          error={answer?.fieldErrors.address}
          defaultValue={answer?.typed.address}
        />
      </AddForm>
    </AccountFrame>
  )
}
