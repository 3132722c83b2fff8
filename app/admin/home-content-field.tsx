import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Field, type FormValues, LabelText } from '#app/components/form-field.tsx'
import { type FieldSpec, ratingChoices } from './home-content.ts'
import { buttonClass } from './ui/button.ts'

/**
 * One field of a home-page entry's form, by its spec (home-content.ts): a text, a web address, a month,
 * a longer text or the rating, with the server's message beside it. `hint` takes the place of the
 * spec's (a translation's field says what it translates).
 */
export function EntryField({
  field,
  values,
  errors,
  hint,
}: {
  field: FieldSpec
  values: FormValues
  errors: FormValues
  hint?: ReactNode
}) {
  const value = values[field.name] ?? ''
  return (
    <Field
      id={`item-${field.name.replace(/\./g, '-')}`}
      label={<LabelText text={field.label} optional={!field.required} />}
      hint={hint ?? field.hint}
      error={errors[field.name]}
    >
      {(control) =>
        field.kind === 'textarea' ? (
          <textarea
            {...control}
            name={field.name}
            defaultValue={value}
            rows={5}
            maxLength={field.maxLength}
          />
        ) : field.kind === 'rating' ? (
          <select {...control} name={field.name} defaultValue={value}>
            {ratingChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...control}
            name={field.name}
            defaultValue={value}
            type={field.kind === 'url' ? 'url' : field.kind === 'month' ? 'month' : 'text'}
            inputMode={field.kind === 'url' ? 'url' : undefined}
            placeholder={field.kind === 'month' ? 'AAAA-KK' : undefined}
            maxLength={field.maxLength}
            autoComplete="off"
          />
        )
      }
    </Field>
  )
}

/** The end of an entry's form: save (`label`), or cancel back to the list. */
export function EntryFormButtons({ busy, backTo, label }: { busy: boolean; backTo: string; label: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy ? 'Salvestan...' : label}
      </button>
      <Link to={backTo} className={buttonClass.secondary}>
        Tühista
      </Link>
    </div>
  )
}
