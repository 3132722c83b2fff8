import { useLocation } from 'react-router'
import { type Locale, splitLocalePath } from '#app/domain/locale.ts'

/** The language of the page being rendered, from its address (ADR 060). */
export function useLocale(): Locale {
  return splitLocalePath(useLocation().pathname).locale
}
