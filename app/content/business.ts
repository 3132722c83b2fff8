import type { OpeningHoursGroup, Season, WeeklyHours } from '#app/domain/weekly-hours.ts'
import { groupWeeklyHours } from '#app/domain/weekly-hours.ts'

/**
 * The quarry's business facts (SPEC §3 'Business info'). Staff edit them on /admin/ettevote; the values
 * here are the starting content of a new installation, placeholders the owner replaces before going live
 * (README, 'Before going live').
 */

/** What staff edit, and what is stored. */
export interface BusinessFacts {
  name: string
  legalName: string
  /** The commercial register's code; '' until the owner enters it. */
  registryCode: string
  /** 'EE' and nine digits; '' when the company is not VAT-registered or not entered yet. */
  vatNumber: string
  /** The bank account invoices are paid to, without spaces; '' until the owner enters it. */
  iban: string
  /** The bank's name, printed beside the IBAN on invoices. */
  bankName: string
  /** Days from an invoice's issue to its due date. */
  paymentTermDays: number
  /**
   * Business accounts' credit control (ADR 059): an order on account is held for a decision while the
   * company has an invoice overdue by more than this many days.
   */
  creditOverdueDays: number
  /**
   * Buyers without a business account pay before delivery: their confirmed orders show 'Ettemaks
   * tasumata' until paid, and delivering one unpaid needs staff's explicit decision (ADR 059).
   */
  prepaymentRequired: boolean
  address: {
    street: string
    locality: string
    region: string
    postalCode: string
  }
  /** As visitors read it; the tel: form is derived from it. */
  phone: string
  email: string
  website: string
  /** The quarry's loading point: the origin of every delivery distance. */
  coordinates: { latitude: number; longitude: number }
  weeklyHours: WeeklyHours
  /** Sales hours as the spec states them (SPEC §1, §9). */
  salesHours: string
  /** A part of the year with other hours (winter), or none. */
  season: Season | null
  /** Delivery counties (SPEC §1). */
  deliveryArea: readonly string[]
  /** The home page's two figures. */
  foundedYearsText: string
  projectsText: string
  /**
   * The facts that are text, in Russian and English (ADR 060); a text or list left empty or missing is
   * read in Estonian (`businessTextIn`, `deliveryAreaIn`).
   */
  translations?: Partial<Record<'ru' | 'en', BusinessTranslation>>
}

/** The business facts that are text a visitor reads, and so have a Russian and an English version. */
export const translatedBusinessTexts = ['salesHours', 'seasonName'] as const
export type TranslatedBusinessText = (typeof translatedBusinessTexts)[number]

/** One language's versions of the text facts, and the delivery area's counties as it names them. */
export type BusinessTranslation = Partial<Record<TranslatedBusinessText, string>> & {
  deliveryArea?: readonly string[]
}

/** The facts as the site reads them: with what is derived from them. */
export interface BusinessInfo extends BusinessFacts {
  address: BusinessFacts['address'] & { country: 'EE' }
  /** For tel: links, E.164. */
  phoneE164: string
  /** Consecutive weekdays with the same hours, for visitors and structured data. */
  openingHours: readonly OpeningHoursGroup[]
  serviceRadiusMetres: number
}

const weekdayHours = { opens: '08:00', closes: '17:00' }

export const builtInBusinessFacts: BusinessFacts = {
  name: 'Padu Karjäär',
  legalName: 'Padu Karjäär OÜ',
  registryCode: '',
  vatNumber: '',
  iban: '',
  bankName: '',
  paymentTermDays: 14,
  creditOverdueDays: 14,
  prepaymentRequired: false,
  address: {
    street: 'Padu karjäär',
    locality: 'Padu küla',
    region: 'Lääne-Viru maakond',
    postalCode: '46101',
  },
  phone: '+372 5000 0000',
  email: 'info@padukarjaar.ee',
  website: 'https://padukarjaar.ee',
  coordinates: { latitude: 59.2414, longitude: 26.7216 },
  weeklyHours: {
    Monday: weekdayHours,
    Tuesday: weekdayHours,
    Wednesday: weekdayHours,
    Thursday: weekdayHours,
    Friday: weekdayHours,
    Saturday: { opens: '09:00', closes: '15:00' },
    Sunday: null,
  },
  salesHours: 'E-R 08:00-17:00, v.a talvel',
  season: null,
  deliveryArea: ['Lääne-Virumaa', 'Jõgevamaa', 'Järvamaa'],
  foundedYearsText: '15+',
  projectsText: '150+',
  translations: {
    ru: {
      salesHours: 'пн–пт 08:00–17:00, кроме зимы',
      seasonName: 'зима',
      deliveryArea: ['Ляэне-Вирумаа', 'Йыгевамаа', 'Ярвамаа'],
    },
    en: {
      salesHours: 'Mon–Fri 08:00–17:00, except in winter',
      seasonName: 'winter',
      deliveryArea: ['Lääne-Viru County', 'Jõgeva County', 'Järva County'],
    },
  },
}

/** A text fact in the language, or in Estonian where it has no translation (ADR 060). */
export function businessTextIn(
  business: Pick<BusinessFacts, 'season' | 'salesHours' | 'translations'>,
  locale: 'et' | 'ru' | 'en',
  text: TranslatedBusinessText,
): string {
  const estonian = text === 'salesHours' ? business.salesHours : (business.season?.name ?? '')
  if (locale === 'et') return estonian
  return business.translations?.[locale]?.[text]?.trim() || estonian
}

/** The delivery area's counties as the language names them, or in Estonian where it has none (ADR 060). */
export function deliveryAreaIn(
  business: Pick<BusinessFacts, 'deliveryArea' | 'translations'>,
  locale: 'et' | 'ru' | 'en',
): readonly string[] {
  const translated = locale === 'et' ? undefined : business.translations?.[locale]?.deliveryArea
  return translated && translated.length > 0 ? translated : business.deliveryArea
}

/** The facts with what follows from them; `phoneE164` is the phone's E.164 form, checked by the caller. */
export function businessInfo(facts: BusinessFacts, phoneE164: string): BusinessInfo {
  return {
    ...facts,
    address: { ...facts.address, country: 'EE' },
    phoneE164,
    openingHours: groupWeeklyHours(facts.weeklyHours),
    serviceRadiusMetres: 50_000,
  }
}

/** The built-in facts as the site reads them: shown until the server has read the owner's. */
export const builtInBusiness: BusinessInfo = businessInfo(builtInBusinessFacts, '+37250000000')
