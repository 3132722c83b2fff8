import { materials } from './materials.ts'

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
