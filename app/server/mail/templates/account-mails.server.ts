import { compileMessage } from '@lingui/message-utils/compileMessage'
import { businessTextIn } from '#app/content/business.ts'
import { type Locale, languageNamesInEstonian } from '#app/domain/locale.ts'
import { translator } from '#app/lib/i18n.ts'
import { translate } from '#app/lib/messages.ts'
import { currentBusiness } from '../../content/site-content.server.ts'
import { type Field, type MailContent, type Paragraph, render } from '../letter.server.ts'
import { type AccountMailWord, accountMailWords } from './account-mail-words.server.ts'
import { partsEn } from './parts.en.server.ts'
import { contactParagraph, contactUs } from './parts.et.server.ts'
import { partsRu } from './parts.ru.server.ts'

/**
 * The mails of business accounts (ADR 059): the application, staff's decision, and a sign-in link. The
 * contact's and a person's mails are in their language (ADR 060, words in account-mail-words.server.ts);
 * staff's mail of an application is Estonian and names the language the company applied in.
 */

export interface ApplicationMailFacts {
  id: number
  name: string
  registryCode: string
  vatNumber: string | null
  street: string
  city: string
  postalCode: string
  contactName: string
  email: string
  phone: string
  requestedTermDays: number | null
  applicationNote: string | null
  locale: Locale
}

/** 'Küsimuste korral helistage …' in the mail's language, with the business's phone, e-mail and hours. */
function contactIn(locale: Locale): Paragraph {
  if (locale === 'et') return contactUs()
  const parts = locale === 'ru' ? partsRu : partsEn
  const t = translator(locale, {
    call: compileMessage(parts.contactCall),
    write: compileMessage(parts.contactWrite),
    hours: compileMessage(parts.contactHours),
  })
  return contactParagraph(
    { call: t('call'), write: t('write'), hours: (hours) => t('hours', { hours }) },
    businessTextIn(currentBusiness(), locale, 'salesHours'),
  )
}

function wordsIn(locale: Locale) {
  const t = translate(accountMailWords, locale)
  return (id: AccountMailWord, values: Record<string, unknown> = {}) =>
    t(id, { business: currentBusiness().name, ...values })
}

function companyFields(company: ApplicationMailFacts, locale: Locale): Field[] {
  const t = wordsIn(locale)
  return [
    { label: t('company'), value: company.name },
    { label: t('registryCode'), value: company.registryCode },
    { label: t('vatNumber'), value: company.vatNumber ?? '–' },
    { label: t('address'), value: `${company.street}, ${company.postalCode} ${company.city}` },
    { label: t('contact'), value: company.contactName },
    { label: t('email'), value: company.email, href: `mailto:${company.email}` },
    { label: t('phone'), value: company.phone, href: `tel:${company.phone.replace(/\s/g, '')}` },
    {
      label: t('term'),
      value: company.requestedTermDays === null ? '–' : t('termDays', { days: company.requestedTermDays }),
    },
  ]
}

export function applicationMailToStaff(company: ApplicationMailFacts, staffLink: string): MailContent {
  return render({
    subject: `Uus ärikliendi taotlus: ${company.name}`,
    preview: `${company.name} (${company.registryCode}) soovib kliendikontot`,
    heading: 'Uus ärikliendi taotlus',
    sections: [
      {
        kind: 'fields',
        title: 'Ettevõte',
        fields: [
          ...companyFields(company, 'et'),
          ...(company.locale === 'et'
            ? []
            : [{ label: 'Keel', value: languageNamesInEstonian[company.locale] }]),
        ],
      },
      ...(company.applicationNote
        ? [
            {
              kind: 'fields' as const,
              title: 'Lisainfo',
              fields: [{ label: 'Sõnum', value: company.applicationNote }],
            },
          ]
        : []),
      {
        kind: 'paragraphs',
        paragraphs: [['Otsustage taotluse üle: ', { text: staffLink, href: staffLink }]],
      },
    ],
  })
}

export function applicationReceipt(company: ApplicationMailFacts): MailContent {
  const t = wordsIn(company.locale)
  return render(
    {
      subject: t('receiptSubject'),
      preview: t('receiptPreview'),
      heading: t('receiptHeading'),
      sections: [
        {
          kind: 'paragraphs',
          paragraphs: [[t('greeting', { name: company.contactName })], [t('receiptText')]],
        },
        { kind: 'fields', title: t('receiptTitle'), fields: companyFields(company, company.locale) },
        { kind: 'paragraphs', paragraphs: [contactIn(company.locale)] },
      ],
    },
    company.locale,
  )
}

export function accountOpenedMail(facts: {
  contactName: string
  companyName: string
  link: string
  signInPage: string
  locale: Locale
}): MailContent {
  const t = wordsIn(facts.locale)
  return render(
    {
      subject: t('openedSubject'),
      preview: t('openedPreview', { company: facts.companyName }),
      heading: t('openedHeading'),
      sections: [
        {
          kind: 'paragraphs',
          paragraphs: [
            [t('greeting', { name: facts.contactName })],
            [t('openedText', { company: facts.companyName })],
            // The address itself: a mail's plain text shows a link's words only.
            [t('signIn'), { text: facts.link, href: facts.link }],
            [t('openedValidity'), { text: facts.signInPage, href: facts.signInPage }, '.'],
          ],
        },
      ],
    },
    facts.locale,
  )
}

export function signInLinkMail(facts: {
  name: string
  companyName: string
  link: string
  locale: Locale
}): MailContent {
  const t = wordsIn(facts.locale)
  return render(
    {
      subject: t('linkSubject'),
      preview: t('linkPreview'),
      heading: t('linkHeading'),
      sections: [
        {
          kind: 'paragraphs',
          paragraphs: [
            [t('greeting', { name: facts.name })],
            [t('linkText', { company: facts.companyName })],
            // The address itself: a mail's plain text shows a link's words only.
            [t('signIn'), { text: facts.link, href: facts.link }],
            [t('linkIgnore')],
          ],
        },
      ],
    },
    facts.locale,
  )
}

export function applicationRefusedMail(facts: {
  contactName: string
  companyName: string
  note: string | null
  locale: Locale
}): MailContent {
  const t = wordsIn(facts.locale)
  return render(
    {
      subject: t('refusedSubject'),
      preview: t('refusedPreview', { company: facts.companyName }),
      heading: t('refusedHeading'),
      sections: [
        {
          kind: 'paragraphs',
          paragraphs: [
            [t('greeting', { name: facts.contactName })],
            [t('refusedText', { company: facts.companyName })],
            ...(facts.note ? [[facts.note]] : []),
          ],
        },
        { kind: 'paragraphs', paragraphs: [contactIn(facts.locale)] },
      ],
    },
    facts.locale,
  )
}
