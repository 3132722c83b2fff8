import { z } from 'zod'

/**
 * The answers of 'Tühista tellimus' on the customer's order page (/tellimus/{token}), in Estonian; the
 * page gives them in its language (ADR 060), one text per rule for the form's check and the change's.
 */
export interface CustomerCancelTexts {
  /** The posted version is not one the page could have sent. */
  badVersion: string
  /** The order changed after the page showed it. */
  stale: string
  notFound: string
  /** Past the time the customer may cancel online (customerMayCancel), or delivered. */
  closed: string
}

export const customerCancelTexts: CustomerCancelTexts = {
  badVersion: 'Tellimuse andmed on vigased. Palun laadige leht uuesti.',
  stale: 'Tellimust muudeti vahepeal, laadige leht uuesti.',
  notFound: 'Tellimust ei leitud.',
  closed: 'Tellimust ei saa enam veebis tühistada. Palun helistage meile.',
}

/**
 * 'Tühista tellimus': the order's version as the page showed it, so that an order changed meanwhile is
 * not cancelled unseen; refused with the texts' `badVersion`.
 */
export function customerCancelFormSchema(
  texts: Pick<CustomerCancelTexts, 'badVersion'> = customerCancelTexts,
) {
  const error = texts.badVersion
  return z.object({
    version: z.number({ error }).int({ error }).positive({ error }).optional(),
  })
}

export const accountOrderTexts = {
  siteNotYours:
    'Valitud objekti ei leitud teie ettevõtte objektide hulgast. Valige objekt loendist või sisestage aadress.',
  suspended: 'Ettevõtte konto ei ole aktiivne: kontoga ei saa praegu tellida. Palun helistage meile.',
} as const

/**
 * What a signed-in business customer's order form adds to the order request: the saved site chosen
 * ('Objekt'); empty or absent is a new address typed in the form.
 */
export const accountOrderFieldsSchema = z.object({
  siteId: z
    .number({ error: accountOrderTexts.siteNotYours })
    .int({ error: accountOrderTexts.siteNotYours })
    .positive({ error: accountOrderTexts.siteNotYours })
    .max(2_147_483_647, { error: accountOrderTexts.siteNotYours })
    .optional(),
})
