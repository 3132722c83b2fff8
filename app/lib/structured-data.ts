import type { MetaDescriptor } from 'react-router'
import type { BusinessInfo } from '#app/content/business.ts'
import type { FaqItem, Material } from '#app/content/material.ts'
import { centsToDecimalString } from '#app/domain/money.ts'
import { defaultShareImage } from './meta.ts'

/** schema.org JSON-LD for the pages, rendered by React Router's meta as <script type="application/ld+json">. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': { '@context': 'https://schema.org', ...data } }
}

export function businessId(origin: string) {
  return `${origin}/#business`
}

/** Google asks for coordinates to at least five decimals; a number would drop trailing zeros. */
function coordinate(value: number): string {
  return value.toFixed(5)
}

/**
 * An answer's paragraphs as one text: a paragraph that ends without a full stop (a figure, a formula)
 * gets one, so that its sentence does not run into the next.
 */
export function answerText(answer: string): string {
  return answer
    .split(/\n\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index, all) =>
      index < all.length - 1 && !/[.!?:…]$/.test(paragraph) ? `${paragraph}.` : paragraph,
    )
    .join(' ')
}

/** The quarry as a schema.org business; the registry code and VAT number only where the owner entered them. */
export function localBusiness(origin: string, business: BusinessInfo): Record<string, unknown> {
  const { address, coordinates } = business
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(origin),
    name: business.name,
    legalName: business.legalName,
    ...(business.registryCode ? { taxID: business.registryCode } : {}),
    ...(business.vatNumber ? { vatID: business.vatNumber } : {}),
    url: `${origin}/`,
    telephone: business.phoneE164,
    email: business.email,
    image: `${origin}${defaultShareImage}`,
    priceRange: '€',
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: coordinate(coordinates.latitude),
      longitude: coordinate(coordinates.longitude),
    },
    openingHoursSpecification: business.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: {
        '@type': 'GeoCoordinates',
        latitude: coordinate(coordinates.latitude),
        longitude: coordinate(coordinates.longitude),
      },
      geoRadius: business.serviceRadiusMetres,
    },
  }
}

/**
 * A material with its per-tonne price, without VAT and transport; `image` is a path on this site. A
 * translated page gives its own address and words (`page`, ADR 060).
 */
export function materialProduct(
  origin: string,
  business: BusinessInfo,
  material: Pick<Material, 'slug'>,
  product: { name: string; description: string; priceCents: number; published: boolean },
  image: string | undefined,
  page: { path: string; category: string; unitText: string } = {
    path: `/${material.slug}`,
    category: 'Ehitusmaterjal',
    unitText: 'tonn',
  },
): Record<string, unknown> {
  const url = `${origin}${page.path}`
  const price = centsToDecimalString(product.priceCents)
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    url,
    image: `${origin}${image ?? defaultShareImage}`,
    category: page.category,
    brand: { '@type': 'Brand', name: business.name },
    offers: {
      '@type': 'Offer',
      url: `${url}#order-form`,
      priceCurrency: 'EUR',
      price,
      availability: product.published ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      // The whole business node, as on the home page: a bare @id would point at nothing on this page.
      seller: localBusiness(origin, business),
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'EUR',
        unitCode: 'TNE',
        unitText: page.unitText,
        valueAddedTaxIncluded: false,
      },
    },
  }
}

export function faqPage(faqs: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: answerText(faq.answer) },
    })),
  }
}

export function breadcrumbs(
  origin: string,
  items: readonly { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  }
}
