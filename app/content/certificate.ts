// /sertifikaat texts as plain strings, in the page's language (ADR 060): the page and the downloadable PDF
// are both generated from them. The texts themselves are the catalogue messages/certificate.ts.
import type { Locale } from '#app/domain/locale.ts'
import { type BusinessInfo, businessTextIn } from './business.ts'
import {
  type CertificateMessage,
  certificateMessages,
  certifiedProductKeys,
  productionStepKeys,
} from './messages/certificate.ts'
import { perBusiness } from './per-business.ts'

export interface CertifiedProduct {
  /** Grain size range, e.g. '0-8 mm'. */
  fraction: string
  name: string
  /** The screen the product passes through, e.g. '12 mm'; null where the spec names none. */
  screen: string | null
  /** What the product is used for: one sentence. */
  use: string
  /** Slug of the closest material page (see materials.ts), or null if there is none. */
  materialSlug: string | null
}

export interface ProductionStep {
  title: string
  text: string
}

export interface CertificatePage {
  metaTitle: string
  metaDescription: string
  heading: string
  /** What the Tootmisohje is; paragraphs of plain text. */
  intro: readonly string[]
  productsHeading: string
  productsIntro: string
  /** Column headings of the product table, in the order fraction, name, screen, use. */
  productColumns: { fraction: string; name: string; screen: string; use: string }
  /** Shown in the screen column where a product has no screen size. */
  noScreenText: string
  processHeading: string
  processIntro: string
  process: readonly ProductionStep[]
  salesHeading: string
  /** The sales hours sentence and the price sentence (SPEC §2 'Certificate page'). */
  sales: readonly string[]
  /** The button that opens the PDF in a new tab. */
  pdfButton: string
  /** What a screen reader hears after the button: that it opens in a new tab. */
  pdfNewTab: string
  /** What a screen reader reads for the dash of a missing screen size. */
  noScreenSpoken: string
  /** The heading of the column (and the card's line) that links to the product's material page. */
  materialPageHeading: string
}

export interface CertificatePdf {
  title: string
  fileName: string
  subject: string
  author: string
  keywords: string[]
  /** The title block's contact line. */
  contacts: string
  /** The closing line: where orders and inquiries go. */
  orders: string
  /** The footer of every page, with the day it was made ('Koostatud 21.11.2026'). */
  footer: (date: string) => string
  /** The footer's page number: 'Lk 1/2'. */
  page: (page: number, pages: number) => string
}

/** The seven products' fractions and screens: figures, the same in every language. */
const productFigures: Record<
  (typeof certifiedProductKeys)[number],
  { fraction: string; screen: string | null }
> = {
  'soelutud-ehitusliiv': { fraction: '0-8 mm', screen: '12 mm' },
  'soelutud-taiteliiv': { fraction: '0-16 mm', screen: '32 mm' },
  'looduslik-kruus': { fraction: '0-90 mm', screen: '125 mm' },
  'soelutud-kruus': { fraction: '16-32 mm', screen: null },
  'kruusaveeris-64-100': { fraction: '64-100 mm', screen: null },
  purukruus: { fraction: '0-32 mm', screen: null },
  killustik: { fraction: '16-32 mm', screen: null },
}

/** The catalogue's messages in one language, by id and values (translate(certificateMessages, locale)). */
export type CertificateTranslate = (id: CertificateMessage, values?: Record<string, unknown>) => string

/** The texts' language and the catalogue read in it; Estonian when a caller names none. */
export interface CertificateLanguage {
  locale: Locale
  t: CertificateTranslate
}

/**
 * The Estonian messages read without the ICU runtime, which app/content does not import: they have
 * plain arguments only ('{name}'), no plural or select, and a message that had one would throw here.
 */
const estonian: CertificateLanguage = {
  locale: 'et',
  t: (id, values = {}) => {
    const message = certificateMessages.et[id]
    if (/\{\w+,/.test(message)) throw new Error(`Message "${id}" needs the ICU runtime: translate() it`)
    return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
  },
}

/** The seven products of SPEC §2 'Certificate page', in the spec's order, in the language. */
export function certifiedProductsIn({ t }: CertificateLanguage = estonian): readonly CertifiedProduct[] {
  return certifiedProductKeys.map((key) => ({
    ...productFigures[key],
    name: t(`product.${key}.name`),
    use: t(`product.${key}.use`),
    materialSlug: key,
  }))
}

/** The seven products in Estonian, as the spec writes them. */
export const certifiedProducts: readonly CertifiedProduct[] = certifiedProductsIn()

const pagesByLocale = perBusiness(() => new Map<Locale, CertificatePage>())

/** The /sertifikaat page for these business facts, in the language (Estonian when none is named). */
export function certificatePage(
  business: BusinessInfo,
  language: CertificateLanguage = estonian,
): CertificatePage {
  const pages = pagesByLocale(business)
  let page = pages.get(language.locale)
  if (!page) {
    page = buildCertificatePage(business, language)
    pages.set(language.locale, page)
  }
  return page
}

function buildCertificatePage(business: BusinessInfo, { locale, t }: CertificateLanguage): CertificatePage {
  return {
    metaTitle: t('meta.title', { name: business.name }),
    metaDescription: t('meta.description'),
    heading: t('heading'),
    intro: [t('intro.what'), t('intro.tested'), t('intro.pdf')],
    productsHeading: t('products.heading'),
    productsIntro: t('products.intro'),
    productColumns: {
      fraction: t('column.fraction'),
      name: t('column.name'),
      screen: t('column.screen'),
      use: t('column.use'),
    },
    noScreenText: t('noScreen'),
    processHeading: t('process.heading'),
    processIntro: t('process.intro'),
    process: productionStepKeys.map((key) => ({
      title: t(`step.${key}.title`),
      text: t(`step.${key}.text`),
    })),
    salesHeading: t('sales.heading'),
    sales: [t('sales.hours', { hours: businessTextIn(business, locale, 'salesHours') }), t('sales.price')],
    pdfButton: t('pdf.button'),
    pdfNewTab: t('pdf.newTab'),
    noScreenSpoken: t('noScreen.spoken'),
    materialPageHeading: t('column.materialPage'),
  }
}

/** The PDF's name and properties for these business facts, in the language (Estonian when none is named). */
export function certificatePdfInfo(
  business: BusinessInfo,
  { t }: CertificateLanguage = estonian,
): CertificatePdf {
  const title = t('pdf.title', { name: business.name })
  return {
    title,
    fileName: t('pdf.fileName'),
    subject: t('pdf.subject'),
    author: business.legalName,
    keywords: [...t('pdf.keywords').split(', '), business.name],
    contacts: t('pdf.contacts', {
      phone: business.phone,
      email: business.email,
      website: business.website.replace(/^https?:\/\//, ''),
    }),
    orders: t('pdf.orders', { phone: business.phone, email: business.email }),
    footer: (date) => t('pdf.footer', { title, date }),
    page: (page, pages) => t('pdf.page', { page, pages }),
  }
}
