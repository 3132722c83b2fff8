import { MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { businessTextIn, deliveryAreaIn } from '#app/content/business.ts'
import {
  materialNameMessages,
  type SiteFrameMessage,
  siteFrameMessages,
} from '#app/content/messages/site-frame.ts'
import { openingHoursLineIn, seasonLineIn } from '#app/content/opening-hours.ts'
import { hrefIn } from '#app/content/translated-pages.ts'
import { estonianTextOn } from '#app/domain/locale.ts'
import { translate } from '#app/lib/messages.ts'
import { useBusiness } from '#app/lib/use-business.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { EmailLink, PhoneLink } from './contact-links.tsx'

/** The site's other pages, linked under the opening hours (in Estonian, privacyLinks.footerLink's words). */
const pageLinks: readonly { to: string; label: SiteFrameMessage }[] = [
  { to: '/kalkulaator', label: 'footer.calculator' },
  { to: '/sertifikaat', label: 'footer.certificate' },
  { to: '/blogi', label: 'footer.blog' },
  { to: '/ariklient', label: 'footer.business' },
  { to: '/konto', label: 'footer.account' },
  { to: '/privaatsus', label: 'footer.privacy' },
]

/** The look of the phone and e-mail links under the business's name. */
const contactLinkLook = {
  className: 'inline-flex min-h-11 items-center gap-2 hover:text-white',
  iconClassName: 'h-5 w-5 text-sand-300',
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className="font-semibold text-white">{title}</p>
      {children}
    </div>
  )
}

/** A list of links in one of the footer's columns. */
function FooterLinks({
  links,
  className,
  prefetch,
}: {
  links: readonly { to: string; label: string }[]
  className: string
  prefetch?: 'intent'
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="inline-flex min-h-9 items-center hover:text-white"
            prefetch={prefetch}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function SiteFooter({ materialLinks }: { materialLinks: readonly { slug: string; title: string }[] }) {
  const business = useBusiness()
  const locale = useLocale()
  const t = translate(siteFrameMessages, locale)
  const materialName = translate(materialNameMessages, locale)
  const { address } = business
  const season = seasonLineIn(locale, business, t('day.closed'))
  return (
    // Always below the first screen of a page with content: laid out only when it comes near (app.css),
    // at its measured height (phones 1 330 px, three columns from md 653 px) until then.
    <footer className="lazy-render [--lazy-render-height:83rem] md:[--lazy-render-height:41rem] mt-16 bg-graphite text-stone-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-2 text-stone-200">
            {t('footer.tagline', { area: deliveryAreaIn(business, locale).join(', ') })}
          </p>
          <ul className="mt-4 space-y-2">
            <li>
              <PhoneLink business={business} {...contactLinkLook} numberClassName="tabular" />
            </li>
            <li>
              <EmailLink business={business} {...contactLinkLook} />
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-sand-300" />
              <span {...estonianTextOn(locale)}>
                {address.street}, {address.locality}, {address.region}
              </span>
            </li>
          </ul>
        </div>
        <FooterColumn title={t('footer.materials')}>
          <FooterLinks
            className="mt-3 grid grid-cols-1 gap-x-4 sm:grid-cols-2 md:grid-cols-1"
            links={materialLinks.map((material) => ({
              to: hrefIn(locale, `/${material.slug}`),
              label:
                locale === 'et'
                  ? material.title
                  : materialName(material.slug as keyof (typeof materialNameMessages)['et']),
            }))}
            prefetch="intent"
          />
        </FooterColumn>
        <FooterColumn title={t('footer.hours')}>
          <ul className="mt-3 space-y-1">
            {business.openingHours.map((hours) => (
              <li key={hours.label} className="tabular">
                {openingHoursLineIn(locale, [hours])}
              </li>
            ))}
          </ul>
          {season ? <p className="mt-1 tabular">{season}</p> : null}
          <p className="mt-3 text-stone-200">
            {t('footer.sales', { hours: businessTextIn(business, locale, 'salesHours') })}
          </p>
          <FooterLinks
            className="mt-6 space-y-1"
            links={pageLinks.map((link) => ({ to: hrefIn(locale, link.to), label: t(link.label) }))}
          />
        </FooterColumn>
      </div>
      <div className="border-t border-graphite-soft">
        {/* Room below the last line for the fixed 'Küsi nõu' button, so that it covers nothing at the end; it takes
            its name back over these last 5rem (app.css, .chat-launcher). */}
        <p className="mx-auto max-w-6xl px-4 pt-5 pb-20 text-sm text-stone-200 sm:px-6">
          © {new Date().getFullYear()} {business.legalName}
          {business.registryCode ? ` · ${t('footer.registryCode')} ${business.registryCode}` : null}
          {business.vatNumber ? ` · ${t('footer.vatNumber')} ${business.vatNumber}` : null}
        </p>
      </div>
    </footer>
  )
}
