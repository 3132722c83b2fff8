import type { ReactNode } from 'react'
import type { HomeSection } from '#app/content/navigation.ts'
import { hrefIn } from '#app/content/translated-pages.ts'
import { useLocale } from '#app/lib/use-locale.ts'

/**
 * A link to a home-page section: a real link to /#section, so it works without JavaScript and can be
 * opened in a new tab. With JavaScript, followSectionLinks() scrolls to it smoothly. It leads to the home
 * page in the page's language.
 */
export function SectionLink(props: { section: HomeSection; className?: string; children: ReactNode }) {
  const locale = useLocale()
  return (
    <a href={hrefIn(locale, `/#${props.section}`)} className={props.className}>
      {props.children}
    </a>
  )
}
