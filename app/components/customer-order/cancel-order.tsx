import { Form, Link, useNavigation } from 'react-router'
import { useCustomerOrderWords } from './words.tsx'

/** The question sits below the order's amounts: on a phone the link scrolls to it, with or without JavaScript. */
const cancelAnchor = 'tuhistamine'

/**
 * 'Tühista tellimus' while the customer may still cancel: a link to the same page asking (`?tuhista`),
 * which shows the question and the form; once too close to the day, a line asking to call instead.
 */
export function CancelOrder({
  order,
  here,
  asking,
  askParameter,
  languageQuery = '',
  error,
}: {
  order: { version: number; status: string; mayCancel: boolean; paid?: boolean }
  here: string
  asking: boolean
  askParameter: string
  /** `keel=…` when the page was asked in another language than the order's: its links keep it. */
  languageQuery?: string
  error: string | undefined
}) {
  const { t } = useCustomerOrderWords()
  const stay = languageQuery ? `${here}?${languageQuery}` : here
  const ask = `${here}?${[askParameter, languageQuery].filter(Boolean).join('&')}`
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <div className="mt-8">
      {order.mayCancel ? (
        asking ? (
          <div
            id={cancelAnchor}
            className="rounded-xl border-2 border-red-700 bg-white p-4 sm:p-6"
            role="alertdialog"
            aria-labelledby="cancel-question"
          >
            <h2 id="cancel-question" className="text-xl font-bold">
              {t('cancel.question')}
            </h2>
            <p className="mt-2">{t('cancel.final')}</p>
            {order.paid ? <p className="mt-2">{t('cancel.refund')}</p> : null}
            {error ? (
              <p role="alert" className="mt-3 font-semibold text-red-800">
                {error}
              </p>
            ) : null}
            <Form method="post" action={stay} className="mt-4 flex flex-wrap gap-3">
              <input type="hidden" name="version" value={order.version} />
              <button
                type="submit"
                disabled={busy}
                className="inline-flex min-h-11 items-center rounded-md bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {busy ? t('cancel.busy') : t('cancel.yes')}
              </button>
              <Link
                to={stay}
                className="inline-flex min-h-11 items-center rounded-md border border-stone-400 bg-white px-5 font-semibold"
              >
                {t('cancel.no')}
              </Link>
            </Form>
          </div>
        ) : (
          <Link
            to={`${ask}#${cancelAnchor}`}
            className="inline-flex min-h-11 items-center rounded-md border border-red-700 bg-white px-5 font-semibold text-red-800 hover:bg-red-50"
          >
            {t('cancel.link')}
          </Link>
        )
      ) : order.status === 'kinnitatud' ? (
        <p>{t('cancel.tooLate')}</p>
      ) : null}
      {error && !asking ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}
