import { data, redirect, useActionData } from 'react-router'
import { FormError, TextField } from '#app/components/form-field.tsx'
import { accountPageMessages } from '#app/content/messages/account-pages.ts'
import { hrefIn } from '#app/content/translated-pages.ts'
import { localePath, splitLocalePath } from '#app/domain/locale.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import { translate, useMessages } from '#app/lib/messages.ts'
import { localeOfMatches, textPageMeta } from '#app/lib/meta.ts'
import { badRequestText } from '#app/lib/request-errors.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { customerOf } from '#app/server/customers/customer-guard.server.ts'
import { type LinkRequestResult, requestSignInLink } from '#app/server/customers/sign-in-requests.server.ts'
import type { Route } from './+types/sign-in'

/** /konto/sisene: a person of a business account asks for a sign-in link (ADR 059), in three languages. */
export const handle = islandsHandle

export function meta({ matches }: Route.MetaArgs) {
  const t = translate(accountPageMessages, localeOfMatches(matches))
  return [
    ...textPageMeta(matches, '/konto/sisene', () => ({
      metaTitle: t('meta.signIn'),
      metaDescription: t('meta.signInDescription'),
    })),
    { name: 'robots', content: 'noindex' },
  ]
}

const localeOfRequest = (request: Request) => splitLocalePath(new URL(request.url).pathname).locale

export async function loader({ request }: Route.LoaderArgs) {
  // Signed in already: straight to the account.
  if (await customerOf(request)) throw redirect(localePath(localeOfRequest(request), '/konto'))
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request)
  const formData = await request.formData().catch(() => null)
  if (!formData)
    return data<LinkRequestResult>({ ok: false, error: badRequestText, email: '' }, { status: 400 })
  const { status, result, retryAfterSeconds } = await requestSignInLink(formData, context, locale)
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
  const t = useMessages(accountPageMessages)
  const locale = useLocale()
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{t('signIn.heading')}</h1>
      <p className="mt-4 text-lg text-stone-700">{t('signIn.intro')}</p>
      {answer?.ok ? (
        <p role="status" className="mt-8 rounded-xl border border-green-700 bg-green-50 p-5 font-medium">
          {answer.message} {t('signIn.validity')}
        </p>
      ) : (
        <form method="post" noValidate className="mt-8 grid gap-4" aria-label={t('signIn.form')}>
          <FormError message={answer && !answer.ok && !answer.field ? answer.error : undefined} />
          <TextField
            id="sign-in-email"
            name="email"
            label={t('signIn.email')}
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
              {t('signIn.submit')}
            </button>
          </p>
        </form>
      )}
      <p className="mt-8 text-stone-700">
        {t('signIn.noAccount')}{' '}
        <a
          href={hrefIn(locale, '/ariklient')}
          className="font-semibold text-accent underline underline-offset-2"
        >
          {t('signIn.apply')}
        </a>
        .
      </p>
    </div>
  )
}
