import { type ReactNode, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { notify } from '#app/components/toast.tsx'
import { type Locale, languageNamesInEstonian } from '#app/domain/locale.ts'
import type { InquiryStatus, OrderStatus } from '#app/domain/order-status.ts'
import { inquiryStatusLabels, orderStatusLabels } from '#app/domain/order-status.ts'
import { prepaymentTexts } from '#app/domain/prepayment.ts'
import { buttonClass } from './button.ts'

const badgeColours: Record<OrderStatus | InquiryStatus, string> = {
  uus: 'bg-accent-soft text-accent-hover ring-accent/30',
  kinnitatud: 'bg-sky-50 text-sky-900 ring-sky-700/30',
  tarnitud: 'bg-emerald-50 text-forest ring-forest/30',
  tühistatud: 'bg-stone-100 text-stone-700 ring-stone-400/50',
  vastatud: 'bg-emerald-50 text-forest ring-forest/30',
}

export function StatusBadge({ status, kind = 'order' }: { status: string; kind?: 'order' | 'inquiry' }) {
  const labels: Record<string, string> = kind === 'order' ? orderStatusLabels : inquiryStatusLabels
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${
        badgeColours[status as OrderStatus] ?? badgeColours.tühistatud
      }`}
    >
      {labels[status] ?? status}
    </span>
  )
}

/**
 * The language an order or inquiry came in ('Keel: vene'): the customer's mails and order page are in it
 * (ADR 060). Estonian ones show it only where `always` asks, so that a list marks the others.
 */
export function LanguageBadge({ locale, always = false }: { locale: Locale; always?: boolean }) {
  if (locale === 'et' && !always) return null
  return (
    <span className="inline-flex items-center rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold text-stone-800 ring-1 ring-inset ring-stone-400/50">
      Keel: {languageNamesInEstonian[locale]}
    </span>
  )
}

/** Paid online: the driver collects nothing. */
export function PaidBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-emerald-700 px-2.5 py-0.5 text-sm font-semibold text-white">
      Tasutud
    </span>
  )
}

/** 'Ettemaks tasumata': the advance the business asked of a buyer without an account is not in. */
export function PrepaymentDueBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-red-800 px-2.5 py-0.5 text-sm font-semibold text-white">
      {prepaymentTexts.unpaid}
    </span>
  )
}

/** A staff list's address: `?staatus=` when filtered, `?lk=` past the first page. */
export function listHref(path: string, status: string | null, page = 1): string {
  const query = new URLSearchParams()
  if (status) query.set('staatus', status)
  if (page > 1) query.set('lk', String(page))
  const text = query.toString()
  return `${path}${text ? `?${text}` : ''}`
}

/**
 * Tabs that filter the list at `path` by status: 'Kõik', then each status with its count; the current
 * one is marked for screen readers. A tab starts again from the first page. `total` is the count of
 * 'Kõik' when the tabs overlap (else the sum of theirs).
 */
export function StatusTabs<S extends string>({
  path,
  labels,
  counts,
  current,
  total,
}: {
  path: string
  labels: Record<S, string>
  counts: Record<S, number>
  current: S | null
  total?: number
}) {
  const statuses = Object.keys(labels) as S[]
  const tabs = [
    {
      value: null,
      label: 'Kõik',
      count: total ?? statuses.reduce((sum, status) => sum + counts[status], 0),
    },
    ...statuses.map((value) => ({ value, label: labels[value], count: counts[value] })),
  ]
  return (
    <nav aria-label="Staatus" className="-mx-1 flex flex-wrap gap-1">
      {tabs.map((tab) => {
        const active = tab.value === current
        return (
          <Link
            key={tab.value ?? 'all'}
            to={listHref(path, tab.value)}
            aria-current={active ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold ${
              active
                ? 'bg-graphite text-white'
                : 'bg-white text-graphite ring-1 ring-stone-300 hover:bg-stone-50'
            }`}
          >
            {tab.label}
            <span className={`tabular rounded-full px-2 text-sm ${active ? 'bg-white/20' : 'bg-stone-100'}`}>
              {tab.count}
            </span>
          </Link>
        )
      })}
    </nav>
  )
}

/** Previous and next page of the list at `path`, keeping its status filter; nothing for one page. */
export function Pagination({
  path,
  status,
  page,
  pageCount,
}: {
  path: string
  status: string | null
  page: number
  pageCount: number
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Lehekülgede kaupa" className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link to={listHref(path, status, page - 1)} className={buttonClass.secondary} rel="prev">
          ← Eelmine
        </Link>
      ) : null}
      <p className="tabular">
        Lehekülg {page} / {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={listHref(path, status, page + 1)} className={buttonClass.secondary} rel="next">
          Järgmine →
        </Link>
      ) : null}
    </nav>
  )
}

/**
 * The message of post/redirect/get, read once from its cookie by the admin frame: shown on the page
 * (also without JavaScript), and with JavaScript as a toast instead.
 */
export function FlashMessage({ message }: { message: string }) {
  const [toasted, setToasted] = useState(false)
  useEffect(() => {
    void notify('success', message)
    setToasted(true)
  }, [message])
  if (toasted) return null
  return (
    <p role="status" className="mb-4 rounded-md bg-emerald-50 px-4 py-3 font-semibold text-forest">
      {message}
    </p>
  )
}

/** An action's refusal: shown beside the form, and as a toast when JavaScript runs. */
/** An action's refusal, with a link to the page where it can be put right when there is one. */
export function ActionError({
  error,
  link,
}: {
  error: string | undefined
  link?: { to: string; text: string } | undefined
}) {
  useEffect(() => {
    if (error) void notify('error', error)
  }, [error])
  if (!error) return null
  return (
    <p role="alert" className="rounded-md bg-red-50 px-4 py-3 font-semibold text-red-800">
      {error}
      {link ? (
        <>
          {' '}
          <a href={link.to} className="underline">
            {link.text}
          </a>
        </>
      ) : null}
    </p>
  )
}

export function PageError({ title, text }: { title: string; text: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2">{text}</p>
    </section>
  )
}

/** A staff page that is not there (an unknown address, a missing product), with the way back. */
export function NotFoundBackToProducts({ title }: { title: string }) {
  return (
    <PageError
      title={title}
      text={
        <Link to="/admin/products" className="font-semibold text-accent-hover underline">
          Tagasi toodete juurde
        </Link>
      }
    />
  )
}
