import { z } from 'zod'
import { parseEurosToCents } from './money.ts'

/** The forms about a payment made online: the customer's 'Maksa kohe' and the staff's refund. */

/** The card's choice among the banks of 'Maksa kohe'. */
export const cardChoice = 'kaart'

/** 'Maksa kohe': a bank's code as Montonio names it, 'kaart', or nothing to let Montonio's page ask. */
export const paymentStartFormSchema = z.object({
  bank: z.string().max(64, { error: 'Tundmatu makseviis.' }).optional(),
})

const refundAmountText = 'Summa peab olema eurodes, nt 12,50.'

/** Staff's 'Tagasta Montonio kaudu': `amountEur` in euros, or nothing for all that is left. */
export const refundFormSchema = z.object({
  amountEur: z
    .string({ error: refundAmountText })
    .transform((value, context) => {
      const cents = parseEurosToCents(value.replace(/\s/g, ''))
      if (cents !== null && cents > 0) return cents
      context.addIssue({ code: 'custom', message: refundAmountText })
      return z.NEVER
    })
    .optional(),
})
