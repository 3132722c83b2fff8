import { Outlet } from 'react-router'
import { Toaster } from 'sonner'
import { usePendingSectionScroll } from '#app/components/section-navigation.ts'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'

export default function SiteLayout() {
  usePendingSectionScroll()
  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster position="top-center" richColors closeButton duration={6000} />
    </>
  )
}
