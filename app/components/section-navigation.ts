import { type HomeSection, homeSections } from '#app/content/navigation.ts'
import { splitLocalePath } from '#app/domain/locale.ts'

/** SPEC §2: a section link on another page goes home first, then scrolls after about 100 ms. */
export const sectionScrollDelayMs = 100

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
}

/** Scrolls smoothly to a home-page section and moves keyboard focus there. */
export function scrollToSection(section: HomeSection): boolean {
  const element = document.getElementById(section)
  if (!element) return false
  // The home page's lower sections are laid out only near the viewport (`lazy-render` in app.css), so
  // their heights are estimates until then; a smooth scroll past them would end off target.
  document.documentElement.dataset.allSectionsRendered = ''
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
  // Keep the address shareable without adding a history entry per click.
  window.history.replaceState(window.history.state, '', `#${section}`)
  return true
}

/** The home page in any of its languages: '/', '/ru', '/en'. */
function isHomePage(pathname: string): boolean {
  return splitLocalePath(pathname).path === '/'
}

function sectionOf(hash: string): HomeSection | undefined {
  const name = hash.replace(/^#/, '')
  return homeSections.find((section) => section === name)
}

/** Closes the popover (the header's phone menu) a followed link is in, if it is in one and it is open. */
function closePopoverOf(link: Element) {
  const popover = link.closest<HTMLElement>('[popover]')
  if (popover && typeof popover.hidePopover === 'function') popover.hidePopover()
}

/**
 * Section links (`/#stats`) are plain links, so they work without JavaScript and from every page. With
 * JavaScript, on the home page a click scrolls smoothly to the section instead of jumping, and a link to
 * the home page itself scrolls back to the top; either closes the menu it was in. A visit that arrives at
 * `/#section` (or `/ru#section`) from another page scrolls there once the page has settled (SPEC §2).
 */
export function followSectionLinks() {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (!(link instanceof HTMLAnchorElement) || link.target) return
    const url = new URL(link.href)
    const here = window.location.pathname
    if (url.origin !== window.location.origin || url.pathname !== here || !isHomePage(here)) return
    if (url.hash === '') {
      event.preventDefault()
      closePopoverOf(link)
      scrollToTop()
      return
    }
    const section = sectionOf(url.hash)
    if (section && scrollToSection(section)) {
      event.preventDefault()
      closePopoverOf(link)
    }
  })
  const arrivedAt = isHomePage(window.location.pathname) ? sectionOf(window.location.hash) : undefined
  if (arrivedAt) window.setTimeout(() => scrollToSection(arrivedAt), sectionScrollDelayMs)
}
