import { LogOut } from 'lucide-react'
import { data, Form, NavLink, Outlet, useLocation } from 'react-router'
import { FlashMessage } from '#app/admin/ui/inbox.tsx'
import { MenuToggle } from '#app/components/menu-toggle.tsx'
import { LazyToaster } from '#app/components/toast.tsx'
import { checkAdmin } from '#app/server/auth/guard.server.ts'
import { takeFlash } from '#app/server/http/flash.server.ts'
import type { Route } from './+types/layout'

/**
 * The frame of every /admin page: who is signed in (by the session cookie, the staff pages' one
 * session), the staff navigation, and the message an action left for the page it redirected to.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const check = await checkAdmin(request)
  const { flash, headers } = await takeFlash(request)
  return data({ user: check.ok ? { username: check.session.username } : null, flash }, { headers })
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

export function meta() {
  return [{ title: 'Haldus | Padu Karjäär' }, { name: 'robots', content: 'noindex, nofollow' }]
}

const sections = [
  { to: '/admin/ulevaade', label: 'Ülevaade' },
  { to: '/admin/products', label: 'Tooted' },
  { to: '/admin/materjalid', label: 'Materjalid' },
  { to: '/admin/orders', label: 'Tellimused' },
  { to: '/admin/tarned', label: 'Tarned' },
  { to: '/admin/arved', label: 'Arved' },
  { to: '/admin/kliendid', label: 'Kliendid' },
  { to: '/admin/inquiries', label: 'Päringud' },
  { to: '/admin/mails', label: 'Kirjad' },
  { to: '/blogi-admin', label: 'Blogi' },
  { to: '/admin/avaleht', label: 'Avaleht' },
  { to: '/admin/ettevote', label: 'Ettevõte' },
] as const

export const staffMenuId = 'haldusmenuu'

/** Closes the phone-width menu after one of its links: React Router changes the page without a new document. */
function closeStaffMenu() {
  const menu = document.getElementById(staffMenuId)
  if (menu?.matches(':popover-open')) menu.hidePopover()
}

/**
 * The staff bar. On a wide screen the links and who is signed in stand in a row, as before. At phone
 * width they would take four rows above every page (264 px at 375 px), so there the bar is one line
 * with the page's section and a menu button, and the same links open below it as a native popover,
 * as the public header's menu does (site-header.tsx): it opens, closes on Escape or a tap outside and
 * tells assistive technology whether it is expanded without a script. On a wide screen the popover's
 * box is `display: contents`, so its two parts are the bar's own items. A browser without popovers
 * shows them there at any width (app.css).
 */
function AdminBar({ user }: { user: { username: string } | null }) {
  const { pathname } = useLocation()
  if (!user) return null
  const current = sections.find((section) => pathname === section.to || pathname.startsWith(`${section.to}/`))
  return (
    <header className="group border-b border-stone-300 bg-graphite text-white print:hidden">
      <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 lg:py-3 xl:max-w-7xl">
        <p className="mr-auto font-semibold lg:hidden">
          Haldus{current ? <span className="font-normal text-stone-200"> · {current.label}</span> : null}
        </p>
        <MenuToggle
          menuId={staffMenuId}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-md border border-white/40 hover:bg-white/15 lg:hidden"
        />
        <div
          id={staffMenuId}
          popover="auto"
          className="staff-menu absolute inset-x-0 top-14 bottom-auto m-0 h-auto max-h-none w-full overflow-visible border-0 border-b border-stone-300 bg-graphite p-0 text-white shadow-lg lg:contents"
        >
          <nav aria-label="Haldus" className="flex flex-col gap-1 px-4 py-3 lg:flex-row lg:flex-wrap lg:p-0">
            {sections.map((section) => (
              <NavLink
                key={section.to}
                to={section.to}
                onClick={closeStaffMenu}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center rounded-md px-3 font-semibold lg:px-2 ${
                    isActive ? 'bg-white text-graphite' : 'text-white hover:bg-white/15'
                  }`
                }
              >
                {section.label}
              </NavLink>
            ))}
            <a
              href="/"
              className="inline-flex min-h-11 items-center rounded-md px-3 text-stone-200 hover:bg-white/15 lg:px-2"
            >
              Avalik sait
            </a>
          </nav>
          <div className="flex items-center justify-between gap-3 border-t border-white/20 px-4 py-3 lg:ml-auto lg:justify-start lg:border-0 lg:p-0">
            <p className="text-sm text-stone-200">
              Sisse logitud kui <strong className="text-white">{user.username}</strong>
            </p>
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/40 px-3 font-semibold hover:bg-white/15"
              >
                <LogOut aria-hidden="true" className="h-4 w-4" />
                Välju
              </button>
            </Form>
          </div>
        </div>
      </div>
    </header>
  )
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="min-h-screen bg-stone-100">
        <AdminBar user={loaderData.user} />
        <main id="main-content" className="mx-auto max-w-6xl px-4 py-8">
          {loaderData.flash ? (
            <FlashMessage key={loaderData.flash.id} message={loaderData.flash.message} />
          ) : null}
          <Outlet />
        </main>
      </div>
      <LazyToaster />
    </>
  )
}
