import { z } from 'zod'
import { type CustomerCancelTexts, customerCancelTexts } from './customer-cancel-texts.ts'

export { type CustomerCancelTexts, customerCancelTexts } from './customer-cancel-texts.ts'

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
