/**
 * The words and fields of the staff pages of the home page's collections (/admin/avaleht). The server
 * (app/server/content/collections.server.ts) checks what is posted; this only says how to ask for it.
 */

export type CollectionKind = 'testimonial' | 'reference' | 'gallery' | 'partner'

/** In the order the home page shows them. */
export const collectionOrder: readonly CollectionKind[] = ['partner', 'reference', 'gallery', 'testimonial']

export interface FieldSpec {
  name: string
  label: string
  kind: 'text' | 'url' | 'month' | 'textarea' | 'rating'
  hint?: string
  /** For the browser's own help (the server checks again). */
  maxLength: number
  required: boolean
}

export interface PictureSpec {
  name: string
  label: string
  hint: string
  /** An entry may go without a picture. */
  optional: boolean
  /** The field of the picture's description, shown beside it. */
  altField?: string
}

export interface CollectionUi {
  title: string
  intro: string
  /** The add button and the new entry's page title. */
  add: string
  /** The page title of an entry's changes. */
  edit: string
  /** An entry in a sentence: 'tagasiside', 'projekt' … */
  noun: string
  empty: string
  fields: readonly FieldSpec[]
  picture: PictureSpec | null
  /** The field that names an entry in lists, labels and the delete question. */
  labelField: string
}

const webAddressHint = 'Algab https:// või http://'

export const collectionUi: Record<CollectionKind, CollectionUi> = {
  testimonial: {
    title: 'Klientide tagasiside',
    intro: 'Avaldage ainult päris klientide sõnu ja nende nõusolekul.',
    add: 'Lisa tagasiside',
    edit: 'Muuda tagasisidet',
    noun: 'tagasiside',
    empty: 'Tagasisidet ei ole: avalehel seda plokki ei näidata.',
    labelField: 'name',
    picture: null,
    fields: [
      { name: 'name', label: 'Nimi', kind: 'text', maxLength: 80, required: true },
      {
        name: 'position',
        label: 'Amet või ettevõte',
        kind: 'text',
        maxLength: 120,
        required: true,
        hint: 'Nt Eramu ehitaja või Ehitusettevõtte projektijuht',
      },
      {
        name: 'positionUrl',
        label: 'Ettevõtte veebiaadress',
        kind: 'url',
        maxLength: 500,
        required: false,
        hint: `Ameti või ettevõtte link; võib jääda tühjaks. ${webAddressHint}`,
      },
      { name: 'rating', label: 'Hinnang', kind: 'rating', maxLength: 1, required: true },
      { name: 'text', label: 'Tagasiside', kind: 'textarea', maxLength: 1200, required: true },
    ],
  },
  reference: {
    title: 'Projektid',
    intro: 'Tehtud tööd, mida avaleht näitab plokis „Projektid“.',
    add: 'Lisa projekt',
    edit: 'Muuda projekti',
    noun: 'projekt',
    empty: 'Projekte ei ole: avalehe plokis „Projektid“ on ainult pealkiri ja sissejuhatus.',
    labelField: 'title',
    picture: {
      name: 'image',
      label: 'Pilt',
      hint: 'JPEG, PNG, WebP, AVIF või GIF, kuni 10 MB. Näidatakse kujul 3 : 2.',
      optional: true,
      altField: 'imageAlt',
    },
    fields: [
      { name: 'title', label: 'Pealkiri', kind: 'text', maxLength: 120, required: true },
      { name: 'location', label: 'Asukoht', kind: 'text', maxLength: 80, required: true, hint: 'Nt Rakvere' },
      {
        name: 'date',
        label: 'Aeg',
        kind: 'month',
        maxLength: 7,
        required: true,
        hint: 'Aasta ja kuu, nt 2025-06',
      },
      {
        name: 'description',
        label: 'Kirjeldus',
        kind: 'textarea',
        maxLength: 800,
        required: true,
        hint: 'Üks-kaks lauset: materjal ja ligikaudsed kogused.',
      },
      {
        name: 'url',
        label: 'Link „Vaata lähemalt“',
        kind: 'url',
        maxLength: 500,
        required: false,
        hint: `Võib jääda tühjaks. ${webAddressHint}`,
      },
      {
        name: 'imageAlt',
        label: 'Pildi kirjeldus',
        kind: 'text',
        maxLength: 300,
        required: false,
        hint: 'Mis pildil on (ekraanilugeja jaoks); kohustuslik, kui projektil on pilt.',
      },
    ],
  },
  gallery: {
    title: 'Galerii',
    intro: 'Avalehe fotogalerii pildid; esimene pilt on galerii avamisel näha.',
    add: 'Lisa pilt',
    edit: 'Muuda galerii pilti',
    noun: 'pilt',
    empty: 'Galeriis ei ole pilte: avalehel galeriid ei näidata.',
    labelField: 'caption',
    picture: {
      name: 'image',
      label: 'Pilt',
      hint: 'JPEG, PNG, WebP, AVIF või GIF, kuni 10 MB. Näidatakse kujul 4 : 3.',
      optional: false,
      altField: 'alt',
    },
    fields: [
      { name: 'caption', label: 'Pildiallkiri', kind: 'text', maxLength: 120, required: true },
      {
        name: 'alt',
        label: 'Pildi kirjeldus',
        kind: 'text',
        maxLength: 300,
        required: true,
        hint: 'Mis pildil on (ekraanilugeja jaoks), nt Kopplaadur laadib kruusa kalluri kasti.',
      },
    ],
  },
  partner: {
    title: 'Partnerid ja lingid',
    intro: 'Lingid avalehe ülemises osas. Logoga partnerit näidatakse logona, teisi nimega.',
    add: 'Lisa partner',
    edit: 'Muuda partnerit',
    noun: 'partner',
    empty: 'Partnereid ei ole: avalehel seda plokki ei näidata.',
    labelField: 'name',
    picture: {
      name: 'logo',
      label: 'Logo',
      hint: 'Võib puududa. PNG, WebP või JPEG, kuni 10 MB; näidatakse kuni 40 px kõrgusena.',
      optional: true,
    },
    fields: [
      { name: 'name', label: 'Nimi', kind: 'text', maxLength: 80, required: true },
      {
        name: 'url',
        label: 'Veebiaadress',
        kind: 'url',
        maxLength: 500,
        required: true,
        hint: webAddressHint,
      },
    ],
  },
}

export const ratingChoices = [
  { value: '5', label: '5 tärni' },
  { value: '4', label: '4 tärni' },
  { value: '3', label: '3 tärni' },
  { value: '2', label: '2 tärni' },
  { value: '1', label: '1 tärn' },
] as const

/** How far an entry is translated into a language, in the list's and the tabs' words. */
export const translationStateWords = {
  done: 'Tõlgitud',
  partial: 'Osaliselt tõlgitud',
  none: 'Tõlkimata',
} as const

/** The Estonian tab of an entry: the text the translations are made from. */
export const sourceTextWord = 'Algtekst'
