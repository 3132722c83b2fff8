import { Form } from 'react-router'
import type { FormValues } from '#app/components/form-field.tsx'
import { translatedCollectionFields } from '#app/domain/collection-fields.ts'
import { type CollectionKind, collectionUi } from './home-content.ts'
import { EntryField, EntryFormButtons } from './home-content-field.tsx'

const inLanguage = { ru: 'vene keeles', en: 'inglise keeles' } as const
const homePageIn = { ru: 'venekeelne avaleht', en: 'ingliskeelne avaleht' } as const

/**
 * An entry's words in Russian or English (ADR 060): each translated field under its Estonian text, which
 * it translates; a field left empty shows the Estonian text on that language's home page, and says so. A
 * plain form: it works without JavaScript.
 */
export function TranslationForm({
  kind,
  locale,
  values,
  errors,
  originals,
  action,
  backTo,
  busy,
}: {
  kind: CollectionKind
  locale: 'ru' | 'en'
  values: FormValues
  errors: FormValues
  /** The Estonian text of each translated field. */
  originals: Record<string, string>
  action: string
  backTo: string
  busy: boolean
}) {
  const translated: readonly string[] = translatedCollectionFields[kind]
  const fields = collectionUi[kind].fields.filter(
    (field) => translated.includes(field.name) && originals[field.name],
  )
  return (
    <Form
      method="post"
      action={action}
      key={JSON.stringify(values)}
      noValidate
      className="mt-6 grid gap-5 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <p className="text-stone-700">
        Kirjutage tekstid {inLanguage[locale]}. Kui väli jääb tühjaks, näitab {homePageIn[locale]} selle
        asemel eestikeelset teksti.
      </p>
      {fields.map((field) => {
        const name = `translations.${locale}.${field.name}`
        return (
          <EntryField
            key={field.name}
            field={{ ...field, name, label: `${field.label} ${inLanguage[locale]}`, required: false }}
            values={values}
            errors={errors}
            hint={
              <>
                <span className="block">
                  Eesti keeles:{' '}
                  <span lang="et" className="whitespace-pre-line text-graphite">
                    {originals[field.name]}
                  </span>
                </span>
                {values[name]?.trim() ? null : (
                  <span className="mt-1 block font-medium">
                    Tõlkimata: avalehel on seni eestikeelne tekst.
                  </span>
                )}
              </>
            }
          />
        )
      })}
      <EntryFormButtons busy={busy} backTo={backTo} label="Salvesta tõlge" />
    </Form>
  )
}
