import { electronicFormatIBAN, isValidIBAN } from 'ibantools'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { z } from 'zod'
import {
  type BusinessFacts,
  type BusinessInfo,
  builtInBusiness,
  builtInBusinessFacts,
  businessInfo,
} from '#app/content/business.ts'
import { parseClock } from '#app/domain/delivery-schedule.ts'
import { controlCharacters, hasVisibleText } from '#app/domain/order-form.ts'
import { type WeeklyHours, weekdayNames } from '#app/domain/weekly-hours.ts'
import type { Database } from '../db/database.server.ts'
import { log } from '../log.server.ts'
import { writeDocument } from './content-writes.server.ts'

/**
 * The business facts staff edit on /admin/ettevote and through PUT /api/admin/business: the schema with
 * its Estonian messages, and the change itself (stored, audited and announced to every process in one
 * transaction).
 */

export const businessTexts = {
  invalidText: 'Tekstis on lubamatuid märke',
  phone: 'Telefon peab olema Eesti või rahvusvaheline number, nt +372 5123 4567',
  email: 'E-posti aadress ei ole korrektne',
  website: 'Veebiaadress peab algama http:// või https://',
  latitude: 'Laiuskraad peab olema Eesti piires (57,5–59,9)',
  longitude: 'Pikkuskraad peab olema Eesti piires (21,5–28,3)',
  clock: 'Kellaaeg peab olema kujul HH:MM',
  hoursOrder: 'Sulgemisaeg peab olema pärast avamisaega',
  monthDay: 'Kuupäev peab olema kujul PP.KK',
  registryCode: 'Registrikood on 8 numbrit',
  vatNumber: 'KMKR number on kujul EE ja 9 numbrit',
  postalCode: 'Postiindeks on 5 numbrit',
  iban: 'IBAN ei ole korrektne, nt EE38 2200 2210 2014 5685',
  paymentTermDays: 'Maksetähtaeg on 1 kuni 90 päeva',
  creditOverdueDays: 'Lubatud tähtaja ületus on 0 kuni 90 päeva',
  deliveryArea: 'Lisage vähemalt üks maakond, kuni 15',
} as const

const text = (label: string, max: number, options: { optional?: boolean } = {}) => {
  const base = z
    .string({ error: `${label}: väärtus puudub` })
    .trim()
    .max(max, `${label} võib olla kuni ${max} märki`)
    .refine((value) => !controlCharacters.test(value), businessTexts.invalidText)
  return options.optional ? base : base.refine(hasVisibleText, `${label} on kohustuslik`)
}

/** The phone as typed and its E.164 form, for an Estonian number or one with a country code. */
export function parsePhone(value: string): { shown: string; e164: string } | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'EE')
  if (!parsed?.isValid()) return null
  return { shown: value.trim().replace(/\s+/g, ' '), e164: parsed.number }
}

const phone = text('Telefon', 40).refine((value) => parsePhone(value) !== null, businessTexts.phone)

const clock = z
  .string({ error: businessTexts.clock })
  .refine((value) => parseClock(value) !== null, businessTexts.clock)

const dayHours = z
  .object({ opens: clock, closes: clock }, { error: businessTexts.clock })
  .strict()
  .refine(
    (hours) => (parseClock(hours.closes) ?? 0) > (parseClock(hours.opens) ?? 0),
    businessTexts.hoursOrder,
  )
  .nullable()

const weeklyHours = z
  .object(
    Object.fromEntries(weekdayNames.map((day) => [day, dayHours])) as Record<
      (typeof weekdayNames)[number],
      typeof dayHours
    >,
    {
      error: 'Lahtiolekuajad puuduvad',
    },
  )
  .strict() as unknown as z.ZodType<WeeklyHours>

const monthDay = z.string({ error: businessTexts.monthDay }).refine((value) => {
  const match = /^(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const month = Number(match[1])
  const day = Number(match[2])
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2024, month, 0)).getUTCDate()
}, businessTexts.monthDay)

/** The delivery area's counties: one to fifteen in Estonian; in a translation none is Estonian's. */
const counties = (label: string, min: number) =>
  z
    .array(text(label, 40), { error: businessTexts.deliveryArea })
    .min(min, businessTexts.deliveryArea)
    .max(15, businessTexts.deliveryArea)

/** One language's versions of the text facts, each optional. */
const translatedTexts = (language: string) =>
  z
    .object({
      salesHours: text(`Müügiaeg ${language}`, 120, { optional: true }),
      seasonName: text(`Hooaja nimi ${language}`, 40, { optional: true }),
      deliveryArea: counties(`Maakond ${language}`, 0),
    })
    .strict()
    .partial()

