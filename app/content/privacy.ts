import type { BusinessInfo } from './business.ts'
import { privacyLinks } from './privacy-links.ts'

/**
 * The privacy notice at /privaatsus (GDPR art. 13). Every statement describes what this site's code
 * does; change the text when the code changes what it stores or where it sends it.
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

/** The notice for these business facts and privacy settings. */
export function privacyNotice(business: BusinessInfo, settings: PrivacyNoticeSettings) {
  const { address } = business
  return {
    metaTitle: `Privaatsusteade | ${business.name}`,
    metaDescription: `Milliseid isikuandmeid ${business.name} tellimuste, hinnapäringute ja vestlusnõustaja kaudu saab, miks, kui kaua neid hoiame ja kuidas saate oma õigusi kasutada.`,
    heading: 'Privaatsusteade',
    intro: [
      'Selles teates selgitame, milliseid isikuandmeid meie veebileht kogub, milleks neid kasutame, kellele need edasi lähevad ja kui kaua neid hoiame. Kogume ainult seda, mida on vaja teie tellimuse või küsimusega tegelemiseks.',
    ],
    sections: [
      {
        id: 'vastutav',
        heading: 'Kes teie andmeid töötleb',
        paragraphs: [
          `Isikuandmete vastutav töötleja on ${business.legalName}, ${address.street}, ${address.locality}, ${address.postalCode} ${address.region}.`,
        ],
      },
      {
        id: 'andmed',
        heading: 'Milliseid andmeid hoiame ja miks',
        items: [
          {
            title: 'Tellimused',
            text: 'Tellimuse esitamisel salvestame teie nime, telefoninumbri, e-posti aadressi, kohaletoomise korral tarneaadressi ja sinna arvutatud teekonna pikkuse, teie lisainfo ning tellitud materjali, koguse ja hinna. Kasutame neid, et teiega ühendust võtta, hind ja tarneaeg kinnitada ning kaup kohale tuua. Andmeid töötleme lepingu täitmiseks ja teie soovil lepingu sõlmimiseks vajalike sammude tegemiseks (isikuandmete kaitse üldmääruse artikli 6 lõike 1 punkt b).',
          },
          {
            title: 'Hinnapäringud',
            text: 'Hinnapäringuga salvestame teie nime, telefoninumbri, e-posti aadressi, valitud materjali ja teie kirjutatud täpsustused, et saaksime teile pakkumise teha. Ka neid andmeid töötleme teie soovil lepingu sõlmimiseks vajalike sammude tegemiseks.',
          },
          {
            title: 'Vestlusnõustaja',
            text: 'Vestlusnõustajale kirjutatud küsimused ja tema vastused salvestame vestluse kaupa juhusliku tunnuse all, et vestlus jätkuks ka siis, kui liigute veebilehel edasi. Vestlust ei seota teie nime ega kontaktidega; palun ärge kirjutage sinna isikuandmeid, mida nõuandeks vaja ei ole. Õiguslik alus on meie õigustatud huvi vastata teie küsimustele.',
          },
          {
            title: 'Kuritarvituste tõkestamine',
            text: 'Et keegi ei saaks veebilehte päringutega üle ujutada, loeme ühelt aadressilt tulevaid päringuid. Selleks arvutame teie IP-aadressist salajase võtmega räsi ja hoiame tellimuse või hinnapäringu juures ainult seda räsi, mitte aadressi ennast. Õiguslik alus on meie õigustatud huvi hoida veebileht töökorras.',
          },
          {
            title: 'E-kirjad',
            text: 'Tellimuse ja hinnapäringu kohta saadame kinnituskirja teile ja teate meie müügitöötajatele. Kirjad ootavad saatmist meie andmebaasis, kus hoiame ka nende saatmise olekut.',
          },
          {
            title: 'Serveri logid',
            text: 'Serveri logidesse kirjutame tehnilisi sündmusi ja vigu koos päringu tunnusega. Teie nime, kontakte ega IP-aadressi logidesse ei kirjutata.',
          },
        ],
      },
      {
        id: 'edastamine',
        heading: 'Kellele andmed edasi lähevad',
        items: [
          {
            text: 'Aadressiotsingusse kirjutatud teksti saadab meie server Maa- ja Ruumiameti aadressiotsingule, et pakkuda teile sobivaid aadresse. Teie veebilehitseja ametiga otse ühendust ei võta.',
          },
          {
            text: 'Tarnekauguse arvutamiseks võib meie server saata karjääri ja tarnekoha koordinaadid teekonnateenusele (OSRM või Google Routes), kui see on seadistatud. Teie nime ega kontakte sinna ei saadeta.',
          },
          {
            text: 'Kui aadressisoovitusi pakub Google Maps, laadib teie veebilehitseja tarneaadressi väljale Google Mapsi skripti ja Google saab teie sisestatud teksti ning IP-aadressi.',
          },
          {
            text: 'Kui vestlusnõustaja kasutab tehisintellekti teenust, saadab meie server sellele teie küsimuse koos vestluse varasemate sõnumitega. Kui vestlusnõustaja on seadistatud töötama välise teenuse kaudu, saadab teie veebilehitseja küsimused otse sellele teenusele.',
          },
          {
            text: 'E-kirjad saadame e-posti teenusepakkuja kaudu.',
          },
          {
            text: 'Avalehe kaart laaditakse OpenStreetMapist alles siis, kui kerite kaardini; siis näeb OpenStreetMap teie IP-aadressi.',
          },
        ],
        after: ['Me ei müü ega anna teie andmeid kellelegi reklaami jaoks.'],
      },
      {
        id: 'kupsised',
        heading: 'Küpsised ja veebilehitseja mälu',
        paragraphs: [
          'Avalik veebileht ei kasuta küpsiseid, külastusstatistikat ega reklaami jälgimist.',
          'Vestlusnõustaja hoiab vestluse juhuslikku tunnust veebilehitseja seansimälus, et vestlus jätkuks, kui liigute lehelt lehele. See kustub, kui sulgete vahelehe.',
          'Meie töötajad saavad haldusliidesesse sisse logides seansiküpsise ja sisselogimise tunnuse veebilehitseja mällu; neid on vaja sisselogituks jäämiseks.',
        ],
      },
      {
        id: 'sailitamine',
        heading: 'Kui kaua andmeid hoiame',
        paragraphs: [
          `Tellimuste ja hinnapäringute isikuandmed ning vestlusnõustaja sõnumid kustutame ${settings.retentionMonths} kuu möödudes.`,
          'Arvetel olevaid ostja andmeid (nimi, aadress, ettevõtte registrikood ja KMKR number) ning pangamaksete maksja nimesid ja selgitusi peame raamatupidamise seaduse § 12 järgi säilitama seitse aastat alates majandusaasta lõpust. Seejärel kustutame need samamoodi.',
        ],
      },
      {
        id: 'oigused',
        heading: 'Teie õigused',
        paragraphs: ['Teil on õigus:'],
        items: [
          { text: 'saada teada, milliseid andmeid teie kohta hoiame, ja saada neist koopia;' },
          { text: 'lasta ebatäpsed andmed parandada;' },
          { text: 'lasta oma andmed kustutada;' },
          { text: 'piirata oma andmete töötlemist;' },
          { text: 'esitada vastuväide töötlemisele, mis toimub meie õigustatud huvi alusel;' },
          { text: 'saada enda esitatud andmed masinloetaval kujul, et need kellelegi teisele üle anda.' },
        ],
        after: [
          `Oma õiguste kasutamiseks kirjutage ${business.email}. Vastame hiljemalt ühe kuu jooksul.`,
          'Kui leiate, et oleme teie õigusi rikkunud, võite pöörduda Andmekaitse Inspektsiooni poole (www.aki.ee).',
        ],
      },
    ] satisfies readonly PrivacySection[],
    contactHeading: 'Küsimused',
    contactText: 'Küsimustes oma andmete kohta võtke meiega ühendust:',
    datePrefix: 'Teade kehtib alates',
    noticeDate: settings.noticeDate,
    ...privacyLinks,
  } as const
}

export type PrivacyNotice = ReturnType<typeof privacyNotice>

/** The Estonian numeric form of a date, '22.11.2026'. */
export function estonianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${day}.${month}.${year}`
}
