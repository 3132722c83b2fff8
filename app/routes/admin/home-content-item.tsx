import { useState } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import {
  type CollectionKind,
  collectionUi,
  sourceTextWord,
  translationStateWords,
} from '#app/admin/home-content.ts'
import { EntryField, EntryFormButtons } from '#app/admin/home-content-field.tsx'
import { TranslationForm } from '#app/admin/home-content-translation.tsx'
import { LanguageTabs } from '#app/admin/ui/language-tabs.tsx'
import { usePostPending } from '#app/admin/ui/use-post-pending.ts'
import { usePictureUpload } from '#app/admin/use-picture-upload.ts'
import { FormError, type FormValues, LabelText } from '#app/components/form-field.tsx'
import { SitePicture } from '#app/components/site-picture.tsx'
import { translatedCollectionFields } from '#app/domain/collection-fields.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import {
  collectionListPath,
  formValuesOf,
  itemLocalePath,
  kindOfSlug,
  pictureFileField,
  removePictureField,
  requireItem,
  saveItemFromForm,
  saveTranslationFromForm,
  translationFormValues,
  translationMarkersOf,
} from '#app/server/content/collection-changes.server.ts'
import { editLocale } from '#app/server/content/material-changes.server.ts'
import type { Route } from './+types/home-content-item'

/**
 * One entry of a home-page collection: /admin/avaleht/:collection/uus adds one, /:id changes it. A
 * multipart form, so that a picture can be chosen without JavaScript; with JavaScript the picture goes
 * ahead through the upload call (form posts are kept small) and the form follows with its address.
 */

/** The collection and the entry (null: a new one) of the address, or a thrown 404. */
function target(params: Route.LoaderArgs['params']) {
  const kind = kindOfSlug(params.kind)
  const id = params.id === 'uus' ? null : /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : Number.NaN
  if (!kind || Number.isNaN(id) || (id !== null && id > 2_147_483_647))
    throw new Response('Lehte ei leitud', { status: 404 })
  return { kind, id }
}

/** The form's names the server reads, and where the page goes back to. */
function formOf(kind: NonNullable<ReturnType<typeof kindOfSlug>>) {
  return { backTo: collectionListPath(kind), fileField: pictureFileField, removeField: removePictureField }
}

const noLanguages = { locale: 'et' as const, languages: [], originals: {} }

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const { kind, id } = target(params)
  if (id === null) return { kind, id, values: formValuesOf(kind, null), ...noLanguages, ...formOf(kind) }
  const item = await requireItem(request, kind, id)
  const locale = editLocale(request)
  const fields = item as unknown as Record<string, unknown>
  return {
    kind,
    id,
    locale,
    values: locale === 'et' ? formValuesOf(kind, item) : translationFormValues(kind, item, locale),
    // The three languages as tabs, the translations marked with how far they are.
    languages: [
      { locale: 'et' as const, state: null, path: itemLocalePath(kind, id, 'et') },
      ...translationMarkersOf(kind, item),
    ],
    originals: Object.fromEntries(
      translatedCollectionFields[kind].map((field) => [field, String(fields[field] ?? '')]),
    ),
    ...formOf(kind),
  }
}

/** The entry in Estonian, with its picture; with `?keel=ru|en`, its words in that language. */
export async function action({ request, params }: Route.ActionArgs) {
  const { kind, id } = target(params)
  const locale = editLocale(request)
  if (id !== null && locale !== 'et') return saveTranslationFromForm(request, kind, id, locale)
  return saveItemFromForm(request, kind, id)
}

export function meta({ loaderData }: Route.MetaArgs) {
  const ui = loaderData ? collectionUi[loaderData.kind as CollectionKind] : null
  const language =
    loaderData?.locale === 'ru' ? ' (vene keeles)' : loaderData?.locale === 'en' ? ' (inglise keeles)' : ''
  const title = ui ? (loaderData?.id === null ? ui.add : `${ui.edit}${language}`) : 'Avaleht'
  return [{ title: `${title} | Haldus` }, { name: 'robots', content: 'noindex, nofollow' }]
}

type Values = FormValues

