// The home page's four project references (SPEC §3) as a new installation starts with them: they are
// stored on the first start, and staff change them afterwards in /admin/avaleht (or /api/admin/references).

export interface ProjectReference {
  /** Image key, e.g. 'references/viide-1'. */
  image: string
  imageAlt: string
  title: string
  location: string
  /** ISO year and month, YYYY-MM. */
  date: string
  /** One or two sentences: the material and rough quantities. */
  description: string
  /** The spec's references have no category. */
  category: null
  /** External link, opened by the page. */
  url: string
}

// OWNER: these are example projects. Replace them with real completed jobs; there are no project pages,
// so each url points to the public website of the municipality where the work was done – replace it with
// a link about the actual project (a client's page, an article) or keep the municipality page.
export const projectReferences: readonly ProjectReference[] = [
  {
    image: 'references/viide-1',
    imageAlt: 'Uue eramu vundament, mille ümber on laotatud ja tihendatud täiteliiv',
    title: 'Eramu vundamendi ümbertäide',
    location: 'Rakvere',
    date: '2025-06',
    description:
      'Uue eramu vundamendi ümbertäiteks ja põrandaaluseks täiteks tõime umbes 60 tonni sõelutud täiteliiva ning kapillaarkatkestuskihi jaoks 22 tonni killustikku 16-32 mm.',
    category: null,
    url: 'https://www.rakvere.ee',
  },
  {
    image: 'references/viide-2',
    imageAlt: 'Purukruusaga kaetud ja rulliga tihendatud metsatee',
    title: 'Metsatee remont',
    location: 'Haljala vald',
    date: '2025-09',
    description:
      '600 m pikkuse metsatee läbivajunud kohad täideti loodusliku kruusaga 0-90 mm ja kogu tee kaeti purukruusaga 0-32 mm – kokku umbes 700 tonni, millest suurem osa veeti poolhaagisega.',
    category: null,
    url: 'https://www.haljala.ee',
  },
  {
    image: 'references/viide-3',
    imageAlt: 'Tootmishoone ette rajatud tihendatud purukruusaga plats',
    title: 'Ettevõtte hooviplats',
    location: 'Vinni vald',
    date: '2024-10',
    description:
      'Tootmishoone ette rajatud 1200 m² suuruse platsi alus tehti killustikust 16-32 mm ja pealmine kiht purukruusast 0-32 mm, kokku ligikaudu 600 tonni materjali.',
    category: null,
    url: 'https://www.vinnivald.ee',
  },
  {
    image: 'references/viide-4',
    imageAlt: 'Maja ümber rajatud kruusariba ja värskelt külvatud muru',
    title: 'Eramu drenaaž ja haljastus',
    location: 'Tapa vald',
    date: '2026-05',
    description:
      'Maja ümber rajatud drenaaži jaoks tõime 20 tonni sõelutud kruusa 16-32 mm ning muru ja peenarde rajamiseks umbes 40 tonni sõelutud mulda.',
    category: null,
    url: 'https://www.tapa.ee',
  },
]
