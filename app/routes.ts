import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'
import { materials } from './content/materials.ts'

export default [
  route('healthz', 'routes/healthz.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('api/products', 'routes/api.products.ts'),
  route('api/orders', 'routes/api.orders.ts'),
  route('api/inquiries', 'routes/api.inquiries.ts'),
  route('api/functions/:name', 'routes/api.functions.ts'),
  route('api/geo/search', 'routes/api.geo.search.ts'),
  route('api/geo/distance', 'routes/api.geo.distance.ts'),
  route('api/geo/place', 'routes/api.geo.place.ts'),
  route('api/chat', 'routes/api.chat.ts'),
  route('sertifikaat.pdf', 'routes/certificate-pdf.ts'),
  route('api/auth/login', 'routes/api.auth.login.ts'),
  route('api/auth/logout', 'routes/api.auth.logout.ts'),
  route('api/auth/session', 'routes/api.auth.session.ts'),
  route('api/admin/products', 'routes/api.admin.products.ts'),
  route('api/admin/upload', 'routes/api.admin.upload.ts'),
  route('api/admin/audit', 'routes/api.admin.audit.ts'),
  route('api/admin/blog-posts', 'routes/api.admin.blog-posts.ts'),
  route('api/admin/orders', 'routes/api.admin.orders.ts'),
  route('api/admin/orders/export', 'routes/api.admin.orders-export.ts'),
  route('api/admin/inquiries', 'routes/api.admin.inquiries.ts'),
  route('api/admin/mails', 'routes/api.admin.mails.ts'),
  // Staff pages: their own frame, and none of their code in the public pages' bundles.
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/index.ts'),
    route('admin/login', 'routes/admin/login.tsx'),
    route('admin/products', 'routes/admin/products.tsx'),
    route('admin/products/new', 'routes/admin/product-new.tsx'),
    route('admin/products/:id/edit', 'routes/admin/product-edit.tsx'),
    route('admin/orders', 'routes/admin/orders.tsx'),
    route('admin/orders/:id', 'routes/admin/order-detail.tsx'),
    route('admin/inquiries', 'routes/admin/inquiries.tsx'),
    route('admin/mails', 'routes/admin/mails.tsx'),
    route('admin/*', 'routes/admin/not-found.tsx'),
  ]),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('kalkulaator', 'routes/calculator.tsx'),
    route('tellimine', 'routes/order-page.tsx'),
    route('blogi', 'routes/blog-list.tsx'),
    route('blogi/:id', 'routes/blog-article.tsx'),
    route('sertifikaat', 'routes/certificate.tsx'),
    // One template for the ten material pages, each at the spec's own path.
    ...materials.map((material) =>
      route(material.slug, 'routes/material.tsx', { id: `material-${material.slug}` }),
    ),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
