import type { Material } from '#app/content/material.ts'
import { fillPrice, pricePlaceholder } from '#app/content/material-texts.ts'
import { liveMaterialTexts } from '#app/server/content/material-texts.server.ts'
import { foldForSearch } from '#app/server/geo/towns.server.ts'

/**
 * The jobs builders ask about, and how each is recognised in a question (Estonian, Russian, English,
 * folded: lower case, no diacritics). Which material suits a job is not written here: it is read from the
 * materials' own uses as their pages show them (staff edit them on /admin/materjalid; built-in in
 * app/content/materials.ts), by the stems in `uses`. A new use written there reaches the adviser by itself.
 */
export interface Job {
  id: string
  /** Estonian, as 'Sobivad … jaoks' reads it: 'vundamendi'. */
  et: string
  ru: string
  en: string
  words: RegExp
  uses: readonly string[]
}

export const jobs: readonly Job[] = [
  {
    id: 'drainage',
    et: 'drenaaži',
    ru: 'дренажа',
    en: 'drainage',
    words: /drenaa|dreen|imbkaev|immut|дренаж|drainage|drain|soakaway/,
    uses: ['drenaa', 'imbkaev', 'imbsusteem'],
  },
  {
    id: 'driveway',
    et: 'sissesõidutee',
    ru: 'подъездной дороги',
    en: 'a driveway',
    words: /sissesoidu|sissesoit|hoovitee|подъезд|driveway/,
    uses: ['sissesoidut'],
  },
  {
    id: 'parking',
    et: 'parkla ja platsi',
    ru: 'парковки и площадки',
    en: 'a parking area or yard',
    words: /parkla|parkimis|hooviplats|platsi|plats |парковк|стоянк|площадк|parking|car park|yard/,
    uses: ['parkla', 'platsi'],
  },
  {
    id: 'foundation',
    et: 'vundamendi',
    ru: 'фундамента',
    en: 'a foundation',
    words: /vundamen|sokli|фундамент|foundation/,
    uses: ['vundamen'],
  },
  {
    id: 'floor',
    et: 'põranda aluse',
    ru: 'основания под пол',
    en: 'under a floor',
    words: /porand|kapillaar|под пол|floor|slab/,
    uses: ['porand', 'kapillaar'],
  },
  {
    id: 'trench',
    et: 'kaeviku ja torutrassi',
    ru: 'траншеи и труб',
    en: 'a pipe trench',
    words: /kaevik|trass|toru|траншe|траншея|труб|trench|pipe/,
    uses: ['kaevik', 'toru'],
  },
  {
    id: 'sandpit',
    et: 'liivakasti ja mänguväljaku',
    ru: 'песочницы',
    en: 'a sandpit',
    words: /liivakast|manguvalja|песочниц|sandpit|sandbox|sand pit|playground/,
    uses: ['liivakast', 'manguvaljak'],
  },
  {
    id: 'lawn',
    et: 'muru rajamise',
    ru: 'газона',
    en: 'a lawn',
    words: /muru|газон|lawn|grass/,
    uses: ['muru'],
  },
  {
    id: 'garden-path',
    et: 'aiatee',
    ru: 'садовой дорожки',
    en: 'a garden path',
    words: /aiatee|aia tee|jalgrada|jalgtee|kõnnitee|konnitee|дорожк|garden path|footpath|walkway|path/,
    uses: ['aiatee'],
  },
  {
    id: 'beds',
    et: 'peenarde',
    ru: 'грядок и клумб',
    en: 'garden beds',
    words: /peenar|peenra|istut|грядк|клумб|flower bed|garden bed|planting|vegetable/,
    uses: ['peenar', 'istutus'],
  },
  {
    id: 'backfill',
    et: 'täitmise ja tagasitäite',
    ru: 'засыпки',
    en: 'backfilling',
    words:
      / tagasitaid|taitmi|taita|taiteks|umbertai| auk | augu |засыпк|засыпа|backfill|fill in|filling| hole/,
    uses: ['umbertaide', 'tagasitaide', 'alune taide', 'taitmine', 'tostmine'],
  },
  {
    id: 'concrete',
    et: 'betooni segamise',
    ru: 'бетона',
    en: 'mixing concrete',
    words: /betoon|бетон|concrete/,
    uses: ['betoon'],
  },
  {
    id: 'road',
    et: 'tee aluse ja kruusatee',
    ru: 'дороги',
    en: 'a road base',
    words: /teealus|tee alus|teede|metsatee|pollutee|kruusatee|tee ehitus|teed|дорог|road|sub base|subbase/,
    uses: ['teede alus', 'teede remont', 'kruusateede', 'teede aluse'],
  },
  {
    id: 'ditch',
    et: 'kraavi ja kalda kindlustamise',
    ru: 'укрепления канав и берегов',
    en: 'ditches and banks',
    words: /kraav|nolv|kallas|kalda kindl|канав|берег|откос|ditch|slope|riverbank|embankment/,
    uses: ['kraavi', 'nolvade', 'kallaste'],
  },
]

/** The jobs a question names, in the table's order. */
export function findJobs(folded: string): Job[] {
  const text = ` ${folded} `
  return jobs.filter((job) => job.words.test(text))
}

/**
 * The uses of a material that fit the job, as its page writes them: `{hind}` in a use is the price
 * given (the product's current one), or left out when none is given (only matching, not shown).
 */
export function usesForJob(material: Material, job: Job, priceCents?: number): string[] {
  return liveMaterialTexts(material)
    .uses.map((use) =>
      priceCents === undefined ? use.replaceAll(pricePlaceholder, '').trim() : fillPrice(use, priceCents),
    )
    .filter((use) => {
      const folded = foldForSearch(use)
      return job.uses.some((stem) => folded.includes(stem))
    })
}
