import { ProductForm } from '#app/admin/product-form.tsx'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import type { Route } from './+types/product-new'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  return null
}

export default function AdminProductNew() {
  return <ProductForm />
}

export function meta() {
  return [
    { title: 'Loo uus toode | Haldus | Padu Karjäär' },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}
