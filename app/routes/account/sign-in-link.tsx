import { data, redirect } from 'react-router'
import { accountPageMessages } from '#app/content/messages/account-pages.ts'
import { localePath, splitLocalePath } from '#app/domain/locale.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import { translate, useMessages } from '#app/lib/messages.ts'
import { localeOfMatches } from '#app/lib/meta.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { originAllowed } from '#app/server/auth/guard.server.ts'
import { customerSessionCookie, spendSignInLink } from '#app/server/customers/customer-sessions.server.ts'
import { log } from '#app/server/log.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/sign-in-link'

/**
 * /konto/sisene/{token}: the link from the mail. Opening it shows one button, and the button's post spends
 * the link: a mail program that opens links to check them (many do) would otherwise use the link before
 * the person does (ADR 059). In the language of the page the link was asked on (ADR 060).
 */
export const handle = islandsHandle

export function meta({ matches }: Route.MetaArgs) {
  const t = translate(accountPageMessages, localeOfMatches(matches))
  return [{ title: t('meta.signIn') }, { name: 'robots', content: 'noindex' }]
}

const tokenShape = /^[A-Za-z0-9_-]{43}$/

export function loader({ params }: Route.LoaderArgs) {
  return { wellFormed: tokenShape.test(params.token) }
}

export async function action({ request, params }: Route.ActionArgs) {
  const locale = splitLocalePath(new URL(request.url).pathname).locale
  const t = translate(accountPageMessages, locale)
  if (!originAllowed(request)) return data({ error: 'Päring ei tulnud selle saidi lehelt.' }, { status: 403 })
  let session: string | null
  try {
    session = await spendSignInLink(getDb(), params.token)
  } catch (error) {
    log.error({ err: error }, 'sign-in link could not be used')
    return data({ error: t('link.unavailable') }, { status: 503 })
  }
  if (!session) return data({ error: t('link.expired') }, { status: 410 })
  throw redirect(localePath(locale, '/konto'), {
    headers: { 'Set-Cookie': customerSessionCookie(request, session) },
  })
}

export default function SignInLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(accountPageMessages)
  const locale = useLocale()
  const error = actionData?.error ?? (loaderData.wellFormed ? undefined : t('link.expired'))
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{t('signIn.heading')}</h1>
      {error ? (
        <>
          <p
            role="alert"
            className="mt-8 rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-800"
          >
            {error}
          </p>
          <p className="mt-6">
            <a
              href={localePath(locale, '/konto/sisene')}
              className="inline-flex min-h-11 items-center rounded-md bg-accent px-6 font-semibold text-white"
            >
              {t('link.again')}
            </a>
          </p>
        </>
      ) : (
        <form method="post" className="mt-8">
          <p className="text-lg text-stone-700">{t('link.prompt')}</p>
          <button
            type="submit"
            className="mt-6 inline-flex min-h-11 items-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
          >
            {t('link.submit')}
          </button>
        </form>
      )}
    </div>
  )
}