export const businessFactsSchema = z
  .object(
    {
      name: text('Nimi', 80),
      legalName: text('Ärinimi', 120),
      registryCode: z
        .string({ error: businessTexts.registryCode })
        .trim()
        .refine((value) => value === '' || /^\d{8}$/.test(value), businessTexts.registryCode),
      vatNumber: z
        .string({ error: businessTexts.vatNumber })
        .trim()
        .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
        .refine((value) => value === '' || /^EE\d{9}$/.test(value), businessTexts.vatNumber),
      // The three settings of invoices came after the rest: facts stored before them read as not set.
      iban: z
        .string({ error: businessTexts.iban })
        .transform((value) => electronicFormatIBAN(value) ?? '')
        .refine((value) => value === '' || isValidIBAN(value), businessTexts.iban)
        .default(''),
      bankName: text('Panga nimi', 80, { optional: true }).default(''),
      paymentTermDays: z
        .number({ error: businessTexts.paymentTermDays })
        .int(businessTexts.paymentTermDays)
        .min(1, businessTexts.paymentTermDays)
        .max(90, businessTexts.paymentTermDays)
        .default(14),
      creditOverdueDays: z
        .number({ error: businessTexts.creditOverdueDays })
        .int(businessTexts.creditOverdueDays)
        .min(0, businessTexts.creditOverdueDays)
        .max(90, businessTexts.creditOverdueDays)
        .default(14),
      prepaymentRequired: z
        .boolean({ error: 'prepaymentRequired peab olema true või false.' })
        .default(false),
      address: z
        .object(
          {
            street: text('Tänav või kinnistu', 120),
            locality: text('Asula', 80),
            region: text('Maakond', 80),
            postalCode: z
              .string({ error: businessTexts.postalCode })
              .trim()
              .refine((value) => /^\d{5}$/.test(value), businessTexts.postalCode),
          },
          { error: 'Aadress puudub' },
        )
        .strict(),
      phone,
      email: text('E-post', 120).pipe(z.email(businessTexts.email)),
      website: text('Veebiaadress', 200).refine((value) => {
        try {
          const url = new URL(value)
          return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
        } catch {
          return false
        }
      }, businessTexts.website),
      coordinates: z
        .object(
          {
            latitude: z
              .number({ error: businessTexts.latitude })
              .min(57.5, businessTexts.latitude)
              .max(59.9, businessTexts.latitude),
            longitude: z
              .number({ error: businessTexts.longitude })
              .min(21.5, businessTexts.longitude)
              .max(28.3, businessTexts.longitude),
          },
          { error: 'Koordinaadid puuduvad' },
        )
        .strict(),
      weeklyHours,
      salesHours: text('Müügiaeg', 120),
      season: z
        .object(
          { name: text('Hooaja nimi', 40), from: monthDay, to: monthDay, hours: weeklyHours },
          { error: 'Hooaeg on vigane' },
        )
        .strict()
        .nullable(),
      deliveryArea: counties('Maakond', 1),
      foundedYearsText: text('Aastate arv', 10),
      projectsText: text('Projektide arv', 10),
      // The text facts in Russian and English (ADR 060); empty is read in Estonian. Facts stored before
      // the translations have none.
      translations: z
        .object(
          {
            ru: translatedTexts('vene keeles'),
            en: translatedTexts('inglise keeles'),
          },
          { error: 'Tõlked on vigased' },
        )
        .strict()
        .optional(),
    },
    { error: 'Ettevõtte andmed puuduvad' },
  )
  .strict() satisfies z.ZodType<BusinessFacts, unknown>

/** The stored facts as the site reads them; a document that no longer parses falls back to the built-in. */
export function readBusinessFacts(value: unknown): BusinessInfo {
  const parsed = businessFactsSchema.safeParse(value)
  if (!parsed.success) {
    log.error({ issue: parsed.error.issues[0]?.message }, 'stored business facts unreadable, built-in shown')
    return builtInBusiness
  }
  return toInfo(parsed.data)
}

function toInfo(facts: BusinessFacts): BusinessInfo {
  return businessInfo(facts, parsePhone(facts.phone)?.e164 ?? builtInBusiness.phoneE164)
}

/** Just the editable facts of what the site reads (the API's answer, the form's values). */
export function factsOf(info: BusinessInfo): BusinessFacts {
  const { phoneE164: _e164, openingHours: _groups, serviceRadiusMetres: _radius, ...facts } = info
  const { country: _country, ...address } = facts.address
  return { ...facts, address }
}

/** Stores new facts: audited and announced in one transaction. Returns what the site will read. */
export async function updateBusinessFacts(
  db: Database,
  admin: string,
  facts: BusinessFacts,
  before: BusinessFacts,
): Promise<BusinessInfo> {
  // Saving what is stored already changes nothing and writes no audit entry.
  const stored = businessFactsSchema.safeParse(before)
  if (stored.success && JSON.stringify(stored.data) === JSON.stringify(facts)) return toInfo(facts)
  await db.transaction(async (tx) => {
    await writeDocument(tx, 'business', facts, admin, before)
  })
  return toInfo(facts)
}

export { builtInBusinessFacts }
