import { useEffect, useId, useState } from 'react'
import {
  type InquiryField,
  type InquiryFieldErrors,
  inquiryTexts,
  parseInquiryForm,
} from '#app/domain/inquiry-form.ts'
import { PrivacyNote } from './privacy-note.tsx'
import { notify } from './toast.tsx'

export type InquiryResult =
  | { ok: true }
  | { ok: false; fieldErrors: InquiryFieldErrors; formError: string | null; values?: Record<string, string> }

const inputClass =
  'block min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 aria-[invalid]:border-red-700'

/** The home page's price inquiry (#stats). Posts to the home action without JavaScript. */
export function InquiryForm(props: {
  idempotencyKey: string
  /** The material choices of SPEC §3, 'muu' last (from app/content/inquiry.ts, through the loader). */
  choices: readonly { value: string; label: string }[]
  result?: InquiryResult
  sent: boolean
}) {
  const choiceValues = props.choices.map((choice) => choice.value)
  const id = useId()
  const failed = props.result && !props.result.ok ? props.result : undefined
  const [hydrated, setHydrated] = useState(false)
  const [errors, setErrors] = useState<InquiryFieldErrors>(failed?.fieldErrors ?? {})
  const [submitting, setSubmitting] = useState(false)
  const [sent, setSent] = useState(props.sent)
  useEffect(() => setHydrated(true), [])

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const data = new FormData(event.currentTarget)
    const parsed = parseInquiryForm(choiceValues, Object.fromEntries(data))
    if (!parsed.ok) {
      setErrors(parsed.errors)
      const first = Object.keys(parsed.errors)[0]
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      const response = await fetch('/api/inquiries', { method: 'POST', body: data })
      const body = (await response.json()) as InquiryResult
      if (!body.ok) {
        setErrors(body.fieldErrors)
        throw new Error(body.formError ?? `HTTP ${response.status}`)
      }
      void notify('success', inquiryTexts.successTitle, inquiryTexts.successText)
      setSent(true)
    } catch (error) {
      console.error('Hinnapäringu saatmine ebaõnnestus', error)
      void notify('error', inquiryTexts.failureTitle, inquiryTexts.failureText)
    } finally {
      setSubmitting(false)
    }
  }

  if (sent) {
    return (
      <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-6 text-green-900">
        <p className="text-lg font-semibold">{inquiryTexts.successTitle}</p>
        <p className="mt-1">{inquiryTexts.successText}</p>
      </div>
    )
  }

  const field = (name: InquiryField) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: failed?.values?.[name],
    'aria-invalid': Boolean(errors[name]) || undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const error = (name: InquiryField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    ) : null

  return (
    <form
      method="post"
      action="/?index#stats"
      noValidate
      onSubmit={hydrated ? submit : undefined}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
      aria-label="Hinnapäring"
    >
      <input type="hidden" name="intent" value="inquiry" />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label>
          Veebileht
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {failed?.formError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800 sm:col-span-2">
          {inquiryTexts.failureTitle}: {failed.formError}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-name`} className="mb-1 block font-medium">
          Nimi *
        </label>
        <input {...field('name')} autoComplete="name" required maxLength={100} className={inputClass} />
        {error('name')}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="mb-1 block font-medium">
          E-post *
        </label>
        <input
          {...field('email')}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          className={inputClass}
        />
        {error('email')}
      </div>
      <div>
        <label htmlFor={`${id}-phone`} className="mb-1 block font-medium">
          Telefon *
        </label>
        <input
          {...field('phone')}
          type="tel"
          autoComplete="tel"
          required
          maxLength={40}
          className={inputClass}
        />
        {error('phone')}
      </div>
      <div>
        <label htmlFor={`${id}-material`} className="mb-1 block font-medium">
          Materjal
        </label>
        <select
          {...field('material')}
          defaultValue={failed?.values?.material ?? choiceValues[0]}
          className={inputClass}
        >
          {props.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        {error('material')}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-details`} className="mb-1 block font-medium">
          Täpsustus
        </label>
        <textarea
          {...field('details')}
          rows={4}
          maxLength={2000}
          placeholder="Kogus ja sihtkoht, nt 15 tonni Tapale"
          className={inputClass}
        />
        {error('details')}
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-12 items-center rounded-md bg-accent px-6 text-lg font-semibold text-white hover:bg-accent-hover disabled:bg-stone-400"
        >
          {submitting ? 'Saadan…' : 'Saada hinnapäring'}
        </button>
        <PrivacyNote className="mt-3" />
      </div>
    </form>
  )
}
