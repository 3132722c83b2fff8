import { Outlet, useLocation, useRouteLoaderData } from 'react-router'
import { ChatWidget } from '#app/components/chat-widget.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'
import { materials } from '#app/content/materials.ts'
import { chatTextsIn } from '#app/content/messages/chat.ts'
import { hrefIn } from '#app/content/translated-pages.ts'
import { Island } from '#app/islands/island.tsx'
import { useBusiness } from '#app/lib/use-business.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import type { Route } from './+types/site-layout'

export function loader() {
  return { materialLinks: materials.map((material) => ({ slug: material.slug, title: material.title })) }
}

// The footer's links are built-in content: nothing to reload on navigation.
export function shouldRevalidate() {
  return false
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { name, phone, phoneE164 } = useBusiness()
  const { pathname, search } = useLocation()
  const locale = useLocale()
  const webhookUrl = useRouteLoaderData<typeof rootLoader>('root')?.chatWebhookUrl ?? '/api/chat'
  return (
    <>
      <SiteHeader business={{ name, phone, phoneE164 }} pathname={pathname} search={search} locale={locale} />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter materialLinks={loaderData.materialLinks} />
      <Island
        name="chat-widget"
        component={ChatWidget}
        props={{
          webhookUrl,
          business: { phone, phoneE164 },
          texts: chatTextsIn(locale),
          privacyHref: hrefIn(locale, '/privaatsus'),
        }}
      />
    </>
  )
}
