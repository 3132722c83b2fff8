import type { BusinessInfo } from '#app/content/business.ts'
import { type MenuItem, mainMenu } from '#app/content/navigation.ts'
import { BrandMark } from './brand-mark.tsx'
import { PhoneLink } from './contact-links.tsx'
import { MenuToggle } from './menu-toggle.tsx'
import { SectionLink } from './section-link.tsx'

const linkBase =
  'flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-medium text-graphite-soft hover:bg-sand-100 hover:text-graphite'

export const mobileMenuId = 'mobiilimenuu'

function MenuLink(props: { item: MenuItem; pathname: string }) {
  const { target } = props.item
  if ('path' in target) {
    // As React Router's NavLink did: a page below the link's path (a blog post under /blogi) counts too.
    const active = props.pathname === target.path || props.pathname.startsWith(`${target.path}/`)
    return (
      <a
        href={target.path}
        aria-current={active ? 'page' : undefined}
        className={`${linkBase} ${active ? 'bg-sand-100 text-graphite' : ''}`}
      >
        {props.item.label}
      </a>
    )
  }
  return (
    <SectionLink section={target.section} className={linkBase}>
      {props.item.label}
    </SectionLink>
  )
}

/**
 * The site's header: server HTML that needs no script. The phone-width menu is a native popover opened by
 * its toggle (menu-toggle.tsx), which works before any script has run, and without one.
 * section-navigation.ts closes it after a section link on the home page and scrolls the brand link to the top.
 */
export function SiteHeader(props: {
  business: Pick<BusinessInfo, 'name' | 'phone' | 'phoneE164'>
  pathname: string
}) {
  const { business, pathname } = props
  return (
    <header className="group sticky top-0 z-40 border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <a
          href="/"
          className="mr-auto flex min-h-11 items-center gap-2.5 rounded-md pr-2 text-lg font-bold tracking-tight"
        >
          <BrandMark className="h-9 w-9" />
          <span>{business.name}</span>
        </a>

        <nav aria-label="Peamenüü" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {mainMenu.map((item) => (
              <li key={item.label}>
                <MenuLink item={item} pathname={pathname} />
              </li>
            ))}
          </ul>
        </nav>

        <PhoneLink
          business={business}
          className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md bg-accent px-3 font-semibold text-white hover:bg-accent-hover"
          iconClassName="h-5 w-5"
          numberClassName="sr-only sm:not-sr-only tabular"
        />

        <MenuToggle
          menuId={mobileMenuId}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-md border border-stone-200 lg:hidden"
        />
      </div>

      <nav
        id={mobileMenuId}
        popover="auto"
        aria-label="Mobiilimenüü"
        className="site-menu inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-y border-stone-200 bg-white p-0 text-graphite shadow-md lg:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
          {mainMenu.map((item) => (
            <li key={item.label}>
              <MenuLink item={item} pathname={pathname} />
            </li>
          ))}
          <li className="pt-2">
            <SectionLink
              section="stats"
              className="flex min-h-11 items-center justify-center rounded-md bg-graphite px-4 font-semibold text-white"
            >
              Küsi pakkumist
            </SectionLink>
          </li>
        </ul>
      </nav>
    </header>
  )
}
