import type { MetaDescriptor } from 'react-router'
import { business } from '#app/content/business.ts'
import type { FaqItem, Material } from '#app/content/material.ts'
import { centsToDecimalString } from '#app/domain/money.ts'

/** schema.org JSON-LD for the pages, rendered by React Router's meta as <script type="application/ld+json">. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': { '@context': 'https://schema.org', ...data } }
}

export function businessId(origin: string) {
  return `${origin}/#business`
}

export function localBusiness(origin: string): Record<string, unknown> {
  const { address, coordinates } = business
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(origin),
    name: business.name,
    legalName: business.legalName,
    url: `${origin}/`,
    telephone: business.phoneE164,
    email: business.email,
    image: `${origin}/images/og/default-1200.jpg`,
    priceRange: '€',
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: coordinates.latitude, longitude: coordinates.longitude },
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
        latitude: coordinates.latitude,
        longitude: coordinates.longitude,
      },
      geoRadius: business.serviceRadiusMetres,
    },
  }
}

/** A material with its per-tonne price, without VAT and transport. */
export function materialProduct(
  origin: string,
  material: Material,
  product: { name: string; description: string; priceCents: number; published: boolean },
  image: string | undefined,
): Record<string, unknown> {
  const url = `${origin}/${material.slug}`
  const price = centsToDecimalString(product.priceCents)
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    url,
    ...(image ? { image: `${origin}${image}` } : {}),
    category: 'Ehitusmaterjal',
    brand: { '@type': 'Brand', name: business.name },
    offers: {
      '@type': 'Offer',
      url: `${url}#order-form`,
      priceCurrency: 'EUR',
      price,
      availability: product.published ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@id': businessId(origin) },
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'EUR',
        unitCode: 'TNE',
        unitText: 'tonn',
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
      acceptedAnswer: { '@type': 'Answer', text: faq.answer.replace(/\n\n/g, ' ') },
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
