import { useCallback, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { HomeSection } from '#app/content/navigation.ts'

/** SPEC §2: a section link on another page goes home first, then scrolls after about 100 ms. */
export const sectionScrollDelayMs = 100

interface SectionState {
  scrollToSection?: HomeSection
}

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

/** Returns a function that brings the visitor to a home-page section from any page. */
export function useGoToSection() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  return useCallback(
    (section: HomeSection) => {
      if (pathname === '/') {
        scrollToSection(section)
        return
      }
      navigate('/', { state: { scrollToSection: section } satisfies SectionState })
    },
    [pathname, navigate],
  )
}

/** On the home page, finishes a section link that started on another page. */
export function usePendingSectionScroll() {
  const location = useLocation()
  const section = (location.state as SectionState | null)?.scrollToSection
  useEffect(() => {
    if (!section || location.pathname !== '/') return
    const timer = window.setTimeout(() => scrollToSection(section), sectionScrollDelayMs)
    return () => window.clearTimeout(timer)
  }, [section, location.pathname])
}
