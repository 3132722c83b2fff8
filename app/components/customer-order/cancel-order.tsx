import { Form, Link, useNavigation } from 'react-router'

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
  error,
}: {
  order: { version: number; status: string; mayCancel: boolean; paid?: boolean }
  here: string
  asking: boolean
  askParameter: string
  error: string | undefined
}) {
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
              Kas soovite tellimuse tühistada?
            </h2>
            <p className="mt-2">Tühistatud tellimust ei saa taastada; vajadusel esitage uus tellimus.</p>
            {order.paid ? <p className="mt-2">Veebis makstud summa kanname teile tagasi.</p> : null}
            {error ? (
              <p role="alert" className="mt-3 font-semibold text-red-800">
                {error}
              </p>
            ) : null}
            <Form method="post" action={here} className="mt-4 flex flex-wrap gap-3">
              <input type="hidden" name="version" value={order.version} />
              <button
                type="submit"
                disabled={busy}
                className="inline-flex min-h-11 items-center rounded-md bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {busy ? 'Tühistan…' : 'Jah, tühista tellimus'}
              </button>
              <Link
                to={here}
                className="inline-flex min-h-11 items-center rounded-md border border-stone-400 bg-white px-5 font-semibold"
              >
                Ei, jäta alles
              </Link>
            </Form>
          </div>
        ) : (
          <Link
            to={`${here}?${askParameter}#${cancelAnchor}`}
            className="inline-flex min-h-11 items-center rounded-md border border-red-700 bg-white px-5 font-semibold text-red-800 hover:bg-red-50"
          >
            Tühista tellimus
          </Link>
        )
      ) : order.status === 'kinnitatud' ? (
        <p>
          Tellimust ei saa enam veebis tühistada, sest selle aeg on vähem kui 24 tunni pärast. Muudatuste
          korral helistage palun.
        </p>
      ) : null}
      {error && !asking ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}
