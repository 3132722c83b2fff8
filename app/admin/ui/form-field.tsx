import type { InputHTMLAttributes, ReactNode } from 'react'
import { inputClass } from './button.ts'

/**
 * The staff forms' fields (/admin/ettevote, /admin/materjalid, /admin/avaleht): a label, the control,
 * a hint and the server's message, the control naming both in aria-describedby. The forms post without
 * JavaScript; the values they show are what was stored or what was typed before a refusal.
 */

/** A form's shown values and the server's messages, by field name. */
export type FormValues = Record<string, string>

/** What the control of a field gets: its id, its invalid state, what describes it, its look. */
export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
}

export function FieldFrame({
  id,
  label,
  hint,
  error,
  optional,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  /** Says '(valikuline)' after the label. */
  optional?: boolean
  children: (control: ControlProps) => ReactNode
}) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
        {optional ? <span className="font-normal text-stone-700"> (valikuline)</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
        className: inputClass,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A text field (a textarea with `rows`) named `name`, its id `${idPrefix}-${name}` with dots as dashes. */
export function FormField({
  idPrefix,
  name,
  label,
  values,
  errors,
  hint,
  optional,
  rows,
  ...input
}: {
  idPrefix: string
  name: string
  label: string
  values: FormValues
  errors: FormValues
  hint?: string
  optional?: boolean
  /** A textarea of this many rows; a one-line input without. */
  rows?: number
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'readOnly' | 'maxLength' | 'placeholder'
>) {
  const id = `${idPrefix}-${name.replace(/\./g, '-')}`
  return (
    <FieldFrame id={id} label={label} hint={hint} error={errors[name]} optional={optional}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            name={name}
            rows={rows}
            defaultValue={values[name] ?? ''}
            readOnly={input.readOnly}
            maxLength={input.maxLength}
          />
        ) : (
          <input
            {...control}
            name={name}
            type={input.type ?? 'text'}
            autoComplete={input.autoComplete ?? 'off'}
            defaultValue={values[name] ?? ''}
            {...input}
          />
        )
      }
    </FieldFrame>
  )
}

/** Why the server refused the whole form, above it. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
      {message}
    </p>
  )
}

/** A titled white card of a staff form; `columns` puts its fields two a row from tablet width. */
export function FormSection({
  title,
  columns = false,
  children,
}: {
  title: string
  columns?: boolean
  children: ReactNode
}) {
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-graphite">{title}</h2>
      <div className={`mt-3 grid gap-4${columns ? ' sm:grid-cols-2' : ''}`}>{children}</div>
    </section>
  )
}
