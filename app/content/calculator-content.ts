// Texts of /kalkulaator and /tellimine; the arithmetic is app/domain/calculator.ts (SPEC §2, §9).
import type { BusinessInfo } from './business.ts'
import type { FaqItem } from './material.ts'
import { perBusiness } from './per-business.ts'

export interface CalculatorExample {
  /** Metres. */
  width: number
  length: number
  depth: number
  /** Slug of the material whose density the example uses (see materials.ts). */
  materialSlug: string
  /** Cubic metres, rounded to 2 decimals. */
  volume: number
  /** Tonnes, rounded to 2 decimals. */
  weight: number
  /** The example in words, with Estonian number formatting. */
  sentence: string
}

export interface CalculatorPageContent {
  metaTitle: string
  metaDescription: string
  /** Comma-separated, for <meta name="keywords">. */
  keywords: string
  heading: string
  intro: string
  example: { heading: string; items: readonly [CalculatorExample, CalculatorExample] }
  explanation: {
    heading: string
    volumeFormula: string
    weightFormula: string
    /** Plain-text paragraphs. */
    paragraphs: readonly string[]
  }
  faq: { heading: string; items: readonly [FaqItem, FaqItem, FaqItem] }
  quickTip: { heading: string; formula: string; text: string }
  /** Label of the link from the result to the chosen material's page (or to /tellimine). */
  orderLinkLabel: string
}

export interface OrderPageContent {
  metaTitle: string
  metaDescription: string
  heading: string
  intro: string
  /** Shown next to the phone number (business.phone), which the page renders as a link. */
  largeOrder: string
}

/** The /kalkulaator texts for these business facts. */
export const calculatorContent: (business: BusinessInfo) => CalculatorPageContent = perBusiness(
  (business) => ({
    metaTitle: `Materjalikalkulaator: liiv, kruus, killustik | ${business.name}`,
    metaDescription:
      'Arvutage, mitu kuupmeetrit ja tonni liiva, kruusa või killustikku teie töö jaoks vaja läheb. Sisestage laius, pikkus ja sügavus ning valige materjal.',
    keywords:
      'materjalikalkulaator, liiva kalkulaator, kruusa kalkulaator, killustiku kalkulaator, tonnid, kuupmeetrid, liiv, kruus, killustik, Lääne-Virumaa',
    heading: 'Materjalikalkulaator',
    intro:
      'Valige materjal ja sisestage täidetava ala laius, pikkus ning kihi sügavus meetrites. Kalkulaator arvutab vajaliku mahu kuupmeetrites ja kaalu tonnides, et saaksite tellida just nii palju, kui vaja.',
    example: {
      heading: 'Näited',
      items: [
        {
          width: 6,
          length: 3,
          depth: 0.15,
          materialSlug: 'soelutud-kruus',
          volume: 2.7,
          weight: 4.86,
          sentence:
            '6 × 3 m alale 0,15 m paksuse kihi jaoks kulub 2,70 m³ sõelutud kruusa, mis tihedusega 1,80 t/m³ kaalub 4,86 t.',
        },
        {
          width: 8,
          length: 4,
          depth: 0.05,
          materialSlug: 'soelutud-ehitusliiv',
          volume: 1.6,
          weight: 2.72,
          sentence:
            '8 × 4 m alale 0,05 m paksuse kihi jaoks kulub 1,60 m³ sõelutud ehitusliiva, mis tihedusega 1,70 t/m³ kaalub 2,72 t.',
        },
      ],
    },
    explanation: {
      heading: 'Kuidas arvutus käib?',
      volumeFormula: 'maht (m³) = laius × pikkus × sügavus',
      weightFormula: 'kaal (t) = maht × tihedus',
      paragraphs: [
        'Sisestage kõik mõõdud meetrites: 15 cm on 0,15 m ja 5 cm on 0,05 m. Tulemus ümardatakse kahe kümnendkohani.',
        'Tihedus näitab, mitu tonni kaalub üks kuupmeeter materjali, ja see on materjaliti erinev. Tihedus sõltub terade suurusest ja kujust ning sellest, kui palju jääb terade vahele tühja ruumi. Liiva kuupmeeter kaalub 1,6-1,7 t, purukruusa ja killustiku oma umbes 1,85 t. Suurte ümarate kividega veerises jääb kivide vahele palju tühja ruumi, seepärast kaalub veerise kuupmeeter vähem, 1,45-1,5 t. Kaalu mõjutab ka niiskus: märg materjal on kuivast raskem.',
        'Kalkulaator arvestab puistematerjali tihedusega, see tähendab kobeda materjaliga, nagu see koormas on. Tihendamisel materjal vajub ja sama paksu tihendatud kihi jaoks kulub seda rohkem. Kui kiht tihendatakse, lisage arvutatud kogusele 10-15 % varu.',
      ],
    },
    faq: {
      heading: 'Korduma kippuvad küsimused',
      items: [
        {
          question: 'Kuidas arvutada ruutmeetritest tonne?',
          answer:
            'Korrutage pindala kihi paksuse ja materjali tihedusega:\n\ntonnid = pindala (m²) × kihi paksus (m) × tihedus (t/m³)\n\nNäiteks 20 m² suurusele alale 10 cm ehk 0,10 m paksuse purukruusa kihi jaoks kulub 20 × 0,10 × 1,85 = 3,7 tonni.',
        },
        {
          question: 'Kas materjali saab tellida koos transpordiga?',
          answer:
            'Jah. Alates 8 tonnist toome materjali 4x8 kalluriga kohale Lääne-Virumaal, Jõgevamaal ja Järvamaal kuni 60 km teekaugusele karjäärist. Transport maksab 2,7 € kilomeetri kohta ühe suuna teekauguse järgi.\n\nVäiksema koguse laadime karjääris teie autole või haagisele.',
        },
        {
          question: 'Kas kalkulaatori arvutatud kogus on lõplik?',
          answer:
            'Ei. Kalkulaator aitab koguse välja arvutada, kuid täpne kogus lepitakse kokku tellimuse kinnitamisel: pärast tellimuse või hinnapäringu saamist võtame teiega ühendust ning kinnitame koguse, hinna ja aja.',
        },
      ],
    },
    quickTip: {
      heading: 'Kiire nipp',
      formula: 'tonnid ≈ pindala × 0,10 × tihedus',
      text: '10 cm paksuse kihi jaoks korrutage pindala 0,10-ga ja materjali tihedusega. Näiteks 50 m² suurusele alale kulub sõelutud kruusa umbes 50 × 0,10 × 1,80 = 9 tonni.',
    },
    orderLinkLabel: 'Telli see materjal',
  }),
)

/** The /tellimine texts for these business facts. */
export const orderPageContent: (business: BusinessInfo) => OrderPageContent = perBusiness((business) => ({
  metaTitle: `Tellimine | ${business.name}`,
  metaDescription:
    'Tellige liiva, kruusa, killustikku või mulda otse karjäärist: valige materjal, kogus 1-25 tonni ning laadimine karjääris või kohaletoomine kalluriga.',
  heading: 'Tellimine',
  intro:
    'Valige materjal, mida soovite tellida. Iga materjali lehel on tellimisvorm, kus saate valida koguse 1-25 tonni ning laadimise karjääris või kohaletoomise.',
  largeOrder:
    'Üle 25 tonni tellimiseks helistage meile, siis teeme teile eraldi pakkumise. Suurema koguse veo saab kokku leppida ka poolhaagisega.',
}))
