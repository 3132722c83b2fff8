import * as z from 'zod/mini'
import { describeIssues } from './form-issues.ts'
import { checkedText, strictEmailPattern } from './order-form.ts'

/** What the inquiry's check and its answers say, in the visitor's language (ADR 060). */
export interface InquiryTexts {
  successTitle: string
  successText: string
  failureTitle: string
  failureText: string
  nameRequired: string
  emailRequired: string
  emailInvalid: string
  phoneRequired: string
  materialRequired: string
  tooLong: (max: number) => string
  forbiddenCharacters: string
}

/** The price inquiry of the home page (SPEC §3 'Price inquiry', §5, §8), in Estonian. */
export const inquiryTexts: InquiryTexts = {
  successTitle: 'Päring edukalt saadetud!',
  successText: 'Võtame teiega peagi ühendust.',
  failureTitle: 'Viga päringu saatmisel',
  failureText: 'Palun proovige uuesti või helistage otse.',
  nameRequired: 'Nimi on kohustuslik',
  emailRequired: 'E-post on kohustuslik',
  emailInvalid: 'Vigane e-posti aadress',
  phoneRequired: 'Telefon on kohustuslik',
  materialRequired: 'Valige materjal',
  tooLong: (max) => `Lubatud on kuni ${max} märki`,
  forbiddenCharacters: 'Tekstis on lubamatuid märke',
}

export const inquiryFieldNames = ['name', 'email', 'phone', 'material', 'details'] as const
export type InquiryField = (typeof inquiryFieldNames)[number]
export type InquiryFieldErrors = Partial<Record<InquiryField, string>>

/**
 * What the server answers to a price inquiry, the home page's action and POST /api/inquiries alike; the
 * inquiry form shows it. `values` echoes what was posted, for the form without JavaScript.
 */
export type InquirySubmissionResult =
  | { ok: true }
  | { ok: false; fieldErrors: InquiryFieldErrors; formError: string | null; values?: Record<string, string> }

export interface InquiryValues {
  name: string
  email: string
  phone: string
  material: string
  details: string | null
}

/** The inquiry's fields checked, each message in the language of `texts` (Estonian unless given). */
export function parseInquiryForm(
  materialChoices: readonly string[],
  input: Record<string, unknown>,
  texts: InquiryTexts = inquiryTexts,
): { ok: true; value: InquiryValues } | { ok: false; errors: InquiryFieldErrors } {
  const text = (max: number, required?: string) => checkedText(max, texts, required)
  const fields = Object.fromEntries(
    inquiryFieldNames.map((name) => [name, typeof input[name] === 'string' ? input[name] : '']),
  )
  const schema = z.object({
    name: text(100, texts.nameRequired),
    email: text(254, texts.emailRequired).check(z.regex(strictEmailPattern, texts.emailInvalid)),
    phone: text(40, texts.phoneRequired),
    material: text(200).check(z.refine((value) => materialChoices.includes(value), texts.materialRequired)),
    details: z.pipe(
      text(2000),
      z.transform((value) => value || null),
    ),
  })
  const result = schema.safeParse(fields)
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, errors: describeIssues(result.error.issues).fieldErrors as InquiryFieldErrors }
}
