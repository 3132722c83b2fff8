import { Fragment } from 'react'
import { Form } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { CheckboxField } from '#app/admin/ui/checkbox-field.tsx'
import { FormSection } from '#app/admin/ui/form-section.tsx'
import { IntentButton, SaveButton } from '#app/admin/ui/intent-button.tsx'
import { usePostPending } from '#app/admin/ui/use-post-pending.ts'
import {
  FormError,
  FormField,
  type FormValues,
  formFieldsOf,
  inputClass,
} from '#app/components/form-field.tsx'
import type { TranslatedBusinessText } from '#app/content/business.ts'
import { type Weekday, weekdayNames } from '#app/domain/weekly-hours.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import {
  changeBusinessFromForm,
  formValuesOf,
  privacyFormValues,
} from '#app/server/content/business-changes.server.ts'
import { factsOf } from '#app/server/content/business-facts.server.ts'
import { currentBusiness } from '#app/server/content/site-content.server.ts'
import type { Route } from './+types/business'

/**
 * 'Ettevõte': the business facts every public page, mail, the certificate, the chat adviser and the
 * order rules read. A plain form: it works without JavaScript, and a saved change is on the public site
 * with the next page load of every process.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  return { values: formValuesOf(factsOf(currentBusiness())), privacy: privacyFormValues() }
}

export async function action({ request }: Route.ActionArgs) {
  return changeBusinessFromForm(request)
}

export function meta() {
  return [{ title: 'Ettevõte | Haldus' }, { name: 'robots', content: 'noindex, nofollow' }]
}

const dayNames: Record<Weekday, string> = {
  Monday: 'Esmaspäev',
  Tuesday: 'Teisipäev',
  Wednesday: 'Kolmapäev',
  Thursday: 'Neljapäev',
  Friday: 'Reede',
  Saturday: 'Laupäev',
  Sunday: 'Pühapäev',
}

/** A day's two times, with the words that name them for a screen reader; the day's error is told once. */
const clockEnds = [
  { end: 'opens', verb: 'avatakse' },
  { end: 'closes', verb: 'suletakse' },
] as const

type Values = FormValues

