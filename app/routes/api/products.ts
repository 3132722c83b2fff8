import { centsToDecimalString } from '#app/domain/money.ts'
import { listPublishedProducts } from '#app/server/catalogue/catalogue.server.ts'
import { logFailure } from '#app/server/log.server.ts'
import { getDb } from '#app/server/runtime.server.ts'

/** SPEC §7: the published products with name, description, priceEur and picture.url. */
export async function loader() {
  try {
    const products = await listPublishedProducts(getDb())
    return Response.json(
      products.map((product) => ({
        id: product.id,
        slug: product.slug,
        name: product.name,
        description: product.description,
        priceEur: Number(centsToDecimalString(product.priceCents)),
        picture: product.picture,
      })),
      { headers: { 'Cache-Control': 'no-cache' } },
    )
  } catch (error) {
    logFailure('GET /api/products', error)
    return Response.json(
      { error: 'Tooteid ei saanud laadida. Palun proovige hetke pärast uuesti.' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
