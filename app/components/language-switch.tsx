import { languageNames } from '#app/content/messages/site-frame.ts'
import { counterparts } from '#app/content/translated-pages.ts'
import { type Locale, splitLocalePath } from '#app/domain/locale.ts'

/**
 * The page in the other two languages (ADR 060): plain links, so they work without a script, reach
 * the keyboard in order and read to a screen reader as the language's own name ('RU Русский'), in
 * that language. A page that is not translated yet leads to that language's home page.
 */
export function LanguageSwitch({
  pathname,
  search = '',
  locale,
  label,
}: {
  pathname: string
  search?: string
  /** The page's language, where its address does not say it (the customer's order page). */
  locale?: Locale
  label: string
}) {
  const current = locale ?? splitLocalePath(pathname).locale
  const others = counterparts(pathname, search).filter((page) => page.locale !== current)
  return (
    <nav aria-label={label}>
      <ul className="flex items-center">
        {others.map((page) => (
          <li key={page.locale}>
            <a
              href={page.href}
              hrefLang={page.locale}
              lang={page.locale}
              className="flex min-h-11 min-w-11 items-center justify-center rounded-md px-1 text-sm font-semibold text-graphite-soft hover:bg-sand-100 hover:text-graphite"
            >
              {page.locale.toUpperCase()}
              <span className="sr-only"> {languageNames[page.locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