/** Seven rows: open or closed, from–to. */
function WeekHours({
  prefix,
  legend,
  values,
  errors,
}: {
  prefix: string
  legend: string
  values: Values
  errors: Record<string, string>
}) {
  return (
    <fieldset className="mt-2">
      <legend className="font-medium">{legend}</legend>
      <div className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200">
        {weekdayNames.map((day) => {
          const id = `${prefix}${day}`.replace(/\./g, '-')
          const error = errors[`${prefix}${day}`]
          return (
            <div
              key={day}
              className="grid grid-cols-[minmax(0,1fr)] items-center gap-x-3 gap-y-2 p-3 sm:grid-cols-[10rem_minmax(0,1fr)]"
            >
              <label htmlFor={`${id}-open`} className="flex min-h-11 items-center gap-2 font-medium">
                <input
                  id={`${id}-open`}
                  type="checkbox"
                  name={`${prefix}${day}.open`}
                  defaultChecked={values[`${prefix}${day}.open`] === 'on'}
                  className="size-5 accent-accent"
                />
                {dayNames[day]}
                <span className="sr-only"> avatud</span>
              </label>
              <div className="flex min-w-0 items-center gap-2">
                {clockEnds.map(({ end, verb }) => (
                  <Fragment key={end}>
                    {end === 'closes' ? <span aria-hidden="true">–</span> : null}
                    <label className="sr-only" htmlFor={`${id}-${end}`}>
                      {`${dayNames[day]} ${verb}`}
                    </label>
                    <input
                      id={`${id}-${end}`}
                      name={`${prefix}${day}.${end}`}
                      type="time"
                      step={900}
                      defaultValue={values[`${prefix}${day}.${end}`] ?? ''}
                      aria-invalid={Boolean(error) || undefined}
                      aria-describedby={end === 'opens' && error ? `${id}-error` : undefined}
                      className={`${inputClass} min-w-0 flex-1 sm:max-w-40`}
                    />
                  </Fragment>
                ))}
              </div>
              {error ? (
                <p id={`${id}-error`} className="col-span-full text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

export default function BusinessPage({ loaderData, actionData }: Route.ComponentProps) {
  // An answer to the privacy form keeps the business form as stored, and the other way round.
  const privacyAnswer = actionData?.values && 'retentionMonths' in actionData.values
  const values: Values = (!privacyAnswer && actionData?.values) || loaderData.values
  const privacy: Values = (privacyAnswer && actionData?.values) || loaderData.privacy
  const errors = (!privacyAnswer && actionData?.fieldErrors) || {}
  const privacyErrors = (privacyAnswer && actionData?.fieldErrors) || {}
  const busy = usePostPending()
  const field = formFieldsOf('business', values, errors)
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-graphite">Ettevõte</h1>
      <p className="mt-1 text-stone-700">
        Need andmed on päises, jaluses, kontaktides, kirjades, sertifikaadil ja vestlusnõustaja vastustes.
        Laadimiskoha koordinaatidest arvutatakse iga tarne kaugus.
      </p>
      <FormError message={privacyAnswer ? undefined : actionData?.error} />
      {values.located ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 font-medium text-green-900"
        >
          {values.located}
        </p>
      ) : null}
      {/* A new answer brings its own values: the form starts again from them. */}
      <Form method="post" key={JSON.stringify(values)} className="mt-6 grid gap-6" noValidate>
        {/* Enter in a field saves: the first submit button of a form is its default. */}
        <button type="submit" name="intent" value="save" hidden />
        <FormSection columns title="Ettevõte">
          {field('name', 'Nimi saidil')}
          {field('legalName', 'Ärinimi')}
          {field('registryCode', 'Registrikood', {
            inputMode: 'numeric',
            hint: '8 numbrit; tühi, kui ei näita',
          })}
          {field('vatNumber', 'KMKR number', { hint: 'Nt EE123456789; tühi, kui puudub' })}
        </FormSection>
        <FormSection columns title="Arved">
          {field('iban', 'IBAN', { hint: 'Arveldusarve, kuhu kliendid arve tasuvad' })}
          {field('bankName', 'Pank', { hint: 'Nt AS LHV Pank; trükitakse arvele IBAN-i juurde' })}
          {field('paymentTermDays', 'Maksetähtaeg (päeva)', {
            inputMode: 'numeric',
            hint: 'Arve kuupäevast, tavaliselt 14',
          })}
          {field('creditOverdueDays', 'Krediidikontroll: lubatud tähtaja ületus (päeva)', {
            inputMode: 'numeric',
            hint: 'Ärikliendi tellimus jääb krediidiotsust ootama, kui tal on arve, mille tähtaeg on ületatud rohkem kui nii mitu päeva',
          })}
          <CheckboxField
            name="prepaymentRequired"
            label="Kliendikontota ostjad tasuvad ettemaksu"
            hint="Kinnitatud tellimusel on märge „Ettemaks tasumata“, kuni ettemaks on laekunud (veebis või pangaülekandega); tasumata tellimuse tarnimiseks tuleb see eraldi otsustada."
            defaultChecked={values.prepaymentRequired === 'on'}
            className="sm:col-span-2"
          />
          <p className="text-sm text-stone-700 sm:col-span-2">
            Tellimust saab tarnituks märkida ja arvet koostada, kui registrikood, KMKR number ja IBAN on
            sisestatud.
          </p>
        </FormSection>
        <FormSection columns title="Kontakt">
          {field('phone', 'Telefon', {
            type: 'tel',
            inputMode: 'tel',
            hint: 'Nii, nagu külastaja seda loeb, nt +372 5123 4567',
          })}
          {field('email', 'E-post', { type: 'email', inputMode: 'email' })}
          {field('website', 'Veebiaadress', { type: 'url', inputMode: 'url' })}
        </FormSection>
        <FormSection columns title="Aadress ja laadimiskoht">
          {field('street', 'Tänav või kinnistu')}
          {field('locality', 'Küla või linn')}
          {field('region', 'Maakond')}
          {field('postalCode', 'Postiindeks', { inputMode: 'numeric' })}
          {field('latitude', 'Laiuskraad', { inputMode: 'decimal', hint: 'Laadimiskoht, nt 59,2414' })}
          {field('longitude', 'Pikkuskraad', { inputMode: 'decimal', hint: 'Nt 26,7216' })}
          <div className="sm:col-span-2">
            <IntentButton intent="geocode" className={buttonClass.secondary} busy={busy}>
              Leia koordinaadid aadressi järgi
            </IntentButton>
          </div>
        </FormSection>
        <section className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
          <h2 className="text-lg font-bold text-graphite">Lahtiolekuajad</h2>
          <WeekHours prefix="hours." legend="Tavaline nädal" values={values} errors={errors} />
          <div className="mt-4">
            {field('salesHours', 'Müügiaeg', { hint: 'Nt E-R 08:00-17:00, v.a talvel' })}
          </div>
          <TranslatedFields text="salesHours" label="Müügiaeg" values={values} field={field} />
          <fieldset className="mt-6">
            <legend className="font-medium">Hooaeg</legend>
            <CheckboxField
              name="season"
              label="Osal aastast on teised lahtiolekuajad (nt talvel)"
              defaultChecked={values.season === 'on'}
              className="mt-2"
            />
            <div className="mt-2 grid gap-4 sm:grid-cols-3">
              {field('seasonName', 'Hooaja nimi')}
              {field('seasonFrom', 'Algab (PP.KK)', { inputMode: 'decimal' })}
              {field('seasonTo', 'Lõpeb (PP.KK)', { inputMode: 'decimal' })}
            </div>
            <TranslatedFields text="seasonName" label="Hooaja nimi" values={values} field={field} />
            {errors.season ? <p className="mt-1 text-sm font-medium text-red-700">{errors.season}</p> : null}
            <WeekHours
              prefix="seasonHours."
              legend="Hooaja lahtiolekuajad (kõik päevad suletud: karjäär on hooajal kinni)"
              values={values}
              errors={errors}
            />
          </fieldset>
        </section>
        <FormSection columns title="Avaleht ja tarne">
          {field('foundedYearsText', 'Aastat kogemust', { hint: 'Avalehe number, nt 15+' })}
          {field('projectsText', 'Tehtud projekte', { hint: 'Avalehe number, nt 150+' })}
          <div className="sm:col-span-2">
            {field('deliveryArea', 'Tarnepiirkonna maakonnad', { rows: 4, hint: 'Üks maakond rea kohta.' })}
            <TranslatedFields
              text="deliveryArea"
              label="Maakonnad"
              hint="Komadega eraldatult, nt Ляэне-Вирумаа, Йыгевамаа"
              values={values}
              field={field}
            />
          </div>
        </FormSection>
        <SaveButton busy={busy} />
      </Form>
      <Form method="post" key={JSON.stringify(privacy)} className="mt-8" noValidate>
        <section className="rounded-xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="privacy-settings">
          <h2 id="privacy-settings" className="text-lg font-bold text-graphite">
            Privaatsusteade
          </h2>
          {actionData?.error && privacyAnswer ? (
            <p
              role="alert"
              className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800"
            >
              {actionData.error}
            </p>
          ) : null}
          <p className="mt-1 text-stone-700">
            Teade lubab isikuandmed kustutada pärast seda säilitusaega ja igakuine kustutustöö (npm run
            retention) kasutab sama arvu.
          </p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <FormField
              idPrefix="business"
              name="retentionMonths"
              label="Säilitusaeg kuudes"
              values={privacy}
              errors={privacyErrors}
              inputMode="numeric"
            />
            <FormField
              idPrefix="business"
              name="noticeDate"
              label="Teate kuupäev (PP.KK.AAAA)"
              values={privacy}
              errors={privacyErrors}
              inputMode="decimal"
              hint="Muutke, kui teate sisu muutub"
            />
          </div>
          <IntentButton intent="privacy" className={`${buttonClass.primary} mt-4`} busy={busy}>
            Salvesta privaatsusteate seaded
          </IntentButton>
        </section>
      </Form>
    </div>
  )
}

/**
 * A text fact's Russian and English versions (ADR 060), side by side; one left empty is read in
 * Estonian on that language's pages, and says so.
 */
function TranslatedFields({
  text,
  label,
  hint,
  values,
  field,
}: {
  text: TranslatedBusinessText | 'deliveryArea'
  label: string
  /** How to write a translated one, shown once it is written. */
  hint?: string
  values: Record<string, string>
  field: ReturnType<typeof formFieldsOf>
}) {
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {(
        [
          ['ru', 'vene keeles'],
          ['en', 'inglise keeles'],
        ] as const
      ).map(([locale, language]) =>
        field(`translations.${locale}.${text}`, `${label} ${language}`, {
          optional: true,
          hint: values[`translations.${locale}.${text}`]?.trim()
            ? hint
            : 'Tõlkimata: lehel on seni eestikeelne tekst',
        }),
      )}
    </div>
  )
}
