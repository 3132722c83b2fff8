import { data, redirect, useActionData, useLoaderData } from 'react-router'
import { FormError, HoneypotField, TextField } from '#app/components/form-field.tsx'
import { maxPaymentTermDays } from '#app/domain/customer-account.ts'
import { newPageKey } from '#app/domain/submission-key.ts'
import { islandsPage } from '#app/islands/island.tsx'
import { textPageMeta } from '#app/lib/meta.ts'
import { badRequestText } from '#app/lib/request-errors.ts'
import {
  type ApplicationSubmission,
  submitApplication,
} from '#app/server/customers/application-submission.server.ts'
import type { Route } from './+types/business-application'

/**
 * /ariklient: a company applies for a business account (ADR 059). Server HTML only: the form posts to
 * this route's action with or without JavaScript, through the public forms' guard.
 */
export const handle = islandsPage({ never: ['taotlus'] })

const texts = {
  metaTitle: 'Ärikliendi konto',
  metaDescription:
    'Ehitusettevõttele kliendikonto: kokkulepitud hinnad, maksetähtaeg, tellimused, arved ja saldo ühes kohas.',
}

export function meta({ matches }: Route.MetaArgs) {
  return textPageMeta(matches, '/ariklient', () => texts)
}

export function loader({ request }: Route.LoaderArgs) {
  return {
    idempotencyKey: newPageKey(),
    sent: new URL(request.url).searchParams.get('taotlus') === 'saadetud',
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => null)
  if (!formData)
    return data<ApplicationSubmission>(
      { ok: false, formError: badRequestText, fieldErrors: {}, values: {} },
      { status: 400 },
    )
  const { status, result, retryAfterSeconds } = await submitApplication(formData, context)
  if (result.ok) throw redirect('/ariklient?taotlus=saadetud')
  return data<ApplicationSubmission>(result, {
    status,
    headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
  })
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders
}

const benefits = [
  'kokkulepitud hinnad ja maksetähtaeg;',
  'ettevõtte andmed on tellimisel juba täidetud, objektid salvestatud;',
  'kõik tellimused, arved ja saldoteatis ühes kohas, arved ka e-arvena;',
  'mitu kolleegi ühe konto all.',
]

export default function BusinessApplicationPage() {
  const { idempotencyKey, sent } = useLoaderData<typeof loader>()
  const failed = useActionData<typeof action>()
  const refused = failed && !failed.ok ? failed : undefined
  const field = (name: string) => ({
    id: `application-${name}`,
    name,
    error: refused?.fieldErrors[name],
    defaultValue: refused?.values[name],
  })
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">Ärikliendi konto</h1>
      <p className="mt-4 text-lg text-stone-700">
        Ehitusettevõttele, kes tellib meilt korduvalt. Kliendikontoga saate
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-lg text-stone-700 marker:text-accent">
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className="mt-4 text-stone-700">
        Kontot ei ole vaja, et tellida: iga klient saab tellida ka ilma selleta. Kui teil on konto juba
        olemas,{' '}
        <a href="/konto/sisene" className="font-semibold text-accent underline underline-offset-2">
          logige sisse
        </a>
        .
      </p>

      {sent ? (
        <section
          aria-labelledby="application-sent"
          className="mt-10 rounded-xl border border-green-700 bg-green-50 p-6"
          role="status"
        >
          <h2 id="application-sent" className="text-2xl font-bold">
            Aitäh! Saime teie taotluse kätte
          </h2>
          <p className="mt-2">
            Vaatame taotluse üle, tavaliselt 1–3 tööpäeva jooksul. Kui konto avatakse, saadame kontaktisiku
            e-postile sisselogimislingi.
          </p>
        </section>
      ) : (
        <form
          method="post"
          noValidate
          className="mt-10 grid gap-4 sm:grid-cols-2"
          aria-labelledby="application-title"
        >
          <h2 id="application-title" className="text-2xl font-bold sm:col-span-2">
            Taotle kliendikontot
          </h2>
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <HoneypotField />
          <div className="sm:col-span-2">
            <FormError message={refused?.formError ?? undefined} />
          </div>
          <TextField
            {...field('name')}
            label="Ettevõtte nimi *"
            autoComplete="organization"
            required
            maxLength={200}
            className="sm:col-span-2"
          />
          <TextField
            {...field('registryCode')}
            label="Registrikood *"
            hint="8 numbrit, äriregistrist"
            inputMode="numeric"
            required
            maxLength={20}
          />
          <TextField
            {...field('vatNumber')}
            label="KMKR number"
            hint="Kui ettevõte on käibemaksukohustuslane, nt EE101234567"
            maxLength={20}
          />
          <TextField
            {...field('street')}
            label="Tänav ja maja *"
            hint="Ettevõtte juriidiline aadress"
            autoComplete="address-line1"
            required
            maxLength={200}
            className="sm:col-span-2"
          />
          <TextField
            {...field('city')}
            label="Linn või vald *"
            autoComplete="address-level2"
            required
            maxLength={100}
          />
          <TextField
            {...field('postalCode')}
            label="Postiindeks *"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            maxLength={10}
          />
          <TextField
            {...field('contactName')}
            label="Kontaktisik *"
            autoComplete="name"
            required
            maxLength={100}
          />
          <TextField
            {...field('email')}
            label="E-post *"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
          />
          <TextField
            {...field('phone')}
            label="Telefon *"
            type="tel"
            autoComplete="tel"
            required
            maxLength={40}
          />
          <TextField
            {...field('requestedTermDays')}
            label="Soovitud maksetähtaeg (päeva)"
            hint={`Näiteks 14 või 30, kuni ${maxPaymentTermDays}`}
            inputMode="numeric"
            maxLength={3}
          />
          <div className="sm:col-span-2">
            <label htmlFor="application-note" className="mb-1 block font-medium">
              Lisainfo
            </label>
            <textarea
              id="application-note"
              name="note"
              rows={4}
              maxLength={1000}
              defaultValue={refused?.values.note}
              className="block w-full rounded-md border border-stone-400 bg-white px-3 py-2"
            />
          </div>
          <p className="sm:col-span-2">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
            >
              Saada taotlus
            </button>
          </p>
        </form>
      )}
    </div>
  )
}
