import type { Locale } from '#app/domain/locale.ts'
import { materials } from './materials.ts'
import { inquiryMessages } from './messages/inquiry.ts'
import { materialNameMessages } from './messages/site-frame.ts'

/** The price inquiry's material choices, in the order of SPEC §3 'Material choices', 'muu' last. */
const order = [
  'soelutud-taiteliiv',
  'soelutud-ehitusliiv',
  'kaldaliiv',
  'looduslik-kruus',
  'soelutud-kruus',
  'soelutud-muld',
  'purukruus',
  'killustik',
  'kruusaveeris-32-64',
  'kruusaveeris-64-100',
] as const

export const otherMaterialChoice = { value: 'muu', label: 'Muu' } as const

export const inquiryMaterialChoices: readonly { value: string; label: string }[] = [
  ...order.map((slug) => {
    const material = materials.find((item) => item.slug === slug)
    if (!material) throw new Error(`Unknown material in the inquiry list: ${slug}`)
    return { value: material.inquiryLabel, label: material.inquiryLabel }
  }),
  otherMaterialChoice,
]

/**
 * The choices as a reader of `locale` sees them (ADR 060): the materials' names in the language, the
 * values Estonian as ever, so that staff read the material as they know it.
 */
export function inquiryMaterialChoicesIn(locale: Locale): readonly { value: string; label: string }[] {
  if (locale === 'et') return inquiryMaterialChoices
  return [
    ...order.map((slug, index) => ({
      value: inquiryMaterialChoices[index]!.value,
      label: materialNameMessages[locale][slug],
    })),
    { value: otherMaterialChoice.value, label: inquiryMessages[locale].otherMaterial },
  ]
}
