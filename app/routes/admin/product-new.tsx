import { ProductForm } from '#app/admin/product-form.tsx'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { changeProductFromForm } from '#app/server/catalogue/product-changes.server.ts'
import type { Route } from './+types/product-new'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  return null
}

/** Creates the product, then attaches its picture once uploaded (the form's `intent`). */
export async function action({ request }: Route.ActionArgs) {
  return changeProductFromForm(request)
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
