import { Link } from 'react-router'

/** 'Tagasi avalehele' as the page's one strong action, where a page has nothing to show. */
export function HomeLink() {
  return (
    <Link
      to="/"
      className="mt-8 inline-flex min-h-11 items-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
    >
      Tagasi avalehele
    </Link>
  )
}
