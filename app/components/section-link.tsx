import type { ReactNode } from 'react'
import type { HomeSection } from '#app/content/navigation.ts'
import { useGoToSection } from './section-navigation.ts'

/**
 * A link to a home-page section. It is a real link to /#section, so it works without JavaScript and
 * can be opened in a new tab; with JavaScript it scrolls smoothly (and from another page goes home first).
 */
export function SectionLink(props: {
  section: HomeSection
  className?: string
  children: ReactNode
  onNavigate?: () => void
}) {
  const goToSection = useGoToSection()
  return (
    <a
      href={`/#${props.section}`}
      className={props.className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
        event.preventDefault()
        props.onNavigate?.()
        goToSection(props.section)
      }}
    >
      {props.children}
    </a>
  )
}
