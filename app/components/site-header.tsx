import { Menu, Phone, X } from 'lucide-react'
import { useLayoutEffect, useRef, useState } from 'react'
import type { BusinessInfo } from '#app/content/business.ts'
import { type MenuItem, mainMenu } from '#app/content/navigation.ts'
import { BrandMark } from './brand-mark.tsx'
import { SectionLink } from './section-link.tsx'
import { scrollToTop } from './section-navigation.ts'

const linkBase =
  'flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-medium text-graphite-soft hover:bg-sand-100 hover:text-graphite'

const menuId = 'mobiilimenuu'

function MenuLink(props: { item: MenuItem; pathname: string; onNavigate: () => void }) {
  const { item, onNavigate } = props
  const { target } = item
  if ('path' in target) {
    // As React Router's NavLink did: a page below the link's path (a blog post under /blogi) counts too.
    const active = props.pathname === target.path || props.pathname.startsWith(`${target.path}/`)
    return (
      <a
        href={target.path}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        className={`${linkBase} ${active ? 'bg-sand-100 text-graphite' : ''}`}
      >
        {item.label}
      </a>
    )
  }
  return (
    <SectionLink section={target.section} className={linkBase} onNavigate={onNavigate}>
      {item.label}
    </SectionLink>
  )
}

/** The site's header, an island (docs/decisions/034-islands.md): the page's address and the business's name and phone come as props. */
export function SiteHeader(props: {
  business: Pick<BusinessInfo, 'name' | 'phone' | 'phoneE164'>
  pathname: string
}) {
  const { business, pathname } = props
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  // A layout effect: it listens from the moment the menu opens. (Preact runs plain effects after the next
  // frame, and an Escape pressed right after the tap came before the listener.)
  useLayoutEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const close = () => setOpen(false)

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <a
          href="/"
          className="mr-auto flex min-h-11 items-center gap-2.5 rounded-md pr-2 text-lg font-bold tracking-tight"
          onClick={(event) => {
            close()
            if (window.location.pathname === '/') {
              event.preventDefault()
              scrollToTop()
            }
          }}
        >
          <BrandMark className="h-9 w-9" />
          <span>{business.name}</span>
        </a>

        <nav aria-label="Peamenüü" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {mainMenu.map((item) => (
              <li key={item.label}>
                <MenuLink item={item} pathname={pathname} onNavigate={close} />
              </li>
            ))}
          </ul>
        </nav>

        <a
          href={`tel:${business.phoneE164}`}
          className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md bg-accent px-3 font-semibold text-white hover:bg-accent-hover"
        >
          <Phone aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only sm:not-sr-only tabular">{business.phone}</span>
        </a>

        <button
          ref={toggleRef}
          type="button"
          className="flex min-h-11 min-w-11 items-center justify-center rounded-md border border-stone-200 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X aria-hidden="true" className="h-6 w-6" />
          ) : (
            <Menu aria-hidden="true" className="h-6 w-6" />
          )}
          <span className="sr-only">{open ? 'Sulge menüü' : 'Ava menüü'}</span>
        </button>
      </div>

      <nav
        id={menuId}
        aria-label="Mobiilimenüü"
        hidden={!open}
        className="border-t border-stone-200 bg-white lg:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
          {mainMenu.map((item) => (
            <li key={item.label}>
              <MenuLink item={item} pathname={pathname} onNavigate={close} />
            </li>
          ))}
          <li className="pt-2">
            <SectionLink
              section="stats"
              onNavigate={close}
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
