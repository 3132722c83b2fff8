import type { ReactNode } from 'react'
import type { HomeSection } from '#app/content/navigation.ts'

/**
 * A link to a home-page section: a real link to /#section, so it works without JavaScript and can be
 * opened in a new tab. With JavaScript, followSectionLinks() scrolls to it smoothly.
 */
export function SectionLink(props: { section: HomeSection; className?: string; children: ReactNode }) {
  return (
    <a href={`/#${props.section}`} className={props.className}>
      {props.children}
    </a>
  )
}
