import { z } from 'zod'
import { isDeliveryAllowedForQuantity, MAX_QUANTITY_TONNES, MIN_QUANTITY_TONNES } from './order-rules.ts'

/**
 * The order form's fields and validation, shared by the browser (instant messages) and the server
 * action (the authority). The message texts differ per material page (SPEC §5); the page passes its
 * family.
 */
export interface OrderMessages {
  firstNameRequired: string
  lastNameRequired: string
  emailRequired: string
  emailInvalid: string
  /** How strictly the e-mail address is checked: the strict pattern or the loose text@text one. */
  emailPattern: 'strict' | 'loose'
  phoneRequired: string
  quantityRequired: string
  /** Shown when no delivery option is chosen; null where the page has no such message. */
  deliveryOptionRequired: string | null
  /** Shown when delivery is chosen without an address; null where the page has no such message. */
  deliveryAddressRequired: string | null
  /** The text shown on the blocked submit when the address is beyond 60 km. */
  blockedText: string
}

/** SPEC §5 and §8 texts that do not depend on the page. */
export const orderTexts = {
  smallQuantityNote: 'Väiksematele kogustele kui 8 tonni, me transporti ei paku.',
  minimumNotice: 'Minimaalne tellimuse summa on 15€',
  submitting: 'Esitan tellimust...',
  successTitle: 'Tellimus edukalt esitatud!',
  successText: 'Võtame teiega peagi ühendust tellimuse kinnitamiseks.',
  failureTitle: 'Viga tellimuse esitamisel',
  failureText: 'Palun proovige uuesti või võtke meiega otse ühendust.',
  outOfAreaTitle: 'Transport pole võimalik',
  outOfAreaText: 'Asute me piirkonnast väljaspool. Küsige meilt eraldi pakkumist.',
  missingAddressTitle: 'Aadress puudub',
  missingAddressText: 'Palun sisestage tarneaadress.',
  distanceTitle: 'Vahemaa arvutatud',
  overLimitTitle: 'Hoiatus',
  overLimitText: 'Aadress on üle 60 km kaugusel. Tellimus blokeeritud.',
  addressNotFound: 'Aadress ei leitud',
  distanceFailed: 'Vahemaa arvutamine ebaõnnestus',
  quantityOutOfRange: 'Kogus peab olema 1 kuni 25 tonni. Suurema koguse jaoks helistage meile.',
} as const

export const strictEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/
export const looseEmailPattern = /^\S+@\S+$/

export const orderFieldNames = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'quantity',
  'deliveryOption',
  'deliveryAddress',
  'notes',
] as const
export type OrderField = (typeof orderFieldNames)[number]
export type OrderFieldErrors = Partial<Record<OrderField, string>>

const maxText = { name: 100, email: 254, phone: 40, address: 300, notes: 2000 } as const

function text(max: number) {
  return z.string().trim().max(max, `Lubatud on kuni ${max} märki`)
}

export interface OrderFormValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  quantity: number
  deliveryOption: 'self' | 'delivery'
  deliveryAddress: string | null
  notes: string | null
}

/** Builds the schema with one page's message family. */
export function orderFormSchema(messages: OrderMessages) {
  const emailPattern = messages.emailPattern === 'strict' ? strictEmailPattern : looseEmailPattern
  return z
    .object({
      firstName: text(maxText.name).pipe(z.string().min(1, messages.firstNameRequired)),
      lastName: text(maxText.name).pipe(z.string().min(1, messages.lastNameRequired)),
      email: text(maxText.email).pipe(
        z.string().min(1, messages.emailRequired).regex(emailPattern, messages.emailInvalid),
      ),
      phone: text(maxText.phone).pipe(z.string().min(1, messages.phoneRequired)),
      quantity: text(10)
        .pipe(z.string().min(1, messages.quantityRequired))
        .pipe(
          z
            .string()
            .regex(/^\d+$/, orderTexts.quantityOutOfRange)
            .transform(Number)
            .pipe(
              z
                .number()
                .int()
                .min(MIN_QUANTITY_TONNES, orderTexts.quantityOutOfRange)
                .max(MAX_QUANTITY_TONNES, orderTexts.quantityOutOfRange),
            ),
        ),
      deliveryOption: text(20).pipe(
        z.enum(['self', 'delivery'], {
          message: messages.deliveryOptionRequired ?? 'Valige, kas tulete ise järele või soovite transporti',
        }),
      ),
      deliveryAddress: text(maxText.address),
      notes: text(maxText.notes),
    })
    .superRefine((value, ctx) => {
      if (value.deliveryOption !== 'delivery') return
      if (!isDeliveryAllowedForQuantity(value.quantity)) {
        ctx.addIssue({ code: 'custom', path: ['deliveryOption'], message: orderTexts.smallQuantityNote })
      }
      if (!value.deliveryAddress) {
        ctx.addIssue({
          code: 'custom',
          path: ['deliveryAddress'],
          message: messages.deliveryAddressRequired ?? orderTexts.missingAddressText,
        })
      }
    })
    .transform(
      (value): OrderFormValues => ({
        ...value,
        deliveryAddress: value.deliveryOption === 'delivery' ? value.deliveryAddress : null,
        notes: value.notes || null,
      }),
    )
}

/** Parses a submission; on failure returns the first message per field. */
export function parseOrderForm(
  messages: OrderMessages,
  input: Record<string, unknown>,
): { ok: true; value: OrderFormValues } | { ok: false; errors: OrderFieldErrors } {
  // Form posts send '' for an empty field and nothing for a missing one; a forged post may send
  // anything. Every field becomes a string (empty when it was not one) before the rules run.
  const fields = Object.fromEntries(
    orderFieldNames.map((name) => [name, typeof input[name] === 'string' ? input[name] : '']),
  )
  const result = orderFormSchema(messages).safeParse(fields)
  if (result.success) return { ok: true, value: result.data }
  const errors: OrderFieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (orderFieldNames as readonly string[]).includes(field)) {
      errors[field as OrderField] ??= issue.message
    }
  }
  return { ok: false, errors }
}
