import { data } from 'react-router'
import { ContactLinks } from '#app/admin/ui/contact-links.tsx'
import { DataTable } from '#app/admin/ui/data-table.tsx'
import { ActionError, LanguageBadge, PageError, StatusBadge, StatusTabs } from '#app/admin/ui/inbox.tsx'
import { RowAction } from '#app/admin/ui/row-action.tsx'
import { inquiryStatusLabels, inquiryStatusValues } from '#app/domain/order-status.ts'
import { formatTallinnDateTime } from '#app/domain/tallinn-time.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { listParams } from '#app/server/http/admin-paging.server.ts'
import { redirectWithFlash } from '#app/server/http/flash.server.ts'
import { readFormData, readFormId } from '#app/server/http/form-data.server.ts'
import { listInquiries, markInquiryAnswered } from '#app/server/inquiries/inquiry-inbox.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/inquiries'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const { status, page } = listParams(request, inquiryStatusValues)
  const list = await listInquiries(getDb(), { page, status })
  return {
    inquiries: list.items.map((inquiry) => ({
      id: inquiry.id,
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone,
      material: inquiry.material,
      details: inquiry.details,
      status: inquiry.status,
      time: formatTallinnDateTime(inquiry.createdAt),
      answered: inquiry.answeredAt ? formatTallinnDateTime(inquiry.answeredAt) : null,
      locale: inquiry.locale,
    })),
    page: list.page,
    pageCount: list.pageCount,
    counts: list.counts,
    status: status ?? null,
  }
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminPage(request)
  const form = await readFormData(request)
  const id = readFormId(form)
  if (id === null) return data({ error: 'Päringut ei leitud.', id: null }, { status: 400 })
  const result = await markInquiryAnswered(getDb(), { id, admin: session.username })
  if (!result.ok) return data({ error: result.error, id }, { status: result.status })
  const back = new URL(request.url)
  throw await redirectWithFlash(request, `${back.pathname}${back.search}`, 'Päring märgitud vastatuks')
}

export default function AdminInquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiries, counts, status, page, pageCount } = loaderData
  return (
    <>
      <h1 className="text-3xl font-bold">Päringud</h1>
      <div className="mt-6">
        <StatusTabs path="/admin/inquiries" labels={inquiryStatusLabels} counts={counts} current={status} />
      </div>
      {actionData?.id === null ? (
        <div className="mt-4">
          <ActionError error={actionData.error} />
        </div>
      ) : null}
      <div className="mt-6">
        <DataTable
          rows={inquiries}
          rowKey={(inquiry) => inquiry.id}
          empty="Päringuid ei ole."
          label="Päringud"
          card={(inquiry) => (
            <InquiryCard
              inquiry={inquiry}
              error={actionData?.id === inquiry.id ? actionData.error : undefined}
            />
          )}
          paging={{ path: '/admin/inquiries', status, page, pageCount }}
        />
      </div>
    </>
  )
}

type InquiryRow = Route.ComponentProps['loaderData']['inquiries'][number]

function InquiryCard({ inquiry, error }: { inquiry: InquiryRow; error: string | undefined }) {
  return (
    <article aria-labelledby={`inquiry-${inquiry.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`inquiry-${inquiry.id}`} className="text-lg font-bold">
          Päring nr {inquiry.id}: {inquiry.material}
        </h2>
        <span className="flex flex-wrap gap-1">
          <StatusBadge status={inquiry.status} kind="inquiry" />
          <LanguageBadge locale={inquiry.locale} />
        </span>
      </div>
      <p className="text-sm text-stone-600">
        Saabunud {inquiry.time}
        {inquiry.answered ? ` · vastatud ${inquiry.answered}` : ''}
      </p>
      <p className="mt-3 font-semibold">{inquiry.name}</p>
      <ContactLinks phone={inquiry.phone} email={inquiry.email} />
      <h3 className="mt-2 font-semibold">Täpsustus</h3>
      <p className="whitespace-pre-wrap break-words">{inquiry.details || '—'}</p>
      {error ? (
        <div className="mt-3">
          <ActionError error={error} />
        </div>
      ) : null}
      {inquiry.status === 'uus' ? (
        <RowAction
          id={inquiry.id}
          text="Märgi vastatuks"
          busyText="Salvestan…"
          label={`Märgi päring nr ${inquiry.id} vastatuks`}
        />
      ) : null}
    </article>
  )
}

export function meta() {
  return [{ title: 'Päringud | Haldus' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function ErrorBoundary() {
  return <PageError title="Päringuid ei saanud laadida" text="Palun proovige hetke pärast uuesti." />
}
