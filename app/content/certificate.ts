// /sertifikaat texts as plain strings: the page and the downloadable PDF are both generated from them.
import type { BusinessInfo } from './business.ts'
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
}

export interface CertificatePdf {
  title: string
  fileName: string
  subject: string
  author: string
}

/** The seven products of SPEC §2 'Certificate page', in the spec's order. */
export const certifiedProducts: readonly CertifiedProduct[] = [
  {
    fraction: '0-8 mm',
    name: 'Ehitusliiv',
    screen: '12 mm',
    use: 'Betooni ja mördi segamiseks ning sillutise ja plaatide aluskihiks.',
    materialSlug: 'soelutud-ehitusliiv',
  },
  {
    fraction: '0-16 mm',
    name: 'Täiteliiv',
    screen: '32 mm',
    use: 'Vundamendi ümbertäiteks, põrandaaluseks täiteks ja kaevikute tagasitäiteks.',
    materialSlug: 'soelutud-taiteliiv',
  },
  {
    fraction: '0-90 mm',
    name: 'Kruus',
    screen: '125 mm',
    use: 'Teede ja platside alumiseks kihiks, täitetöödeks ning krundi tõstmiseks.',
    materialSlug: 'looduslik-kruus',
  },
  {
    fraction: '16-32 mm',
    name: 'Sõelutud kruus',
    screen: null,
    use: 'Drenaažiks, kapillaarkatkestuskihiks ja dekoratiivseks katteks.',
    materialSlug: 'soelutud-kruus',
  },
  {
    fraction: '64-100 mm',
    name: 'Sõelutud kruus',
    screen: null,
    use: 'Kraavide ja kallaste kindlustamiseks, kivikorvidesse ja maastikukujunduseks.',
    materialSlug: 'kruusaveeris-64-100',
  },
  {
    fraction: '0-32 mm',
    name: 'Purukruus',
    screen: null,
    use: 'Sissesõiduteede, platside ja kruusateede kulumiskihiks ning sillutise aluseks.',
    materialSlug: 'purukruus',
  },
  {
    fraction: '16-32 mm',
    name: 'Killustik',
    screen: null,
    use: 'Vundamendi, põranda ja platside kandvaks aluseks, drenaažiks ja betooni täitematerjaliks.',
    materialSlug: 'killustik',
  },
]

/** The /sertifikaat page for these business facts. */
export const certificatePage: (business: BusinessInfo) => CertificatePage = perBusiness((business) => ({
  metaTitle: `Tootmisohje ja sertifikaat | ${business.name}`,
  metaDescription:
    'Karjääri tootmisohje: kuidas liiva, kruusa ja killustikku kaevandatakse, sõelutakse, purustatakse ja testitakse. Sertifitseeritud tooted ja sõelad.',
  heading: 'Tootmisohje ja sertifikaat',
  intro: [
    'Tootmisohje ehk tehase tootmisohje juhend kirjeldab, kuidas meie karjääri tooted kaevandatakse, sõelutakse ja purustatakse, kuidas neid ladustatakse ja laaditakse ning kuidas nende kvaliteeti kontrollitakse.',
    'Meie materjalid on sertifitseeritud ja testitud. Iga toote fraktsioon ja omadused on kindlaks määratud ning tootmise käigus võetakse materjalist regulaarselt proove, et klient saaks alati ühtlase ja kirjeldatud omadustega toote.',
    'Allpool on tooted, mille tootmine on tootmisohjega hõlmatud. Kogu juhendi leiate PDF-failist.',
  ],
  productsHeading: 'Sertifitseeritud tooted',
  productsIntro:
    'Fraktsioon näitab toote terade suurust millimeetrites, sõel selle sõela ava suurust, millest toode läbi sõelutakse.',
  productColumns: { fraction: 'Fraktsioon', name: 'Toode', screen: 'Sõel', use: 'Kasutus' },
  noScreenText: '–',
  processHeading: 'Tootmisprotsess',
  processIntro:
    'Tootmine käib allpool kirjeldatud etappides ning igal etapil kontrollitakse, et materjal vastaks nõuetele.',
  process: [
    {
      title: 'Kaevandamine',
      text: 'Enne kaevandamist eemaldatakse pinnakiht ja muld ning need ladustatakse eraldi. Liiva ja kruusa kaevandatakse ekskavaatori ja kopplaaduriga kihtide kaupa, nii et eri koostisega kihid ei seguneks.',
    },
    {
      title: 'Sõelumine',
      text: 'Kaevandatud materjal sõelutakse sõelumisseadmega fraktsioonideks. Sõela ava piirab toote suurimat tera: ehitusliiv sõelutakse 12 mm, täiteliiv 32 mm ja kruus 125 mm sõelaga.',
    },
    {
      title: 'Purustamine',
      text: 'Purukruus ja killustik valmivad kruusa suuremate terade purustamisel ja järgneval sõelumisel. Purustatud teradel on murdepinnad, tänu millele materjal kiildub tihendamisel ja kannab hästi koormust.',
    },
    {
      title: 'Ladustamine',
      text: 'Iga toodet hoitakse eraldi, tähistatud aunas ja puhtal alusel, et eri fraktsioonid ei seguneks omavahel ega pinnasega.',
    },
    {
      title: 'Laadimine',
      text: 'Tooted laaditakse kopplaaduriga kliendi sõidukile või meie kallurile. Laadimisel kontrollitakse, et koormas oleks tellitud toode ja kogus.',
    },
    {
      title: 'Kvaliteedikontroll',
      text: 'Tootmise ajal võetakse materjalist proove ja määratakse katsetega selle terastikuline koostis ja peenosise sisaldus. Tulemused dokumenteeritakse ja nende põhjal kinnitatakse, et toode vastab deklareeritud omadustele.',
    },
  ],
  salesHeading: 'Müük ja hinnad',
  sales: [`Müük toimub ${business.salesHours}.`, 'Hind sõltub kogusest ja transpordist.'],
  pdfButton: 'Ava tootmisohje (PDF)',
}))

/** The PDF's name and properties for these business facts. */
export function certificatePdfInfo(business: BusinessInfo): CertificatePdf {
  return {
    title: `${business.name} – tootmisohje`,
    fileName: 'padu-karjaar-tootmisohje.pdf',
    subject:
      'Tehase tootmisohje juhend: liiva, kruusa, purukruusa ja killustiku tootmine ja kvaliteedikontroll',
    author: business.legalName,
  }
}
