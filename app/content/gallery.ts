// The home gallery's eleven pictures (SPEC §3) as a new installation starts with them (image files are
// generated under these keys): stored on the first start, then changed by staff in /admin/avaleht.

export interface GalleryImage {
  /** Image key, e.g. 'gallery/galerii-01'. */
  src: string
  alt: string
  caption: string
  /** Load eagerly: only the first picture, which is visible when the gallery opens. */
  priority: boolean
}

export const galleryImages: readonly GalleryImage[] = [
  {
    src: 'gallery/galerii-01',
    alt: 'Liiva- ja kruusahunnikud karjääri laadimisplatsil',
    caption: 'Materjalid laadimisplatsil',
    priority: true,
  },
  {
    src: 'gallery/galerii-02',
    alt: 'Astmeliselt kaevandatud liivaterrassid karjääri nõlval',
    caption: 'Liivaterrassid karjääris',
    priority: false,
  },
  {
    src: 'gallery/galerii-03',
    alt: 'Kopplaaduri kopp täis sõelutud kruusa',
    caption: 'Kopplaadur töös',
    priority: false,
  },
  {
    src: 'gallery/galerii-04',
    alt: 'Kopplaadur laadib kruusa kalluri kasti',
    caption: 'Kalluri laadimine',
    priority: false,
  },
  {
    src: 'gallery/galerii-05',
    alt: 'Sõelumisseade, mille konveier kuhjab sõelutud materjali hunnikusse',
    caption: 'Sõelumisseade ja konveier',
    priority: false,
  },
  {
    src: 'gallery/galerii-06',
    alt: 'Killustikust teealuse laotamine ja tasandamine',
    caption: 'Teealuse ehitus',
    priority: false,
  },
  {
    src: 'gallery/galerii-07',
    alt: 'Drenaažikraav, milles on filterkangas, drenaažitoru ja kruus',
    caption: 'Drenaaž vundamendi ümber',
    priority: false,
  },
  {
    src: 'gallery/galerii-08',
    alt: 'Kruusaga kaetud aiatee muru ja peenarde vahel',
    caption: 'Kruusaga kaetud aiatee',
    priority: false,
  },
  {
    src: 'gallery/galerii-09',
    alt: 'Peene kaldaliivaga täidetud laste liivakast',
    caption: 'Liivakast kaldaliivaga',
    priority: false,
  },
  {
    src: 'gallery/galerii-10',
    alt: 'Lumega kaetud karjäär ja materjalihunnikud talvel',
    caption: 'Karjäär talvel',
    priority: false,
  },
  {
    src: 'gallery/galerii-11',
    alt: 'Päikeseloojang karjääri kohal',
    caption: 'Õhtu karjääris',
    priority: false,
  },
]
