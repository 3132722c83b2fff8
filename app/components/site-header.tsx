import type { BusinessInfo } from '#app/content/business.ts'
import { siteFrameMessages } from '#app/content/messages/site-frame.ts'
import { type MenuItem, mainMenu } from '#app/content/navigation.ts'
import { hrefIn } from '#app/content/translated-pages.ts'
import { type Locale, localePath } from '#app/domain/locale.ts'
import { translate } from '#app/lib/messages.ts'
import { BrandMark } from './brand-mark.tsx'
import { PhoneLink } from './contact-links.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { MenuToggle } from './menu-toggle.tsx'
import { SectionLink } from './section-link.tsx'

const linkBase =
  'flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-[0.95rem] font-medium text-graphite-soft hover:bg-sand-100 hover:text-graphite'

export const mobileMenuId = 'mobiilimenuu'

function MenuLink(props: { item: MenuItem; pathname: string; locale: Locale }) {
  const { target } = props.item
  const label = translate(siteFrameMessages, props.locale)(props.item.label)
  if ('path' in target) {
    const href = hrefIn(props.locale, target.path)
    // As React Router's NavLink did: a page below the link's path (a blog post under /blogi) counts too.
    const active = props.pathname === href || props.pathname.startsWith(`${href}/`)
    return (
      <a
        href={href}
        aria-current={active ? 'page' : undefined}
        className={`${linkBase} ${active ? 'bg-sand-100 text-graphite' : ''}`}
      >
        {label}
      </a>
    )
  }
  return (
    <SectionLink section={target.section} className={linkBase}>
      {label}
    </SectionLink>
  )
}

/**
 * The site's header: server HTML that needs no script. The phone-width menu is a native popover opened by
 * its toggle (menu-toggle.tsx), which works before any script has run, and without one.
 * section-navigation.ts closes it after a section link on the home page and scrolls the brand link to the top.
 * Its texts and links are in the page's language, and it offers the page in the other two (ADR 060).
 */
export function SiteHeader(props: {
  business: Pick<BusinessInfo, 'name' | 'phone' | 'phoneE164'>
  pathname: string
  locale: Locale
  /** The address's query: a page whose language it names (`?keel=`) keeps the rest of it. */
  search?: string
}) {
  const { business, pathname, locale } = props
  const t = translate(siteFrameMessages, locale)
  return (
    <header className="group sticky top-0 z-40 border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <a
          href={localePath(locale, '/')}
          className="mr-auto flex min-h-11 items-center gap-2.5 rounded-md lg:whitespace-nowrap pr-2 text-lg font-bold tracking-tight"
        >
          <BrandMark className="h-9 w-9" />
          <span>{business.name}</span>
        </a>

        <nav aria-label={t('menu.label')} className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {mainMenu.map((item) => (
              <li key={item.label}>
                <MenuLink item={item} pathname={pathname} locale={locale} />
              </li>
            ))}
          </ul>
        </nav>

        <LanguageSwitch
          pathname={pathname}
          search={props.search}
          locale={locale}
          label={t('language.switch')}
        />

        <PhoneLink
          business={business}
          className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md bg-accent px-3 font-semibold text-white hover:bg-accent-hover"
          iconClassName="h-5 w-5"
          // Beside the menu (lg) the button is its icon, with the number for a screen reader: the menu's
          // words in Russian and English need the room.
          numberClassName="sr-only sm:not-sr-only lg:sr-only tabular"
        />

        <MenuToggle
          menuId={mobileMenuId}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-md border border-stone-200 lg:hidden"
          labels={{ open: t('header.openMenu'), close: t('header.closeMenu') }}
        />
      </div>

      <nav
        id={mobileMenuId}
        popover="auto"
        aria-label={t('menu.mobileLabel')}
        className="site-menu inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-y border-stone-200 bg-white p-0 text-graphite shadow-md lg:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
          {mainMenu.map((item) => (
            <li key={item.label}>
              <MenuLink item={item} pathname={pathname} locale={locale} />
            </li>
          ))}
          <li className="pt-2">
            <SectionLink
              section="stats"
              className="flex min-h-11 items-center justify-center rounded-md bg-graphite px-4 font-semibold text-white"
            >
              {t('header.quote')}
            </SectionLink>
          </li>
        </ul>
      </nav>
    </header>
  )
}
