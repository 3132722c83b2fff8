import { ArrowLeft, ExternalLink } from 'lucide-react'
import { Form, Link } from 'react-router'
import { auditActionWord, formatAuditTime } from '#app/admin/audit-actions.ts'
import { ChangeHistory } from '#app/admin/change-history.tsx'
import { buttonClass } from '#app/admin/ui/button.ts'
import { FormSection } from '#app/admin/ui/form-section.tsx'
import { IntentButton, SaveButton } from '#app/admin/ui/intent-button.tsx'
import { usePostPending } from '#app/admin/ui/use-post-pending.ts'
import { FormError, type FormValues, formFieldsOf } from '#app/components/form-field.tsx'
import { materialTextLimits, priceText } from '#app/content/material-texts.ts'
import { listAudit } from '#app/server/audit/audit-log.server.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { findProductBySlug, readCatalogue } from '#app/server/catalogue/catalogue.server.ts'
import {
  changeMaterialFromForm,
  materialFormData,
  requireMaterial,
} from '#app/server/content/material-changes.server.ts'
import { documentKey } from '#app/server/content/material-texts.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/material-edit'

/**
 * One material page's texts. A plain form: it works without JavaScript, and a saved change is on the
 * public page with the next page load of every process. `{hind}` in a text shows the product's current
 * price.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const material = requireMaterial(params.slug)
  const product = await readCatalogue(
    'material texts page',
    getDb,
    (db) => findProductBySlug(db, material.slug),
    (builtIn) => builtIn.find((item) => item.slug === material.slug) ?? null,
  )
  const history = await listAudit(getDb(), 'content', documentKey(material.slug), 20)
  return {
    slug: material.slug,
    title: material.title,
    price: priceText(product?.priceCents ?? material.priceCents),
    ...(await materialFormData(material)),
    // Formatted here, so the server's and the browser's date libraries cannot disagree.
    history: history.map((entry) => ({
      id: entry.id,
      who: entry.adminUsername,
      what: auditActionWord(entry.action),
      when: formatAuditTime(entry.createdAt),
      at: entry.createdAt.toISOString(),
    })),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  return changeMaterialFromForm(request, requireMaterial(params.slug))
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.title ?? 'Materjal'} | Materjalid | Haldus` },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

const l = materialTextLimits
const materialsPagePath = '/admin/materjalid'

export default function MaterialEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, title, price, inCatalogue, edited, history } = loaderData
  const values: FormValues = actionData?.values ?? loaderData.values
  const errors = actionData?.fieldErrors ?? {}
  const busy = usePostPending()
  const field = formFieldsOf('material', values, errors)
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={materialsPagePath}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-hover"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Kõik materjalid
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-graphite">{title}</h1>
      <p className="mt-1 text-stone-700">
        {edited ? 'Lehel on muudetud tekst.' : 'Lehel on algne tekst.'} Kirjutage hinna kohale{' '}
        <code className="rounded bg-stone-200 px-1">{'{hind}'}</code>: leht näitab selle asemel toote praegust
        hinda (praegu {price} €/t), nii ei jää lehele kunagi vana hinda.
      </p>
      <p className="mt-3">
        <a
          href={`/${slug}`}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-hover underline"
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          Vaata avalikku lehte<span className="sr-only"> (avaneb uues aknas)</span>
        </a>
      </p>
      <FormError message={actionData?.error} />
      {/* A new answer brings its own values: the form starts again from them. */}
      <Form method="post" key={JSON.stringify(values)} className="mt-6 grid gap-6" noValidate>
        {/* Enter in a field saves: the first submit button of a form is its default. */}
        <button type="submit" name="intent" value="save" hidden />
        <FormSection title="Lühikirjeldus ja kirjeldus">
          {field('summary', 'Lühikirjeldus', {
            rows: 3,
            readOnly: !inCatalogue,
            hint: inCatalogue
              ? 'Üks-kaks lauset lehe päises. Sama tekst on toote kirjeldus avalehel ja tootenimekirjas (Tooted); hinda siia ei kirjutata.'
              : 'Materjal ei ole tootekataloogis, seepärast lühikirjeldust muuta ei saa.',
          })}
          {field('description', 'Kirjeldus', {
            rows: 12,
            hint: `Lõigud eraldage tühja reaga (kuni ${l.paragraphs} lõiku).`,
          })}
        </FormSection>
        <FormSection title="Kasutusalad ja tehnilised andmed">
          {field('uses', 'Kasutusalad', { rows: 7, hint: `Üks kasutusala rea kohta, 1–${l.uses}.` })}
          {field('technicalData', 'Tehnilised andmed', {
            rows: 8,
            hint: `Üks rida kujul „Nimi: väärtus“, nt „Fraktsioon: 16-32 mm“; 1–${l.technicalRows} rida.`,
          })}
        </FormSection>
        <FormSection title="Korduma kippuvad küsimused">
          <p className="text-stone-700">Viis küsimust ja vastust. Vastuses eraldage lõigud tühja reaga.</p>
          {Array.from({ length: l.faqs }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five pairs are fixed positions
            <fieldset key={index} className="grid gap-3 rounded-lg border border-stone-200 p-3">
              <legend className="px-1 font-semibold">Küsimus {index + 1}</legend>
              {field(`faq.${index}.question`, 'Küsimus')}
              {field(`faq.${index}.answer`, 'Vastus', { rows: 6 })}
            </fieldset>
          ))}
        </FormSection>
        <FormSection title="Otsingumootorile">
          {field('metaDescription', 'Otsingumootori kirjeldus', {
            rows: 3,
            hint: 'Näidatakse otsingutulemustes ja jagatud lingi juures; hea pikkus on umbes 150 märki.',
          })}
        </FormSection>
        <SaveButton busy={busy} />
      </Form>
      <Form
        method="post"
        className="mt-8 rounded-xl border border-stone-300 bg-white p-4 sm:p-6"
        onSubmit={(event) => {
          if (!window.confirm('Taastada selle lehe algne tekst? Muudetud tekstid kaovad.'))
            event.preventDefault()
        }}
      >
        <h2 className="text-lg font-bold text-graphite">Algne tekst</h2>
        <p className="mt-1 text-stone-700">
          Taastab kõik selle lehe tekstid, ka lühikirjelduse, nii nagu need olid veebilehe valmimisel.
        </p>
        <IntentButton intent="restore" className={`${buttonClass.secondary} mt-3`} busy={busy}>
          Taasta algne tekst
        </IntentButton>
      </Form>
      <ChangeHistory id="material-history" entries={history} />
    </div>
  )
}

export function ErrorBoundary() {
  return (
    <section className="rounded-xl bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold">Materjali ei leitud</h1>
      <p className="mt-2">
        <Link to={materialsPagePath} className="font-semibold text-accent-hover underline">
          Tagasi materjalide juurde
        </Link>
      </p>
    </section>
  )
}
