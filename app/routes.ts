import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes'
import { materials } from './content/materials.ts'
import { localisedPaths } from './content/translated-pages.ts'

/**
 * A public page at its Estonian path and, when it is translated (translated-pages.ts, ADR 060), the same
 * route module under /ru and /en: '' is the home page, 'kalkulaator' → /ru/kalkulaator. The module reads
 * its language from the address.
 */
function page(path: string, file: string, id?: string): RouteConfigEntry[] {
  const routeId = id ?? file.replace(/\.tsx?$/, '')
  const estonian = path === '' ? index(file, { id: routeId }) : route(path, file, { id: routeId })
  if (!localisedPaths.has(`/${path}`)) return [estonian]
  return [
    estonian,
    ...(['ru', 'en'] as const).map((locale) =>
      route(path === '' ? locale : `${locale}/${path}`, file, { id: `${routeId}.${locale}` }),
    ),
  ]
}

export default [
  route('healthz', 'routes/healthz.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('api/products', 'routes/api/products.ts'),
  route('api/orders', 'routes/api/orders.ts'),
  route('api/inquiries', 'routes/api/inquiries.ts'),
  route('api/functions/:name', 'routes/api/functions.ts'),
  route('api/geo/search', 'routes/api/geo-search.ts'),
  route('api/geo/distance', 'routes/api/geo-distance.ts'),
  route('api/geo/place', 'routes/api/geo-place.ts'),
  route('api/chat', 'routes/api/chat.ts'),
  route('api/payments/montonio', 'routes/api/payments-montonio.ts'),
  // 'Maksa kohe' posts here (a resource route: it answers with a redirect to Montonio's page).
  route('tellimus/:token/maksa', 'routes/payment-start.ts'),
  route('sertifikaat.pdf', 'routes/certificate-pdf.ts'),
  // The certificate page's PDF in the page's languages (ADR 060): the same module, by the address.
  route('ru/sertifikaat.pdf', 'routes/certificate-pdf.ts', { id: 'routes/certificate-pdf.ru' }),
  route('en/sertifikaat.pdf', 'routes/certificate-pdf.ts', { id: 'routes/certificate-pdf.en' }),
  // The printed invoices of a customer's order, under the token of its page.
  route('tellimus/:token/arve/:number', 'routes/customer-invoice-pdf.ts'),
  route('konto/arved/:number/:format', 'routes/account/invoice-file.ts'),
  ...page('konto/saldo/pdf', 'routes/account/statement-pdf.ts'),
  route('api/auth/login', 'routes/api/auth-login.ts'),
  route('api/auth/logout', 'routes/api/auth-logout.ts'),
  route('api/auth/session', 'routes/api/auth-session.ts'),
  route('api/admin/products', 'routes/api/admin/products.ts'),
  route('api/admin/upload', 'routes/api/admin/upload.ts'),
  route('api/admin/audit', 'routes/api/admin/audit.ts'),
  route('api/admin/business', 'routes/api/admin/business.ts'),
  route('api/admin/customers', 'routes/api/admin/customers.ts'),
  route('api/admin/materials', 'routes/api/admin/materials.ts'),
  route('api/admin/blog-posts', 'routes/api/admin/blog-posts.ts'),
  route('api/admin/testimonials', 'routes/api/admin/testimonials.ts'),
  route('api/admin/references', 'routes/api/admin/references.ts'),
  route('api/admin/gallery', 'routes/api/admin/gallery.ts'),
  route('api/admin/partners', 'routes/api/admin/partners.ts'),
  route('api/admin/orders', 'routes/api/admin/orders.ts'),
  route('api/admin/orders/export', 'routes/api/admin/orders-export.ts'),
  route('api/admin/inquiries', 'routes/api/admin/inquiries.ts'),
  route('api/admin/invoices', 'routes/api/admin/invoices.ts'),
  route('api/admin/bank-statements', 'routes/api/admin/bank-statements.ts'),
  route('api/admin/stats', 'routes/api/admin/stats.ts'),
  route('api/admin/stats/csv', 'routes/api/admin/stats-csv.ts'),
  route('api/admin/stats/plot', 'routes/api/admin/stats-plot.ts'),
  route('api/admin/mails', 'routes/api/admin/mails.ts'),
  route('api/admin/invoices/export', 'routes/api/admin/invoices-export.ts'),
  route('api/admin/deliveries', 'routes/api/admin/deliveries.ts'),
  route('api/admin/deliveries.ics', 'routes/api/admin/deliveries-ics.ts'),
  // The staff's calendar subscription: a secret address, since calendar apps cannot sign in.
  route('tarned/:feed', 'routes/deliveries-feed.ts'),
  // A staff page's picture upload and the sign-out, by the session cookie (resource routes: no frame).
  route('admin/pilt', 'routes/admin/picture-upload.ts'),
  route('admin/logout', 'routes/admin/logout.ts'),
  // Staff pages: their own frame, and none of their code in the public pages' bundles.
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/index.ts'),
    route('admin/login', 'routes/admin/login.tsx'),
    route('admin/ulevaade', 'routes/admin/overview.tsx'),
    route('admin/products', 'routes/admin/products.tsx'),
    route('admin/products/new', 'routes/admin/product-new.tsx'),
    route('admin/products/:id/edit', 'routes/admin/product-edit.tsx'),
    route('admin/orders', 'routes/admin/orders.tsx'),
    route('admin/orders/:id', 'routes/admin/order-detail.tsx'),
    route('admin/tarned', 'routes/admin/day-plan.tsx'),
    route('admin/arved', 'routes/admin/invoices.tsx'),
    route('admin/arved/:id', 'routes/admin/invoice-detail.tsx'),
    route('admin/kliendid', 'routes/admin/customers.tsx'),
    route('admin/kliendid/uus', 'routes/admin/customer-new.tsx'),
    route('admin/kliendid/:id', 'routes/admin/customer-detail.tsx'),
    route('admin/inquiries', 'routes/admin/inquiries.tsx'),
    route('admin/mails', 'routes/admin/mails.tsx'),
    route('admin/ettevote', 'routes/admin/business.tsx'),
    route('admin/materjalid', 'routes/admin/materials.tsx'),
    route('admin/materjalid/:slug', 'routes/admin/material-edit.tsx'),
    route('admin/avaleht', 'routes/admin/home-content.tsx'),
    route('admin/avaleht/:kind/:id', 'routes/admin/home-content-item.tsx'),
    route('admin/avaleht/:kind/:id/kustuta', 'routes/admin/home-content-delete.tsx'),
    route('blogi-admin', 'routes/admin/blog-admin.tsx'),
    route('admin/*', 'routes/admin/not-found.tsx'),
  ]),
  layout('routes/site-layout.tsx', [
    ...page('', 'routes/home.tsx'),
    ...page('kalkulaator', 'routes/calculator.tsx'),
    ...page('tellimine', 'routes/order-page.tsx'),
    route('blogi', 'routes/blog-list.tsx'),
    // The list in Russian and English (translated-pages.ts); the articles at /blogi/{id} stay Estonian.
    route('ru/blogi', 'routes/blog-list.tsx', { id: 'routes/blog-list.ru' }),
    route('en/blogi', 'routes/blog-list.tsx', { id: 'routes/blog-list.en' }),
    route('blogi/:id', 'routes/blog-article.tsx'),
    ...page('sertifikaat', 'routes/certificate.tsx'),
    ...page('privaatsus', 'routes/privacy.tsx'),
    route('tellimus/:token', 'routes/customer-order.tsx'),
    route('makse/tagasi', 'routes/payment-return.tsx'),
    // Business accounts (ADR 059): the application, and the company's own pages behind a sign-in link.
    ...page('ariklient', 'routes/business-application.tsx'),
    // In the three languages (translated-pages.ts), the link of a sign-in mail too.
    ...page('konto/sisene', 'routes/account/sign-in.tsx'),
    route('konto/sisene/:token', 'routes/account/sign-in-link.tsx'),
    route('ru/konto/sisene/:token', 'routes/account/sign-in-link.tsx', {
      id: 'routes/account/sign-in-link.ru',
    }),
    route('en/konto/sisene/:token', 'routes/account/sign-in-link.tsx', {
      id: 'routes/account/sign-in-link.en',
    }),
    ...page('konto/valju', 'routes/account/sign-out.ts'),
    ...page('konto', 'routes/account/overview.tsx'),
    ...page('konto/tellimused', 'routes/account/orders.tsx'),
    ...page('konto/arved', 'routes/account/invoices.tsx'),
    ...page('konto/saldo', 'routes/account/statement.tsx'),
    ...page('konto/objektid', 'routes/account/sites.tsx'),
    ...page('konto/kasutajad', 'routes/account/people.tsx'),
    // One template for the ten material pages, each at the spec's own path.
    ...materials.flatMap((material) =>
      page(material.slug, 'routes/material.tsx', `material-${material.slug}`),
    ),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
