import { currentBusiness } from '../../content/site-content.server.ts'
import { type MailContent, render } from '../letter.server.ts'
import { contactUs } from './parts.et.server.ts'

/** The mails of business accounts (ADR 059): the application, staff's decision, and a sign-in link. */

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
}

function companyFields(company: ApplicationMailFacts) {
  return [
    { label: 'Ettevõte', value: company.name },
    { label: 'Registrikood', value: company.registryCode },
    { label: 'KMKR number', value: company.vatNumber ?? '–' },
    { label: 'Aadress', value: `${company.street}, ${company.postalCode} ${company.city}` },
    { label: 'Kontaktisik', value: company.contactName },
    { label: 'E-post', value: company.email, href: `mailto:${company.email}` },
    { label: 'Telefon', value: company.phone, href: `tel:${company.phone.replace(/\s/g, '')}` },
    {
      label: 'Soovitud maksetähtaeg',
      value: company.requestedTermDays === null ? '–' : `${company.requestedTermDays} päeva`,
    },
  ]
}

export function applicationMailToStaff(company: ApplicationMailFacts, staffLink: string): MailContent {
  return render({
    subject: `Uus ärikliendi taotlus: ${company.name}`,
    preview: `${company.name} (${company.registryCode}) soovib kliendikontot`,
    heading: 'Uus ärikliendi taotlus',
    sections: [
      { kind: 'fields', title: 'Ettevõte', fields: companyFields(company) },
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
  const business = currentBusiness()
  return render({
    subject: `Saime teie ärikliendi taotluse kätte – ${business.name}`,
    preview: 'Vaatame taotluse üle ja anname teile otsusest teada e-posti teel.',
    heading: 'Aitäh! Saime teie taotluse kätte',
    sections: [
      {
        kind: 'paragraphs',
        paragraphs: [
          [`Tere, ${company.contactName}!`],
          [
            'Vaatame taotluse üle, tavaliselt 1–3 tööpäeva jooksul. Kui kliendikonto avatakse, saadame ' +
              'sellele aadressile sisselogimislingi.',
          ],
        ],
      },
      { kind: 'fields', title: 'Teie taotlus', fields: companyFields(company) },
      { kind: 'paragraphs', paragraphs: [contactUs()] },
    ],
  })
}

export function accountOpenedMail(facts: {
  contactName: string
  companyName: string
  link: string
  signInPage: string
}): MailContent {
  return render({
    subject: `Teie kliendikonto on avatud – ${currentBusiness().name}`,
    preview: `${facts.companyName}: logige sisse, et tellida kokkulepitud hindadega.`,
    heading: 'Teie kliendikonto on avatud',
    sections: [
      {
        kind: 'paragraphs',
        paragraphs: [
          [`Tere, ${facts.contactName}!`],
          [
            `Ettevõtte ${facts.companyName} kliendikonto on avatud. Kontol näete oma tellimusi, arveid ja ` +
              'saldot ning tellite kokkulepitud hindade ja maksetingimustega.',
          ],
          // The address itself: a mail's plain text shows a link's words only.
          ['Logi sisse: ', { text: facts.link, href: facts.link }],
          [
            'Link kehtib 15 minutit ja ühe korra. Hiljem küsige uus link lehel ',
            { text: facts.signInPage, href: facts.signInPage },
            '.',
          ],
        ],
      },
    ],
  })
}

export function signInLinkMail(facts: { name: string; companyName: string; link: string }): MailContent {
  return render({
    subject: `Sisselogimislink – ${currentBusiness().name}`,
    preview: 'Link kehtib 15 minutit ja ühe korra.',
    heading: 'Logige kliendikontole sisse',
    sections: [
      {
        kind: 'paragraphs',
        paragraphs: [
          [`Tere, ${facts.name}!`],
          [`Logige sisse ettevõtte ${facts.companyName} kliendikontole:`],
          // The address itself: a mail's plain text shows a link's words only.
          ['Logi sisse: ', { text: facts.link, href: facts.link }],
          [
            'Link kehtib 15 minutit ja ühe korra. Kui te linki ei küsinud, ei pea te midagi tegema: ' +
              'ilma lingita ei saa keegi teie kontole sisse.',
          ],
        ],
      },
    ],
  })
}

export function applicationRefusedMail(facts: {
  contactName: string
  companyName: string
  note: string | null
}): MailContent {
  return render({
    subject: `Ärikliendi taotlus – ${currentBusiness().name}`,
    preview: `${facts.companyName}: me ei saa praegu kliendikontot avada.`,
    heading: 'Ärikliendi taotlus',
    sections: [
      {
        kind: 'paragraphs',
        paragraphs: [
          [`Tere, ${facts.contactName}!`],
          [
            `Me ei saa praegu ettevõttele ${facts.companyName} kliendikontot avada. Saate meilt tellida ` +
              'ka ilma kontota, nagu kõik teised kliendid.',
          ],
          ...(facts.note ? [[facts.note]] : []),
        ],
      },
      { kind: 'paragraphs', paragraphs: [contactUs()] },
    ],
  })
}
