import type { SiteFrameMessage } from './messages/site-frame.ts'

/** The home page's sections (their element ids) and the header menu of SPEC §2. */
export const homeSections = ['home', 'about', 'services', 'stats', 'projects', 'contact'] as const
export type HomeSection = (typeof homeSections)[number]

export type MenuTarget = { section: HomeSection } | { path: string }

export interface MenuItem {
  /** The item's text in the site frame's catalogue (ADR 060); in Estonian, the spec's. */
  label: SiteFrameMessage
  target: MenuTarget
}

export const mainMenu: readonly MenuItem[] = [
  { label: 'menu.materials', target: { section: 'services' } },
  { label: 'menu.calculator', target: { path: '/kalkulaator' } },
  { label: 'menu.inquiry', target: { section: 'stats' } },
  { label: 'menu.projects', target: { section: 'projects' } },
  { label: 'menu.blog', target: { path: '/blogi' } },
  { label: 'menu.contact', target: { section: 'contact' } },
]
