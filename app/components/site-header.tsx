import { Menu, Phone, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { type MenuItem, mainMenu } from '#app/content/navigation.ts'
import { useBusiness } from '#app/lib/use-business.ts'
import { BrandMark } from './brand-mark.tsx'
import { SectionLink } from './section-link.tsx'
import { scrollToTop } from './section-navigation.ts'

const linkBase =
  'flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-medium text-graphite-soft hover:bg-sand-100 hover:text-graphite'

function MenuLink({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const { target } = item
  if ('path' in target) {
    return (
      <NavLink
        to={target.path}
        onClick={onNavigate}
        className={({ isActive }) => `${linkBase} ${isActive ? 'bg-sand-100 text-graphite' : ''}`}
        prefetch="intent"
      >
        {item.label}
      </NavLink>
    )
  }
  return (
    <SectionLink section={target.section} className={linkBase} onNavigate={onNavigate}>
      {item.label}
    </SectionLink>
  )
}

export function SiteHeader() {
  const business = useBusiness()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  // The mobile menu closes after any navigation.
  const [lastKey, setLastKey] = useState(location.key)
  if (lastKey !== location.key) {
    setLastKey(location.key)
    setOpen(false)
  }

  useEffect(() => {
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
        <Link
          to="/"
          className="mr-auto flex min-h-11 items-center gap-2.5 rounded-md pr-2 text-lg font-bold tracking-tight"
          onClick={(event) => {
            close()
            if (location.pathname === '/') {
              event.preventDefault()
              scrollToTop()
            }
          }}
        >
          <BrandMark className="h-9 w-9" />
          <span>{business.name}</span>
        </Link>

        <nav aria-label="Peamenüü" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {mainMenu.map((item) => (
              <li key={item.label}>
                <MenuLink item={item} onNavigate={close} />
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
              <MenuLink item={item} onNavigate={close} />
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
