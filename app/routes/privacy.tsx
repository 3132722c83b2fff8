import { useRouteLoaderData } from 'react-router'
import { EmailLink, PhoneLink } from '#app/components/contact-links.tsx'
import { privacyMessages } from '#app/content/messages/privacy.ts'
import {
  builtInPrivacyNoticeSettings,
  type PrivacyNoticeSettings,
  type PrivacySection,
  privacyNotice,
} from '#app/content/privacy.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import { translate } from '#app/lib/messages.ts'
import { localeOfMatches, textPageMeta } from '#app/lib/meta.ts'
import { useBusiness } from '#app/lib/use-business.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import type { Route } from './+types/privacy'

/** The privacy settings staff keep in the admin, from the root loader; the built-in ones without it. */
function privacySettingsOf(matches: Route.MetaArgs['matches']): PrivacyNoticeSettings {
  // The first match is the root route's, typed by React Router's typegen from its loader.
  return matches[0]?.data?.privacy ?? builtInPrivacyNoticeSettings
}

/** The page is its server's HTML and a few islands (docs/decisions/034-islands.md). */
export const handle = islandsHandle
export function meta({ matches }: Route.MetaArgs) {
  const locale = localeOfMatches(matches)
  return textPageMeta(matches, '/privaatsus', (business) =>
    privacyNotice(business, privacySettingsOf(matches), locale, translate(privacyMessages, locale)),
  )
}

/** A section's paragraphs, before or after its list; nothing when it has none there. */
function Paragraphs({ texts }: { texts: readonly string[] | undefined }) {
  return texts?.map((paragraph) => (
    <p key={paragraph.slice(0, 40)} className="mt-3 text-stone-700">
      {paragraph}
    </p>
  ))
}

export default function PrivacyPage() {
  const business = useBusiness()
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.privacy ?? builtInPrivacyNoticeSettings
  const locale = useLocale()
  const privacy = privacyNotice(business, settings, locale, translate(privacyMessages, locale))
  const { noticeDate, noticeDay } = privacy
  return (
    <>
      <header className="bg-graphite text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{privacy.heading}</h1>
          <div className="mt-4 max-w-3xl space-y-3 text-lg text-stone-100">
            {privacy.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 break-words sm:px-6">
        {privacy.sections.map((section: PrivacySection) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {section.heading}
            </h2>
            <Paragraphs texts={section.paragraphs} />
            {section.items ? (
              <ul className="mt-4 list-disc space-y-3 pl-6 text-stone-700 marker:text-accent">
                {section.items.map((item) => (
                  <li key={item.text.slice(0, 40)}>
                    {item.title ? <strong className="text-graphite">{item.title}. </strong> : null}
                    {item.text}
                  </li>
                ))}
              </ul>
            ) : null}
            <Paragraphs texts={section.after} />
          </section>
        ))}

        <section aria-labelledby="privacy-contact-title" className="rounded-xl bg-sand-100 p-6 sm:p-8">
          <h2 id="privacy-contact-title" className="text-2xl font-bold">
            {privacy.contactHeading}
          </h2>
          <p className="mt-3">{privacy.contactText}</p>
          <p className="mt-4 flex flex-wrap gap-3">
            <EmailLink
              business={business}
              className="inline-flex min-h-11 items-center gap-2 rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
            />
            <PhoneLink
              business={business}
              className="inline-flex min-h-11 items-center gap-2 rounded-md bg-graphite px-5 font-semibold text-white"
              numberClassName="tabular"
            />
          </p>
        </section>

        <p className="text-stone-700">
          {privacy.datePrefix} <time dateTime={noticeDate}>{noticeDay}</time>
          {/* A sentence that ends in an abbreviation ('2026 г.') takes no second full stop. */}
          {noticeDay.endsWith('.') ? null : '.'}
        </p>
      </div>
    </>
  )
}
