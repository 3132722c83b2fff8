import { useState } from 'react'
import { type InquiryMessage, inquiryTextsWith } from '#app/content/messages/inquiry.ts'
import {
  type InquiryField,
  type InquiryFieldErrors,
  type InquirySubmissionResult,
  parseInquiryForm,
} from '#app/domain/inquiry-form.ts'
import type { Locale } from '#app/domain/locale.ts'
import { useEachAnswer, useFormPost } from '#app/lib/form-post.ts'
import { type CompiledMessages, translator } from '#app/lib/i18n.ts'
import { useSubmissionKey } from '#app/lib/use-submission-key.ts'
import { EmailField, FieldError, HoneypotField, inputClass, PhoneField, TextField } from './form-field.tsx'
import { PrivacyNote } from './privacy-note.tsx'
import { notify } from './toast.tsx'

const lost = (): InquirySubmissionResult => ({ ok: false, fieldErrors: {}, formError: null })

/**
 * The home page's price inquiry (#stats), an island (docs/decisions/034-islands.md). Without JavaScript
 * it posts to the home page's action; with it, to the JSON API of the same submission (/api/inquiries).
 * Its texts are the page's language's (ADR 060), compiled on the server and read by the runtime.
 */
export function InquiryForm(props: {
  idempotencyKey: string
  /** The material choices of SPEC §3, 'muu' last (from app/content/inquiry.ts, through the loader). */
  choices: readonly { value: string; label: string }[]
  result?: InquirySubmissionResult
  sent: boolean
  /** Where the form posts without JavaScript: the home page of its language ('/?index', '/ru'). */
  action: string
  locale: Locale
  /** inquiryMessages in `locale`, compiled. */
  messages: CompiledMessages
  /** The privacy notice in the page's language (hrefIn); the Estonian one unless given. */
  privacyHref?: string
}) {
  const t = translator<InquiryMessage>(props.locale, props.messages)
  const inquiryTexts = inquiryTextsWith(t)
  const choiceValues = props.choices.map((choice) => choice.value)
  const id = 'paring'
  const failed = props.result && !props.result.ok ? props.result : undefined
  const post = useFormPost('/api/inquiries', lost)
  const submitting = post.state !== 'idle'
  const [errors, setErrors] = useState<InquiryFieldErrors>(failed?.fieldErrors ?? {})
  const [sent, setSent] = useState(props.sent)
  const [idempotencyKey, renewIdempotencyKey] = useSubmissionKey(props.idempotencyKey)

  /** Checks what the browser can; the inquiry is sent only when nothing is wrong. */
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const parsed = parseInquiryForm(
      choiceValues,
      Object.fromEntries(new FormData(event.currentTarget)),
      inquiryTexts,
    )
    if (!parsed.ok) {
      setErrors(parsed.errors)
      const first = Object.keys(parsed.errors)[0]
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setErrors({})
    void post.submit(event.currentTarget)
  }

  // Each answer of the action is shown once, when the post has settled.
  useEachAnswer(post, (body) => {
    if (body.ok) {
      void notify('success', inquiryTexts.successTitle, inquiryTexts.successText)
      setSent(true)
      renewIdempotencyKey()
    } else {
      setErrors(body.fieldErrors)
      console.error('Hinnapäringu saatmine ebaõnnestus', new Error(body.formError ?? 'refused'))
      void notify('error', inquiryTexts.failureTitle, inquiryTexts.failureText)
    }
  })

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
  const error = (name: InquiryField) => <FieldError id={`${id}-${name}-error`} message={errors[name]} />
  const text = (name: InquiryField) => ({
    id: `${id}-${name}`,
    name,
    error: errors[name],
    defaultValue: failed?.values?.[name],
  })

  return (
    <form
      method="post"
      action={`${props.action}#stats`}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
      aria-label={t('form')}
    >
      <input type="hidden" name="intent" value="inquiry" />
      <input type="hidden" name="locale" value={props.locale} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <HoneypotField label={t('website')} />
      {failed?.formError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800 sm:col-span-2">
          {inquiryTexts.failureTitle}: {failed.formError}
        </p>
      ) : null}
      <TextField {...text('name')} label={t('name')} autoComplete="name" required maxLength={100} />
      <EmailField {...text('email')} label={t('email')} />
      <PhoneField {...text('phone')} label={t('phone')} />
      <div>
        <label htmlFor={`${id}-material`} className="mb-1 block font-medium">
          {t('material')}
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
          {t('details')}
        </label>
        <textarea
          {...field('details')}
          rows={4}
          maxLength={2000}
          placeholder={t('detailsPlaceholder')}
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
          {submitting ? t('submitting') : t('submit')}
        </button>
        <PrivacyNote
          className="mt-3"
          href={props.privacyHref}
          texts={{ note: t('privacyNote'), link: t('privacyLink'), newTab: t('newTab') }}
        />
      </div>
    </form>
  )
}
