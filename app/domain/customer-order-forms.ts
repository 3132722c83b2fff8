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
