import { Link } from 'react-router'

/** The languages of a staff text's tabs, in their names on the tabs. */
export const languageNames = { et: 'Eesti', ru: 'Vene', en: 'Inglise' } as const

export interface LanguageTab {
  locale: keyof typeof languageNames
  /** The edit page in this language (`?keel=ru|en`). */
  path: string
  /** Under the name: whose or how far the texts are ('Muudetud', 'Tõlkimata' …). */
  marker: string
  /** The marker in the colour of work done. */
  done: boolean
}

/**
 * Eesti · Vene · Inglise as plain links (`?keel=`), the page's own marked as current, each with its marker:
 * a staff text's edit page in each of its languages (a material page, a home-page entry).
 */
export function LanguageTabs({
  languages,
  current,
  label,
}: {
  languages: readonly LanguageTab[]
  current: string
  label: string
}) {
  return (
    <nav
      aria-label={label}
      className="mt-4 grid grid-cols-3 gap-1 border-b border-stone-300 sm:flex sm:gap-2"
    >
      {languages.map((language) => {
        const active = language.locale === current
        return (
          <Link
            key={language.locale}
            to={language.path}
            aria-current={active ? 'page' : undefined}
            className={`-mb-px inline-flex min-h-11 flex-col justify-center rounded-t-lg border px-2 py-1 sm:px-4 ${
              active
                ? 'border-stone-300 border-b-stone-100 bg-stone-100 font-semibold text-graphite'
                : 'border-transparent text-stone-700 hover:bg-stone-200'
            }`}
          >
            <span>{languageNames[language.locale]}</span>
            <span className={`text-xs ${language.done ? 'text-forest' : 'text-stone-600'}`}>
              {language.marker}
            </span>
          </Link>
        )
      })}
    </nav>
  )
}
