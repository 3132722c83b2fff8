import { privacyLinks } from '#app/content/privacy-links.ts'
import { NewWindowLink } from './new-window-link.tsx'

/**
 * The sentence beside a form's submit button that points to the privacy notice. It opens in a new tab
 * so that a half-filled form is not left behind.
 */
export function PrivacyNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-stone-700 ${className}`}>
      {privacyLinks.formNote}{' '}
      <NewWindowLink
        href="/privaatsus"
        className="font-medium text-accent-hover underline underline-offset-2"
        note=" (avaneb uuel vahelehel)"
      >
        {privacyLinks.formLink}
      </NewWindowLink>
      .
    </p>
  )
}
