import type { ReactNode } from 'react'
import { type AccountPageMessage, accountPageMessages } from '#app/content/messages/account-pages.ts'
import { unitMessages } from '#app/content/messages/units.ts'
import { orderedProductIn } from '#app/content/translated-materials.ts'
import { tonnesLabel } from '#app/domain/format.ts'
import { formatsIn } from '#app/domain/formats-in.ts'
import { type Catalogue, localePath } from '#app/domain/locale.ts'
import { translate, useMessages } from '#app/lib/messages.ts'
import { localeOfMatches } from '#app/lib/meta.ts'
import { useLocale } from '#app/lib/use-locale.ts'

const accountPages = [
  { path: '/konto', label: 'nav.overview' },
  { path: '/konto/tellimused', label: 'nav.orders' },
  { path: '/konto/arved', label: 'nav.invoices' },
  { path: '/konto/saldo', label: 'nav.statement' },
  { path: '/konto/objektid', label: 'nav.sites' },
  { path: '/konto/kasutajad', label: 'nav.people' },
] as const satisfies readonly { path: string; label: AccountPageMessage }[]

/**
 * An account page's words and formats in the page's language: the catalogue, money, days, weighed
 * tonnes, an ordered quantity ('5 tonni', '5 тонн', '5 tonnes') and a material's name as the order has it.
 */
export function useAccountWords() {
  const locale = useLocale()
  const units = translate(unitMessages, locale)
  return {
    locale,
    t: useMessages(accountPageMessages),
    ...formatsIn(locale),
    quantity: (count: number) => (locale === 'et' ? tonnesLabel(count) : units('tonnes', { count })),
    product: (productName: string) => orderedProductIn(locale, productName),
  }
}

/** An account page's address in the page's language: '/konto/arved', '/ru/konto/arved'. */
export function useAccountPath(): (path: string) => string {
  const locale = useLocale()
  return (path) => localePath(locale, path)
}

/**
 * Every account page's frame (ADR 059): who is signed in for which company, 'Logi välja', and the
 * account's pages, the current one marked for screen readers too. Plain links and a form: it works
 * without JavaScript.
 */
export function AccountFrame({
  person,
  company,
  current,
  children,
}: {
  person: string
  company: string
  current: (typeof accountPages)[number]['path']
  children: ReactNode
}) {
  const t = useMessages(accountPageMessages)
  const pathIn = useAccountPath()
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-stone-700">{person}</p>
          <p className="text-3xl font-extrabold tracking-tight sm:text-4xl">{company}</p>
        </div>
        <form method="post" action={pathIn('/konto/valju')}>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-md border border-stone-400 px-4 font-semibold"
          >
            {t('signOut')}
          </button>
        </form>
      </div>
      <nav aria-label={t('nav.label')} className="mt-6 border-b border-stone-200">
        <ul className="-mb-px flex flex-wrap gap-x-1">
          {accountPages.map((page) => (
            <li key={page.path}>
              <a
                href={pathIn(page.path)}
                aria-current={page.path === current ? 'page' : undefined}
                className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 font-semibold text-stone-700 hover:text-stone-950 aria-[current=page]:border-accent aria-[current=page]:text-stone-950"
              >
                {t(page.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  )
}

/** 'Eelmised' and 'Järgmised' between pages of a list, as links that work without JavaScript. */
export function AccountPaging({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  const t = useMessages(accountPageMessages)
  const pathIn = useAccountPath()
  if (pageCount <= 1) return null
  const link = (to: number, label: string) => (
    <a
      href={`${pathIn(path)}?lk=${to}`}
      className="inline-flex min-h-11 items-center font-semibold underline"
    >
      {label}
    </a>
  )
  return (
    <nav aria-label={t('paging.label')} className="mt-4 flex items-center justify-between gap-4">
      {page > 1 ? link(page - 1, t('paging.newer')) : <span />}
      <span className="text-stone-700">{t('paging.page', { page, count: pageCount })}</span>
      {page < pageCount ? link(page + 1, t('paging.older')) : <span />}
    </nav>
  )
}

/** What an account page's change did, said once after its redirect. */
export function AccountNotice({
  message,
  tone = 'done',
}: {
  message: string | null
  tone?: 'done' | 'error'
}) {
  if (!message) return null
  return tone === 'error' ? (
    <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 font-medium">
      {message}
    </p>
  ) : (
    <p role="status" className="mt-4 rounded-md border border-green-700 bg-green-50 p-3 font-medium">
      {message}
    </p>
  )
}

/** 'Eemalda' for one row of an account list: a form of its own, posting the row's id as `field`. */
export function RemoveForm({ field, id, label }: { field: string; id: number; label: string }) {
  const t = useMessages(accountPageMessages)
  return (
    <form method="post">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name={field} value={id} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-md border border-stone-400 px-4 font-semibold"
        aria-label={label}
      >
        {t('remove')}
      </button>
    </form>
  )
}

/** An account list's form that adds a row: its title, its fields, and the button that saves it. */
export function AddForm({ title, submit, children }: { title: string; submit: string; children: ReactNode }) {
  return (
    <form
      method="post"
      noValidate
      className="mt-8 grid gap-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 className="text-xl font-bold">{title}</h2>
      <input type="hidden" name="intent" value="add" />
      {children}
      <div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
        >
          {submit}
        </button>
      </div>
    </form>
  )
}

/** An account page's title in the page's language; the account is never for search engines. */
export function accountPageMeta<Id extends string>(
  matches: Parameters<typeof localeOfMatches>[0],
  catalogue: Catalogue<Id>,
  title: Id,
) {
  return [
    { title: translate(catalogue, localeOfMatches(matches))(title) },
    { name: 'robots', content: 'noindex' },
  ]
}
