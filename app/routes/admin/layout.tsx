import { LogOut } from 'lucide-react'
import { data, Form, NavLink, Outlet } from 'react-router'
import { FlashMessage } from '#app/admin/ui/inbox.tsx'
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
  { to: '/admin/inquiries', label: 'Päringud' },
  { to: '/admin/mails', label: 'Kirjad' },
  { to: '/blogi-admin', label: 'Blogi' },
  { to: '/admin/avaleht', label: 'Avaleht' },
  { to: '/admin/ettevote', label: 'Ettevõte' },
] as const

function AdminBar({ user }: { user: { username: string } | null }) {
  if (!user) return null
  return (
    <header className="border-b border-stone-300 bg-graphite text-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <nav aria-label="Haldus" className="flex flex-wrap gap-1">
          {sections.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-md px-3 font-semibold ${
                  isActive ? 'bg-white text-graphite' : 'text-white hover:bg-white/15'
                }`
              }
            >
              {section.label}
            </NavLink>
          ))}
          <a
            href="/"
            className="inline-flex min-h-11 items-center rounded-md px-3 text-stone-200 hover:bg-white/15"
          >
            Avalik sait
          </a>
        </nav>
        <div className="ml-auto flex items-center gap-3">
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
