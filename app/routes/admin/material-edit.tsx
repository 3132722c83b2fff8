import { ArrowLeft, ExternalLink } from 'lucide-react'
import { Form, Link } from 'react-router'
import { auditActionWord, formatAuditTime } from '#app/admin/audit-actions.ts'
import { ChangeHistory } from '#app/admin/change-history.tsx'
import { buttonClass } from '#app/admin/ui/button.ts'
import { FormSection } from '#app/admin/ui/form-section.tsx'
import { IntentButton, SaveButton } from '#app/admin/ui/intent-button.tsx'
import { LanguageTabs, languageNames } from '#app/admin/ui/language-tabs.tsx'
import { usePostPending } from '#app/admin/ui/use-post-pending.ts'
import { FormError, type FormValues, formFieldsOf } from '#app/components/form-field.tsx'
import { materialTextLimits, priceText } from '#app/content/material-texts.ts'
import { formatPriceNumberIn, localePath } from '#app/domain/locale.ts'
import { listAudit } from '#app/server/audit/audit-log.server.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { findProductBySlug, readCatalogue } from '#app/server/catalogue/catalogue.server.ts'
import {
  changeMaterialFromForm,
  editLocale,
  materialFormData,
  materialLocalePath,
  requireMaterial,
  translationFormData,
  translationMarkers,
} from '#app/server/content/material-changes.server.ts'
import { documentKey, materialTextsEdited } from '#app/server/content/material-texts.server.ts'
import { translationKey } from '#app/server/content/material-translations.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/material-edit'

/**
 * One material page's texts, in Estonian or (`?keel=ru|en`) in Russian or English. A plain form: it
 * works without JavaScript, and a saved change is on the public page with the next page load of every
 * process. `{hind}` in a text shows the product's current price.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const material = requireMaterial(params.slug)
  const locale = editLocale(request)
  const product = await readCatalogue(
    'material texts page',
    getDb,
    (db) => findProductBySlug(db, material.slug),
    (builtIn) => builtIn.find((item) => item.slug === material.slug) ?? null,
  )
  const key = locale === 'et' ? documentKey(material.slug) : translationKey(material.slug, locale)
  const history = await listAudit(getDb(), 'content', key, 20)
  const priceCents = product?.priceCents ?? material.priceCents
  return {
    slug: material.slug,
    title: material.title,
    locale,
    // The three languages as tabs, each with whether its texts are staff's own.
    languages: [
      { locale: 'et' as const, edited: materialTextsEdited(material) },
      ...translationMarkers(material),
    ].map((language) => ({ ...language, path: materialLocalePath(material.slug, language.locale) })),
    price: locale === 'et' ? priceText(priceCents) : formatPriceNumberIn(locale, priceCents),
    ...(locale === 'et' ? await materialFormData(material) : translationFormData(material, locale)),
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

type LoaderData = Route.ComponentProps['loaderData']

/** Each language's marker: staff's own texts, or the built-in ones. */
const marker = (locale: LoaderData['locale'], edited: boolean) =>
  locale === 'et' ? (edited ? 'Muudetud tekst' : 'Algne tekst') : edited ? 'Muudetud' : 'Sisseehitatud tõlge'

/** What the page says of the texts of its language, and of `{hind}`. */
function Intro({ loaderData }: { loaderData: LoaderData }) {
  const { locale, edited, price } = loaderData
  const language = languageNames[locale].toLowerCase()
  return (
    <p className="mt-3 text-stone-700">
      {locale === 'et'
        ? edited
          ? 'Lehel on muudetud tekst.'
          : 'Lehel on algne tekst.'
        : `${edited ? `Lehel on teie muudetud ${language} tõlge.` : `Lehel on sisseehitatud ${language} tõlge.`} Tühjaks jäetud väljal näitab leht sisseehitatud tõlget.`}{' '}
      Kirjutage hinna kohale <code className="rounded bg-stone-200 px-1">{'{hind}'}</code>: leht näitab selle
      asemel toote praegust hinda (praegu {price} €/t), nii ei jää lehele kunagi vana hinda.
    </p>
  )
}

