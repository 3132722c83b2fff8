import { z } from 'zod'

const staleVersion = 'Tellimuse andmed on vigased. Palun laadige leht uuesti.'

/**
 * 'Tühista tellimus' on the customer's order page (/tellimus/{token}): the order's version as the page
 * showed it, so that an order changed meanwhile is not cancelled unseen.
 */
export const customerCancelFormSchema = z.object({
  version: z
    .number({ error: staleVersion })
    .int({ error: staleVersion })
    .positive({ error: staleVersion })
    .optional(),
})

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
