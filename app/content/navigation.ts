/** The home page's sections (their element ids) and the header menu of SPEC §2. */
export const homeSections = ['home', 'about', 'services', 'stats', 'projects', 'contact'] as const
export type HomeSection = (typeof homeSections)[number]

export type MenuTarget = { section: HomeSection } | { path: string }

export interface MenuItem {
  label: string
  target: MenuTarget
}

export const mainMenu: readonly MenuItem[] = [
  { label: 'Materjal ja hinnad', target: { section: 'services' } },
  { label: 'Kalkulaator', target: { path: '/kalkulaator' } },
  { label: 'Hinnapäring', target: { section: 'stats' } },
  { label: 'Projektid', target: { section: 'projects' } },
  { label: 'Blogi', target: { path: '/blogi' } },
  { label: 'Kontakt', target: { section: 'contact' } },
]
