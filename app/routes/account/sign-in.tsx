import { data, redirect, useActionData } from 'react-router'
import { FormError, TextField } from '#app/components/form-field.tsx'
import { islandsHandle } from '#app/islands/island.tsx'
import { textPageMeta } from '#app/lib/meta.ts'
import { badRequestText } from '#app/lib/request-errors.ts'
import { customerOf } from '#app/server/customers/customer-guard.server.ts'
import { type LinkRequestResult, requestSignInLink } from '#app/server/customers/sign-in-requests.server.ts'
import type { Route } from './+types/sign-in'

/** /konto/sisene: a person of a business account asks for a sign-in link (ADR 059). */
export const handle = islandsHandle

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...textPageMeta(matches, '/konto/sisene', () => ({
      metaTitle: 'Kliendikonto: sisselogimine',
      metaDescription: 'Ärikliendi konto: sisselogimine e-postiga saadetud lingiga.',
    })),
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request }: Route.LoaderArgs) {
  // Signed in already: straight to the account.
  if (await customerOf(request)) throw redirect('/konto')
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => null)
  if (!formData)
    return data<LinkRequestResult>({ ok: false, error: badRequestText, email: '' }, { status: 400 })
  const { status, result, retryAfterSeconds } = await requestSignInLink(formData, context)
  return data<LinkRequestResult>(result, {
    status,
    headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
  })
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders
}

export default function AccountSignInPage() {
  const answer = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">Kliendikonto</h1>
      <p className="mt-4 text-lg text-stone-700">
        Sisestage oma e-posti aadress. Saadame sellele lingi, millega saate kontole sisse logida. Parooli ei
        ole vaja.
      </p>
      {answer?.ok ? (
        <p role="status" className="mt-8 rounded-xl border border-green-700 bg-green-50 p-5 font-medium">
          {answer.message} Link kehtib 15 minutit.
        </p>
      ) : (
        <form method="post" noValidate className="mt-8 grid gap-4" aria-label="Sisselogimislink">
          <FormError message={answer && !answer.ok && !answer.field ? answer.error : undefined} />
          <TextField
            id="sign-in-email"
            name="email"
            label="E-post"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={answer && !answer.ok ? answer.email : undefined}
            error={answer && !answer.ok && answer.field ? answer.error : undefined}
          />
          <p>
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
            >
              Saada sisselogimislink
            </button>
          </p>
        </form>
      )}
      <p className="mt-8 text-stone-700">
        Kontot veel ei ole?{' '}
        <a href="/ariklient" className="font-semibold text-accent underline underline-offset-2">
          Taotlege ärikliendi kontot
        </a>
        .
      </p>
    </div>
  )
}