export default function HomeContentItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const kind = loaderData.kind as CollectionKind
  const ui = collectionUi[kind]
  const values: Values = actionData?.values ?? loaderData.values
  const errors: Record<string, string> = actionData?.fieldErrors ?? {}
  const posting = usePostPending()
  const submit = useSubmit()
  const { upload: uploadPicture, uploading } = usePictureUpload()
  const [uploadError, setUploadError] = useState<string | null>(null)
  const busy = uploading || posting
  const picture = ui.picture
  const current = picture ? (values[picture.name] ?? '') : ''
  const pictureError = picture ? (uploadError ?? errors[picture.name]) : undefined
  const altField = picture?.altField ? ui.fields.find((field) => field.name === picture.altField) : undefined
  const { backTo, fileField, removeField, locale } = loaderData

  /** With JavaScript a chosen picture is uploaded first; the form then carries only its address. */
  function uploadFirst(event: React.FormEvent<HTMLFormElement>) {
    if (!picture) return
    const form = event.currentTarget
    const input = form.elements.namedItem(fileField)
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined
    if (!file) return
    event.preventDefault()
    setUploadError(null)
    uploadPicture(file).then(
      (url) => {
        const formData = new FormData(form)
        formData.delete(fileField)
        formData.delete(removeField)
        formData.set(picture.name, url)
        void submit(formData, { method: 'post', encType: 'multipart/form-data' })
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : ''
        setUploadError(
          message && message !== 'Failed to upload file'
            ? message
            : 'Pildi üleslaadimine ebaõnnestus. Palun proovige uuesti.',
        )
      },
    )
  }

  return (
    <div className="mx-auto max-w-2xl">
      <p>
        <Link to={backTo} className="inline-flex min-h-11 items-center font-semibold text-graphite underline">
          ← Avaleht
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-graphite">{loaderData.id === null ? ui.add : ui.edit}</h1>
      {loaderData.languages.length > 0 ? (
        <LanguageTabs
          label="Kirje keel"
          current={locale}
          languages={loaderData.languages.map((language) => ({
            locale: language.locale,
            path: language.path,
            marker: language.state ? translationStateWords[language.state] : sourceTextWord,
            done: language.state === null || language.state === 'done',
          }))}
        />
      ) : null}
      <FormError message={actionData?.error} />
      {locale !== 'et' ? (
        <TranslationForm
          kind={kind}
          locale={locale}
          values={values}
          errors={errors}
          originals={loaderData.originals}
          action={loaderData.languages.find((language) => language.locale === locale)?.path ?? ''}
          backTo={backTo}
          busy={busy}
        />
      ) : (
        /* A new answer brings its own values: the form starts again from them. */
        <Form
          method="post"
          encType="multipart/form-data"
          key={JSON.stringify(values)}
          noValidate
          onSubmit={uploadFirst}
          className="mt-6 grid gap-5 rounded-xl bg-white p-4 shadow-sm sm:p-6"
        >
          {ui.fields
            .filter((field) => field.name !== altField?.name)
            .map((field) => (
              <EntryField key={field.name} field={field} values={values} errors={errors} />
            ))}
          {picture ? (
            <fieldset className="grid gap-3">
              <legend className="mb-1 font-medium">
                <LabelText text={picture.label} optional={picture.optional} />
              </legend>
              <input type="hidden" name={picture.name} value={current} />
              {current ? (
                <div className="w-48 overflow-hidden rounded-md border border-stone-200 bg-stone-100">
                  <SitePicture
                    image={current}
                    alt="Praegune pilt"
                    sizes="12rem"
                    className={`aspect-[4/3] w-full ${kind === 'partner' ? 'object-contain' : 'object-cover'}`}
                  />
                </div>
              ) : null}
              <div>
                <label htmlFor="item-picture-file" className="mb-1 block">
                  {current ? 'Vali uus pilt' : 'Vali pilt'}
                </label>
                <input
                  id="item-picture-file"
                  name={fileField}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                  aria-invalid={Boolean(pictureError) || undefined}
                  aria-describedby={`item-picture-hint${pictureError ? ' item-picture-error' : ''}`}
                  className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-stone-400 file:bg-white file:px-4 file:font-semibold"
                />
                <p id="item-picture-hint" className="mt-1 text-sm text-stone-700">
                  {picture.hint}
                </p>
                {pictureError ? (
                  <p id="item-picture-error" className="mt-1 text-sm font-medium text-red-700">
                    {pictureError}
                  </p>
                ) : null}
              </div>
              {picture.optional && current ? (
                <label className="flex min-h-11 items-center gap-2">
                  <input type="checkbox" name={removeField} className="size-5 accent-accent" />
                  Eemalda pilt
                </label>
              ) : null}
              {altField ? <EntryField field={altField} values={values} errors={errors} /> : null}
            </fieldset>
          ) : null}
          <EntryFormButtons busy={busy} backTo={backTo} label="Salvesta" />
        </Form>
      )}
    </div>
  )
}
