import { privacyLinks } from '#app/content/privacy-links.ts'
import { NewWindowLink } from './new-window-link.tsx'

/**
 * The sentence beside a form's submit button that points to the privacy notice. It opens in a new tab
 * so that a half-filled form is not left behind.
 */
export function PrivacyNote({
  className = '',
  href = '/privaatsus',
  texts = { note: privacyLinks.formNote, link: privacyLinks.formLink, newTab: ' (avaneb uuel vahelehel)' },
}: {
  className?: string
  /** The notice in the form's language (`hrefIn(locale, '/privaatsus')`); the Estonian one unless given. */
  href?: string
  /** The sentence, its link's words and what a screen reader hears after them, in the form's language. */
  texts?: { note: string; link: string; newTab: string }
}) {
  return (
    <p className={`text-sm text-stone-700 ${className}`}>
      {texts.note}{' '}
      <NewWindowLink
        href={href}
        className="font-medium text-accent-hover underline underline-offset-2"
        note={texts.newTab}
      >
        {texts.link}
      </NewWindowLink>
      .
    </p>
  )
}
