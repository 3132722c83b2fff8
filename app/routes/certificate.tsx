import { ExternalLink, FileText } from 'lucide-react'
import { Link } from 'react-router'
import { PhoneLink } from '#app/components/contact-links.tsx'
import { NewWindowLink } from '#app/components/new-window-link.tsx'
import {
  type CertificateLanguage,
  type CertificatePage as CertificateTexts,
  type CertifiedProduct,
  certificatePage,
  certifiedProductsIn,
} from '#app/content/certificate.ts'
import { materialBySlug } from '#app/content/materials.ts'
import { certificateMessages } from '#app/content/messages/certificate.ts'
import { type MaterialNameMessage, materialNameMessages } from '#app/content/messages/site-frame.ts'
import { hrefIn } from '#app/content/translated-pages.ts'
import { type Locale, localePath } from '#app/domain/locale.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import { translate } from '#app/lib/messages.ts'
import { localeOfMatches, textPageMeta } from '#app/lib/meta.ts'
import { useBusiness } from '#app/lib/use-business.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import type { Route } from './+types/certificate'

/** The page is its server's HTML and a few islands (docs/decisions/034-islands.md). */
export const handle = islandsHandle
export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(localeOfMatches(matches))
  return textPageMeta(matches, '/sertifikaat', (business) => certificatePage(business, language))
}

/** The certificate's catalogue in the page's language (ADR 060). */
function languageOf(locale: Locale): CertificateLanguage {
  return { locale, t: translate(certificateMessages, locale) }
}

/** The page's texts in its language. */
function useCertificate(): CertificateTexts {
  return certificatePage(useBusiness(), languageOf(useLocale()))
}

function MaterialLink({ product }: { product: CertifiedProduct }) {
  const locale = useLocale()
  const material = product.materialSlug ? materialBySlug(product.materialSlug) : undefined
  if (!material) return <Missing />
  return (
    <Link
      to={hrefIn(locale, `/${material.slug}`)}
      prefetch="intent"
      className="inline-flex min-h-11 items-center font-medium text-accent underline underline-offset-2 hover:text-accent-hover"
    >
      {locale === 'et' ? material.title : materialNameMessages[locale][material.slug as MaterialNameMessage]}
    </Link>
  )
}

/** A dash, read by a screen reader as 'none'. */
function Missing() {
  const certificate = useCertificate()
  return (
    <>
      <span aria-hidden="true">{certificate.noScreenText}</span>
      <span className="sr-only">{certificate.noScreenSpoken}</span>
    </>
  )
}

function ScreenSize({ product }: { product: CertifiedProduct }) {
  return product.screen ?? <Missing />
}

/** The PDF at its address in the page's language: /sertifikaat.pdf, /ru/sertifikaat.pdf. */
function PdfButton() {
  const certificate = useCertificate()
  return (
    <NewWindowLink
      href={localePath(useLocale(), '/sertifikaat.pdf')}
      className="inline-flex min-h-12 items-center gap-2 rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
      note={certificate.pdfNewTab}
    >
      <FileText aria-hidden="true" className="h-5 w-5" />
      {certificate.pdfButton}
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
    </NewWindowLink>
  )
}

export default function CertificatePage() {
  const business = useBusiness()
  const certificate = useCertificate()
  const certifiedProducts = certifiedProductsIn(languageOf(useLocale()))
  const { productColumns: columns, materialPageHeading } = certificate
  return (
    <>
      <header className="bg-graphite text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{certificate.heading}</h1>
          <div className="mt-4 max-w-3xl space-y-3 text-lg text-stone-100">
            {certificate.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <p className="mt-8">
            <PdfButton />
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6">
        <section aria-labelledby="products-title">
          <h2 id="products-title" className="text-3xl font-bold tracking-tight">
            {certificate.productsHeading}
          </h2>
          <p className="mt-3 max-w-3xl text-stone-700">{certificate.productsIntro}</p>

          {/* Phones get one card per product; wider screens the table. Only one of them is displayed. */}
          <ul className="mt-6 space-y-4 md:hidden">
            {certifiedProducts.map((product) => (
              <li
                key={`${product.fraction} ${product.name}`}
                className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
              >
                <h3 className="text-lg font-bold">
                  {product.name} <span className="whitespace-nowrap">{product.fraction}</span>
                </h3>
                <dl className="mt-2 space-y-1 text-stone-700">
                  <div className="flex gap-2">
                    <dt className="font-medium text-graphite">{columns.screen}:</dt>
                    <dd>
                      <ScreenSize product={product} />
                    </dd>
                  </div>
                  <div>
                    <dt className="font-medium text-graphite">{columns.use}:</dt>
                    <dd>{product.use}</dd>
                  </div>
                  {product.materialSlug ? (
                    <div className="flex flex-wrap items-center gap-x-2">
                      <dt className="font-medium text-graphite">{materialPageHeading}:</dt>
                      <dd>
                        <MaterialLink product={product} />
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>

          <div className="mt-6 hidden overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm md:block">
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">{certificate.productsHeading}</caption>
              <thead className="bg-stone-100">
                <tr>
                  {[columns.fraction, columns.name, columns.screen, columns.use, materialPageHeading].map(
                    (heading) => (
                      <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                        {heading}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {certifiedProducts.map((product) => (
                  <tr key={`${product.fraction} ${product.name}`}>
                    <td className="px-4 py-3 font-semibold whitespace-nowrap">{product.fraction}</td>
                    <th scope="row" className="px-4 py-3 font-semibold">
                      {product.name}
                    </th>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <ScreenSize product={product} />
                    </td>
                    <td className="px-4 py-3 text-stone-700">{product.use}</td>
                    <td className="px-4 py-1 whitespace-nowrap">
                      <MaterialLink product={product} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="process-title">
          <h2 id="process-title" className="text-3xl font-bold tracking-tight">
            {certificate.processHeading}
          </h2>
          <p className="mt-3 max-w-3xl text-stone-700">{certificate.processIntro}</p>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {certificate.process.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
                <h3 className="flex items-center gap-3 text-lg font-bold">
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-white tabular"
                  >
                    {index + 1}
                  </span>
                  {step.title}
                </h3>
                <p className="mt-3 text-stone-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="sales-title" className="rounded-xl bg-sand-100 p-6 sm:p-8">
          <h2 id="sales-title" className="text-2xl font-bold">
            {certificate.salesHeading}
          </h2>
          <div className="mt-3 space-y-1 text-lg">
            {certificate.sales.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </div>
          <p className="mt-6 flex flex-wrap gap-3">
            <PhoneLink
              business={business}
              className="inline-flex min-h-11 items-center gap-2 rounded-md bg-graphite px-5 font-semibold text-white"
              numberClassName="tabular"
            />
            <PdfButton />
          </p>
        </section>
      </div>
    </>
  )
}