/** 'Taasta': the Estonian page's built-in texts, or the language's built-in translation. */
function RestoreForm({ locale, busy }: { locale: LoaderData['locale']; busy: boolean }) {
  const estonian = locale === 'et'
  const language = languageNames[locale].toLowerCase()
  return (
    <Form
      method="post"
      className="mt-8 rounded-xl border border-stone-300 bg-white p-4 sm:p-6"
      onSubmit={(event) => {
        const question = estonian
          ? 'Taastada selle lehe algne tekst? Muudetud tekstid kaovad.'
          : `Taastada sisseehitatud ${language} tõlge? Teie muudetud ${language} tekstid kaovad.`
        if (!window.confirm(question)) event.preventDefault()
      }}
    >
      <h2 className="text-lg font-bold text-graphite">{estonian ? 'Algne tekst' : 'Sisseehitatud tõlge'}</h2>
      <p className="mt-1 text-stone-700">
        {estonian
          ? 'Taastab kõik selle lehe tekstid, ka lühikirjelduse, nii nagu need olid veebilehe valmimisel.'
          : `Kustutab teie ${language} tekstid: leht näitab jälle veebilehega kaasas olevat tõlget. Eesti ja teise keele tekstid jäävad samaks.`}
      </p>
      <IntentButton intent="restore" className={`${buttonClass.secondary} mt-3`} busy={busy}>
        {estonian ? 'Taasta algne tekst' : 'Taasta sisseehitatud tõlge'}
      </IntentButton>
    </Form>
  )
}

export default function MaterialEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, title, locale, languages, inCatalogue, history } = loaderData
  const values: FormValues = actionData?.values ?? loaderData.values
  const errors = actionData?.fieldErrors ?? {}
  const busy = usePostPending()
  const field = formFieldsOf('material', values, errors)
  const estonian = locale === 'et'
  const action = languages.find((language) => language.locale === locale)?.path
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
      <LanguageTabs
        label="Tekstide keel"
        current={locale}
        languages={languages.map((language) => ({
          ...language,
          marker: marker(language.locale, language.edited),
          done: language.edited,
        }))}
      />
      <Intro loaderData={loaderData} />
      <p className="mt-3">
        <a
          href={localePath(locale, `/${slug}`)}
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
      <Form method="post" action={action} key={JSON.stringify(values)} className="mt-6 grid gap-6" noValidate>
        {/* Enter in a field saves: the first submit button of a form is its default. */}
        <button type="submit" name="intent" value="save" hidden />
        <FormSection title={estonian ? 'Lühikirjeldus ja kirjeldus' : 'Pealkiri, lühikirjeldus ja kirjeldus'}>
          {estonian
            ? null
            : field('title', 'Pealkiri', {
                hint: 'Materjali nimi lehe päises ja tellimisvormis.',
              })}
          {field('summary', 'Lühikirjeldus', {
            rows: 3,
            readOnly: !inCatalogue,
            hint: !estonian
              ? 'Üks-kaks lauset lehe päises; hinda siia ei kirjutata.'
              : inCatalogue
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
        {estonian ? null : (
          <FormSection title="Pilt">
            {field('imageText', 'Pildi tekst', {
              rows: 2,
              hint: 'Pildi kirjeldus ekraanilugejale ja otsingumootorile (alt-tekst); ilma pildita materjalil pildi asemel olev silt.',
            })}
          </FormSection>
        )}
        <FormSection title="Otsingumootorile">
          {estonian
            ? null
            : field('metaTitle', 'Pealkiri otsingumootorile', {
                hint: 'Lehe pealkiri otsingutulemustes ja brauseri sakil; hea pikkus on kuni umbes 60 märki.',
              })}
          {field('metaDescription', 'Otsingumootori kirjeldus', {
            rows: 3,
            hint: 'Näidatakse otsingutulemustes ja jagatud lingi juures; hea pikkus on umbes 150 märki.',
          })}
        </FormSection>
        <SaveButton busy={busy} />
      </Form>
      <RestoreForm locale={locale} busy={busy} />
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
