import { privacyLinks } from '#app/content/privacy-links.ts'

/**
 * The sentence beside a form's submit button that points to the privacy notice. It opens in a new tab
 * so that a half-filled form is not left behind.
 */
export function PrivacyNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-stone-700 ${className}`}>
      {privacyLinks.formNote}{' '}
      <a
        href="/privaatsus"
        target="_blank"
        rel="noopener"
        className="font-medium text-accent-hover underline underline-offset-2"
      >
        {privacyLinks.formLink}
        <span className="sr-only"> (avaneb uuel vahelehel)</span>
      </a>
      .
    </p>
  )
}
