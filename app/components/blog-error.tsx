import { ArrowLeft } from 'lucide-react'
import { isRouteErrorResponse, Link } from 'react-router'
import type { BusinessInfo } from '#app/content/business.ts'

/** The title and robots rule of a blog page that could not be shown: its 404 title, or 'Viga'. */
export function blogErrorMeta(
  error: unknown,
  notFoundTitle: string,
  business: BusinessInfo,
  errorTitle = 'Viga',
) {
  const title = isRouteErrorResponse(error) && error.status === 404 ? notFoundTitle : errorTitle
  return [{ title: `${title} | ${business.name}` }, { name: 'robots', content: 'noindex' }]
}

/**
 * A blog page's error boundary: what is not there (a 404) or could not be opened (its title, and to try
 * again shortly), and the way back to the list. Only an unexpected error is written to the console.
 * `texts` are the list's in the page's language (ADR 060); without them, Estonian.
 */
export function BlogErrorPage({
  error,
  notFound,
  failedTitle,
  texts = { failed: 'Palun proovige hetke pärast uuesti.', back: 'Tagasi blogisse', backHref: '/blogi' },
}: {
  error: unknown
  notFound: { title: string; text: string }
  failedTitle: string
  texts?: { failed: string; back: string; backHref: string }
}) {
  const missing = isRouteErrorResponse(error) && error.status === 404
  if (!missing) console.error(error)
  const { title, text } = missing ? notFound : { title: failedTitle, text: texts.failed }
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-stone-700">{text}</p>
      <Link
        to={texts.backHref}
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {texts.back}
      </Link>
    </section>
  )
}
