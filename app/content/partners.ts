// The home page's six external links (SPEC §2) as a new installation starts with them: stored on the
// first start, then changed by staff in /admin/avaleht (a partner may get a logo). The page opens them in
// a new tab.

export interface Partner {
  name: string
  url: string
}

// OWNER: the quarry has no listed partners yet. These are public Estonian agencies, registers and an
// industry association that builders use; linking to them claims no partnership. Replace them with real
// partners when there are some, and then change partnersHeading to e.g. 'Meie koostööpartnerid'.
export const partners: readonly Partner[] = [
  { name: 'Maa- ja Ruumiamet', url: 'https://maaruum.ee' },
  { name: 'Ehitisregister', url: 'https://www.ehr.ee' },
  { name: 'Transpordiamet', url: 'https://www.transpordiamet.ee' },
  { name: 'Keskkonnaamet', url: 'https://keskkonnaamet.ee' },
  { name: 'Eesti Geoloogiateenistus', url: 'https://www.egt.ee' },
  { name: 'Eesti Ehitusettevõtjate Liit', url: 'https://www.eeel.ee' },
]
