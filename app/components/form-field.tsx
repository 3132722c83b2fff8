import type { ComponentProps, InputHTMLAttributes, ReactNode } from 'react'

/**
 * The one family of form fields, public and staff: a label, the control, a hint and the field's message,
 * the control naming both in aria-describedby. Every form posts without JavaScript too.
 */

/** The look of every input; an invalid one gets a red border, a disabled one greys. */
export const inputClass =
  'block min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-600 aria-[invalid]:border-red-700'

/** What the control of a field gets: its id, its invalid state, what describes it, its look. */
export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
}

/** A field's message, which its control names in aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  )
}

/**
 * A labelled field around the control `children` renders with the props it is given. The message's id is
 * the control's id with '-error', the hint's with '-hint'; `describedBy` names a text outside the field
 * too (one hint of two fields).
 */
export function Field({
  id,
  label,
  hint,
  error,
  invalid,
  describedBy,
  className,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  /** Marks the control invalid whose message the form shows elsewhere. */
  invalid?: boolean
  describedBy?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : '', describedBy ?? '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': described || undefined,
        className: inputClass,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/** A labelled input with its message: a Field around one `<input>` that takes the rest of the props. */
export function TextField({
  id,
  label,
  error,
  invalid,
  hint,
  describedBy,
  className,
  ...input
}: Omit<Parameters<typeof Field>[0], 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  const field = { id, label, error, invalid, hint, describedBy, className }
  return <Field {...field}>{(control) => <input {...control} {...input} />}</Field>
}

/**
 * A labelled file input for a picture to upload, with what follows it inside the field: a note, a preview.
 * The rest of the props go to the `<input>`.
 */
export function PictureField({
  id,
  label,
  children,
  ...input
}: { id: string; label: ReactNode; children?: ReactNode } & Omit<
  ComponentProps<'input'>,
  'id' | 'type' | 'accept' | 'className' | 'children'
>) {
  return (
    <Field id={id} label={label}>
      {() => (
        <>
          <input
            id={id}
            type="file"
            accept="image/*"
            {...input}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-stone-400 file:bg-white file:px-4 file:font-semibold disabled:opacity-60"
          />
          {children}
        </>
      )}
    </Field>
  )
}

/** A label's words, with '(valikuline)' after them for a field that may stay empty. */
export function LabelText({ text, optional }: { text: ReactNode; optional?: boolean }) {
  return (
    <>
      {text}
      {optional ? <span className="font-normal text-stone-700"> (valikuline)</span> : null}
    </>
  )
}

/** A form's shown values and the server's messages, by field name. */
export type FormValues = Record<string, string>

/**
 * A text field (a textarea with `rows`) of a form whose values and messages come by field name (the
 * staff's settings forms): named `name`, its id `${idPrefix}-${name}` with dots as dashes.
 */
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
  /** Says '(valikuline)' after the label. */
  optional?: boolean
  /** A textarea of this many rows; a one-line input without. */
  rows?: number
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'readOnly' | 'maxLength' | 'placeholder'
>) {
  const id = `${idPrefix}-${name.replace(/\./g, '-')}`
  return (
    <Field id={id} label={<LabelText text={label} optional={optional} />} hint={hint} error={errors[name]}>
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
    </Field>
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

/** A text field of the customer's in the public forms, named, with its error and what was typed before. */
type CustomerFieldProps = {
  id: string
  name: string
  error: string | undefined
  defaultValue: string | undefined
}

/** The customer's e-mail address, in the order and the inquiry form alike. */
export function EmailField({ label = 'E-post *', ...props }: CustomerFieldProps & { label?: string }) {
  return <TextField {...props} label={label} type="email" autoComplete="email" required maxLength={254} />
}

/** The customer's phone number, in the order and the inquiry form alike. */
export function PhoneField({ label = 'Telefon *', ...props }: CustomerFieldProps & { label?: string }) {
  return <TextField {...props} label={label} type="tel" autoComplete="tel" required maxLength={40} />
}

/** A field people never see: bots fill it in, and a form that arrives with it filled is refused. */
export function HoneypotField({ label = 'Veebileht' }: { label?: string }) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/**
 * The FormField of a settings form's field by name and label, with the form's values and messages and
 * the field's own extras (a hint, rows, an input mode).
 */
export function formFieldsOf(idPrefix: string, values: FormValues, errors: FormValues) {
  return (name: string, label: string, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField idPrefix={idPrefix} name={name} label={label} values={values} errors={errors} {...extra} />
  )
}
