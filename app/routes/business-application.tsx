import { data, redirect, useActionData, useLoaderData } from 'react-router'
import { FormError, HoneypotField, TextField } from '#app/components/form-field.tsx'
import {
  type BusinessApplicationMessage,
  businessApplicationMessages,
} from '#app/content/messages/business-application.ts'
import { hrefIn } from '#app/content/translated-pages.ts'
import { maxPaymentTermDays } from '#app/domain/customer-account.ts'
import { localePath, splitLocalePath } from '#app/domain/locale.ts'
import { newPageKey } from '#app/domain/submission-key.ts'
import { islandsPage } from '#app/islands/island.tsx'
import { translate, useMessages } from '#app/lib/messages.ts'
import { localeOfMatches, textPageMeta } from '#app/lib/meta.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import {
  type ApplicationSubmission,
  submitApplication,
} from '#app/server/customers/application-submission.server.ts'
import type { Route } from './+types/business-application'

/**
 * /ariklient: a company applies for a business account (ADR 059). Server HTML only: the form posts to
 * this route's action with or without JavaScript, through the public forms' guard. In Estonian, Russian
 * and English (/ru/ariklient, /en/ariklient; ADR 060), the server's answers in the page's language.
 */
export const handle = islandsPage({ never: ['taotlus'] })

export function meta({ matches }: Route.MetaArgs) {
  const t = translate(businessApplicationMessages, localeOfMatches(matches))
  return textPageMeta(matches, '/ariklient', () => ({
    metaTitle: t('meta.title'),
    metaDescription: t('meta.description'),
  }))
}

export function loader({ request }: Route.LoaderArgs) {
  return {
    idempotencyKey: newPageKey(),
    sent: new URL(request.url).searchParams.get('taotlus') === 'saadetud',
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname)
  const formData = await request.formData().catch(() => null)
  if (!formData)
    return data<ApplicationSubmission>(
      {
        ok: false,
        formError: translate(businessApplicationMessages, locale)('error.unreadable'),
        fieldErrors: {},
        values: {},
      },
      { status: 400 },
    )
  const { status, result, retryAfterSeconds } = await submitApplication(formData, context, locale)
  if (result.ok) throw redirect(`${localePath(locale, '/ariklient')}?taotlus=saadetud`)
  return data<ApplicationSubmission>(result, {
    status,
    headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
  })
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders
}

const benefits: readonly BusinessApplicationMessage[] = [
  'benefit.terms',
  'benefit.details',
  'benefit.documents',
  'benefit.colleagues',
]

export default function BusinessApplicationPage() {
  const { idempotencyKey, sent } = useLoaderData<typeof loader>()
  const locale = useLocale()
  const t = useMessages(businessApplicationMessages)
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
      <h1 className="text-4xl font-extrabold tracking-tight">{t('heading')}</h1>
      <p className="mt-4 text-lg text-stone-700">{t('intro')}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-lg text-stone-700 marker:text-accent">
        {benefits.map((benefit) => (
          <li key={benefit}>{t(benefit)}</li>
        ))}
      </ul>
      <p className="mt-4 text-stone-700">
        {t('noAccountNeeded')}{' '}
        <a
          href={hrefIn(locale, '/konto/sisene')}
          className="font-semibold text-accent underline underline-offset-2"
        >
          {t('signIn')}
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
            {t('sent.title')}
          </h2>
          <p className="mt-2">{t('sent.text')}</p>
        </section>
      ) : (
        <form
          method="post"
          noValidate
          className="mt-10 grid gap-4 sm:grid-cols-2"
          aria-labelledby="application-title"
        >
          <h2 id="application-title" className="text-2xl font-bold sm:col-span-2">
            {t('form.title')}
          </h2>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <HoneypotField label={t('website')} />
          <div className="sm:col-span-2">
            <FormError message={refused?.formError ?? undefined} />
          </div>
          <TextField
            {...field('name')}
            label={t('name')}
            autoComplete="organization"
            required
            maxLength={200}
            className="sm:col-span-2"
          />
          <TextField
            {...field('registryCode')}
            label={t('registryCode')}
            hint={t('registryCodeHint')}
            inputMode="numeric"
            required
            maxLength={20}
          />
          <TextField
            {...field('vatNumber')}
            label={t('vatNumber')}
            hint={t('vatNumberHint')}
            maxLength={20}
          />
          <TextField
            {...field('street')}
            label={t('street')}
            hint={t('streetHint')}
            autoComplete="address-line1"
            required
            maxLength={200}
            className="sm:col-span-2"
          />
          <TextField
            {...field('city')}
            label={t('city')}
            autoComplete="address-level2"
            required
            maxLength={100}
          />
          <TextField
            {...field('postalCode')}
            label={t('postalCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            maxLength={10}
          />
          <TextField
            {...field('contactName')}
            label={t('contactName')}
            autoComplete="name"
            required
            maxLength={100}
          />
          <TextField
            {...field('email')}
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
          />
          <TextField
            {...field('phone')}
            label={t('phone')}
            type="tel"
            autoComplete="tel"
            required
            maxLength={40}
          />
          <TextField
            {...field('requestedTermDays')}
            label={t('term')}
            hint={t('termHint', { max: maxPaymentTermDays })}
            inputMode="numeric"
            maxLength={3}
          />
          <div className="sm:col-span-2">
            <label htmlFor="application-note" className="mb-1 block font-medium">
              {t('note')}
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
              {t('submit')}
            </button>
          </p>
        </form>
      )}
    </div>
  )
}
