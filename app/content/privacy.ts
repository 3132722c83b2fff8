import { formatDayIn, type Locale } from '#app/domain/locale.ts'
import type { BusinessInfo } from './business.ts'
import type { PrivacyMessage } from './messages/privacy.ts'

/**
 * The privacy notice at /privaatsus, /ru/privaatsus and /en/privaatsus (GDPR art. 13). Every statement
 * describes what this site's code does; change the text (in all three languages, messages/privacy.ts)
 * when the code changes what it stores or where it sends it.
 */

/**
 * How many months the personal data of orders, inquiries and chat conversations is kept, before staff
 * set it in the admin (the privacy settings). The notice promises it, and the retention job erases with
 * the same number.
 */
export const retentionMonths = 24

/** The date this notice took effect, before staff set it in the admin; change it whenever the text changes. */
export const noticeDate = '2026-11-22'

/** The two facts of the notice staff set (the server's privacy settings). */
export interface PrivacyNoticeSettings {
  retentionMonths: number
  /** 'YYYY-MM-DD'. */
  noticeDate: string
}

/** The settings before staff change them: what the browser falls back to without the root's data. */
export const builtInPrivacyNoticeSettings: PrivacyNoticeSettings = { retentionMonths, noticeDate }

export interface PrivacySection {
  id: string
  heading: string
  paragraphs?: readonly string[]
  items?: readonly { title?: string; text: string }[]
  after?: readonly string[]
}

/**
 * The notice for these business facts and privacy settings, in `locale` (ADR 060): the Estonian text is
 * the spec's, the Russian and English ones its translations (messages/privacy.ts), from the same facts.
 */
export function privacyNotice(
  business: BusinessInfo,
  settings: PrivacyNoticeSettings,
  locale: Locale,
  /** privacyMessages in `locale` (translate() of app/lib/messages.ts). */
  t: (id: PrivacyMessage, values?: Record<string, unknown>) => string,
) {
  const { address } = business
  return {
    metaTitle: t('meta.title', { name: business.name }),
    metaDescription: t('meta.description', { name: business.name }),
    heading: t('heading'),
    intro: [t('intro')],
    sections: [
      {
        id: 'vastutav',
        heading: t('controller.heading'),
        paragraphs: [
          t('controller.text', {
            legalName: business.legalName,
            street: address.street,
            locality: address.locality,
            postalCode: address.postalCode,
            region: address.region,
          }),
        ],
      },
      {
        id: 'andmed',
        heading: t('data.heading'),
        items: (['orders', 'inquiries', 'chat', 'abuse', 'mails', 'logs'] as const).map((kind) => ({
          title: t(`data.${kind}.title`),
          text: t(`data.${kind}.text`),
        })),
      },
      {
        id: 'edastamine',
        heading: t('sharing.heading'),
        items: (['addressSearch', 'routing', 'googleMaps', 'ai', 'mails', 'map'] as const).map((kind) => ({
          text: t(`sharing.${kind}`),
        })),
        after: [t('sharing.noSale')],
      },
      {
        id: 'kupsised',
        heading: t('cookies.heading'),
        paragraphs: [t('cookies.none'), t('cookies.chat'), t('cookies.staff')],
      },
      {
        id: 'sailitamine',
        heading: t('retention.heading'),
        paragraphs: [
          t('retention.personal', { months: settings.retentionMonths }),
          t('retention.accounting'),
        ],
      },
      {
        id: 'oigused',
        heading: t('rights.heading'),
        paragraphs: [t('rights.intro')],
        items: (
          ['access', 'rectification', 'erasure', 'restriction', 'objection', 'portability'] as const
        ).map((right) => ({ text: t(`rights.${right}`) })),
        after: [t('rights.exercise', { email: business.email }), t('rights.complaint')],
      },
    ] satisfies readonly PrivacySection[],
    contactHeading: t('contact.heading'),
    contactText: t('contact.text'),
    datePrefix: t('date.prefix'),
    noticeDate: settings.noticeDate,
    /** The day the notice took effect as the language writes it: '22.11.2026', '22 ноября 2026 г.'. */
    noticeDay: locale === 'et' ? estonianDate(settings.noticeDate) : formatDayIn(locale, settings.noticeDate),
  } as const
}

export type PrivacyNotice = ReturnType<typeof privacyNotice>

/** The Estonian numeric form of a date, '22.11.2026'. */
export function estonianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${day}.${month}.${year}`
}
