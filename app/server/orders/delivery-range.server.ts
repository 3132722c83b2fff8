import { z } from 'zod'
import { addDays } from '#app/domain/delivery-schedule.ts'
import { isCalendarDate } from '#app/domain/tallinn-time.ts'
import { maxRangeDays } from './day-plan.server.ts'

const calendarDate = (label: string) =>
  z
    .string({ error: `${label} puudub (kujul AAAA-KK-PP).` })
    .refine(isCalendarDate, { error: `${label} peab olema kuupäev kujul AAAA-KK-PP.` })

/** `from` and `to` of the deliveries API: real dates, in order, at most maxRangeDays days. */
export const deliveryRange = z
  .object({ from: calendarDate('Alguskuupäev'), to: calendarDate('Lõppkuupäev') })
  .refine((value) => value.from <= value.to, { error: 'Alguskuupäev ei saa olla pärast lõppkuupäeva.' })
  .refine((value) => value.to <= addDays(value.from, maxRangeDays - 1), {
    error: `Vahemik võib olla kuni ${maxRangeDays} päeva.`,
  })
