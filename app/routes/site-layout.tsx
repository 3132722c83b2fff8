import { Outlet } from 'react-router'
import { ChatWidget } from '#app/components/chat-widget.tsx'
import { usePendingSectionScroll } from '#app/components/section-navigation.ts'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'
import { LazyToaster } from '#app/components/toast.tsx'
import { materials } from '#app/content/materials.ts'
import type { Route } from './+types/site-layout'

export function loader() {
  return { materialLinks: materials.map((material) => ({ slug: material.slug, title: material.title })) }
}

// The footer's links are built-in content: nothing to reload on navigation.
export function shouldRevalidate() {
  return false
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  usePendingSectionScroll()
  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter materialLinks={loaderData.materialLinks} />
      <LazyToaster />
      <ChatWidget />
    </>
  )
}
