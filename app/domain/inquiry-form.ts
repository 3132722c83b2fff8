import { z } from 'zod'
import { strictEmailPattern } from './order-form.ts'

/** The price inquiry of the home page (SPEC §3 'Price inquiry', §5, §8). */
export const inquiryTexts = {
  successTitle: 'Päring edukalt saadetud!',
  successText: 'Võtame teiega peagi ühendust.',
  failureTitle: 'Viga päringu saatmisel',
  failureText: 'Palun proovige uuesti või helistage otse.',
  nameRequired: 'Nimi on kohustuslik',
  emailRequired: 'E-post on kohustuslik',
  emailInvalid: 'Vigane e-posti aadress',
  phoneRequired: 'Telefon on kohustuslik',
  materialRequired: 'Valige materjal',
} as const

export const inquiryFieldNames = ['name', 'email', 'phone', 'material', 'details'] as const
export type InquiryField = (typeof inquiryFieldNames)[number]
export type InquiryFieldErrors = Partial<Record<InquiryField, string>>

export interface InquiryValues {
  name: string
  email: string
  phone: string
  material: string
  details: string | null
}

export function parseInquiryForm(
  materialChoices: readonly string[],
  input: Record<string, unknown>,
): { ok: true; value: InquiryValues } | { ok: false; errors: InquiryFieldErrors } {
  const fields = Object.fromEntries(
    inquiryFieldNames.map((name) => [name, typeof input[name] === 'string' ? input[name] : '']),
  )
  const schema = z.object({
    name: z.string().trim().min(1, inquiryTexts.nameRequired).max(100, 'Lubatud on kuni 100 märki'),
    email: z
      .string()
      .trim()
      .min(1, inquiryTexts.emailRequired)
      .max(254, 'Lubatud on kuni 254 märki')
      .regex(strictEmailPattern, inquiryTexts.emailInvalid),
    phone: z.string().trim().min(1, inquiryTexts.phoneRequired).max(40, 'Lubatud on kuni 40 märki'),
    material: z
      .string()
      .trim()
      .refine((value) => materialChoices.includes(value), inquiryTexts.materialRequired),
    details: z
      .string()
      .trim()
      .max(2000, 'Lubatud on kuni 2000 märki')
      .transform((value) => value || null),
  })
  const result = schema.safeParse(fields)
  if (result.success) return { ok: true, value: result.data }
  const errors: InquiryFieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as InquiryField
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}
