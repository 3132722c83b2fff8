import { Link } from 'react-router'
import { siteFrameMessages } from '#app/content/messages/site-frame.ts'
import { localePath } from '#app/domain/locale.ts'
import { translate } from '#app/lib/messages.ts'
import { useLocale } from '#app/lib/use-locale.ts'

/** 'Tagasi avalehele' as the page's one strong action, where a page has nothing to show; in its language. */
export function HomeLink() {
  const locale = useLocale()
  return (
    <Link
      to={localePath(locale, '/')}
      className="mt-8 inline-flex min-h-11 items-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
    >
      {translate(siteFrameMessages, locale)('home.back')}
    </Link>
  )
}
