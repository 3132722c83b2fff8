import type { InputHTMLAttributes } from 'react'

/** The look of every public form's inputs; an invalid one gets a red border. */
export const inputClass =
  'block min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 aria-[invalid]:border-red-700'

/** A field's message, which its input names in aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  )
}

/** A labelled text input with its message: the error's id is the input's id with '-error'. */
export function TextField({
  id,
  label,
  error,
  className,
  ...input
}: {
  id: string
  label: string
  error: string | undefined
  className?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}
