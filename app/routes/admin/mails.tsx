import { data, Link } from 'react-router'
import { DataTable } from '#app/admin/ui/data-table.tsx'
import { ActionError, PageError } from '#app/admin/ui/inbox.tsx'
import { RowAction } from '#app/admin/ui/row-action.tsx'
import { formatTallinnDateTime } from '#app/domain/tallinn-time.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { redirectWithFlash } from '#app/server/http/flash.server.ts'
import { readFormData, readFormId } from '#app/server/http/form-data.server.ts'
import { failedMailFacts, retryMail } from '#app/server/mail/failed-mails.server.ts'
import { listFailedMails } from '#app/server/mail/outbox.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/mails'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const mails = await listFailedMails(getDb())
  return {
    mails: mails.map((mail) => ({
      id: mail.id,
      ...failedMailFacts(mail),
      time: formatTallinnDateTime(mail.createdAt),
    })),
  }
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminPage(request)
  const form = await readFormData(request)
  const id = readFormId(form)
  if (id === null) return data({ error: 'Kirja ei leitud.' }, { status: 400 })
  const retried = await retryMail(getDb(), { id, admin: session.username })
  if (!retried)
    return data(
      { error: 'Saatmata jäänud kirja ei leitud (võib-olla on see juba uuesti saadetud).' },
      { status: 404 },
    )
  throw await redirectWithFlash(request, '/admin/mails', 'Kiri on uuesti saatmise järjekorras')
}

export default function AdminMails({ loaderData, actionData }: Route.ComponentProps) {
  const { mails } = loaderData
  return (
    <>
      <h1 className="text-3xl font-bold">Saatmata kirjad</h1>
      <p className="mt-2 max-w-prose">
        Kirjad, mida ei õnnestunud ka korduvate katsetega saata. Kontrollige aadressi ja e-posti seadeid ning
        saatke uuesti.
      </p>
      <div className="mt-4">
        <ActionError error={actionData?.error} />
      </div>
      <div className="mt-6">
        <DataTable
          rows={mails}
          rowKey={(mail) => mail.id}
          empty="Kõik kirjad on saadetud."
          label="Saatmata kirjad"
          card={(mail) => <MailCard mail={mail} />}
        />
      </div>
    </>
  )
}

type MailRow = Route.ComponentProps['loaderData']['mails'][number]

function MailCard({ mail }: { mail: MailRow }) {
  return (
    <>
      <h2 className="break-words text-lg font-bold">{mail.subject}</h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Saaja</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt className="font-semibold">Loodud</dt>
        <dd>{mail.time}</dd>
        <dt className="font-semibold">Katseid</dt>
        <dd>{mail.attempts}</dd>
        <dt className="font-semibold">Viga</dt>
        <dd className="break-words">{mail.lastError ?? '—'}</dd>
      </dl>
      {mail.orderId ? (
        <p className="mt-2">
          <Link to={`/admin/orders/${mail.orderId}`} className="font-semibold text-accent-hover underline">
            Tellimus nr {mail.orderId}
          </Link>
        </p>
      ) : null}
      <RowAction
        id={mail.id}
        text="Saada uuesti"
        busyText="Saadan…"
        label={`Saada uuesti: ${mail.subject}`}
      />
    </>
  )
}

export function meta() {
  return [{ title: 'Saatmata kirjad | Haldus' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function ErrorBoundary() {
  return <PageError title="Kirju ei saanud laadida" text="Palun proovige hetke pärast uuesti." />
}
