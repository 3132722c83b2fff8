import { Lightbulb } from 'lucide-react'
import type { ReactNode } from 'react'
import { data, Link, redirect } from 'react-router'
import { CalculatorBox } from '#app/components/calculator-box.tsx'
import {
  type CalculatorFields,
  CalculatorForm,
  type CalculatorMaterial,
  calculate,
} from '#app/components/calculator-form.tsx'
import { FaqAccordion } from '#app/components/faq-accordion.tsx'
import { materialBySlug, materials } from '#app/content/materials.ts'
import {
  type CalculatorMessage,
  calculatorFormMessageIds,
  calculatorMessages,
} from '#app/content/messages/calculator.ts'
import { type MaterialNameMessage, materialNameMessages } from '#app/content/messages/site-frame.ts'
import { hrefIn } from '#app/content/translated-pages.ts'
import { calculateMaterial } from '#app/domain/calculator.ts'
import { formatDecimal } from '#app/domain/format.ts'
import { formatNumberIn, type Locale, splitLocalePath } from '#app/domain/locale.ts'
import { Island, islandsPage } from '#app/islands/island.tsx'
import { compiledMessages, translate } from '#app/lib/messages.ts'
import { localeOfMatches, pageMeta } from '#app/lib/meta.ts'
import { businessOfMatches } from '#app/lib/use-business.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { readFormData } from '#app/server/http/form-data.server.ts'
import type { Route } from './+types/calculator'

/** The materials as the calculator offers them, named in `locale` and linking to their pages in it. */
const calculatorMaterials = (locale: Locale): CalculatorMaterial[] =>
  materials.map((material) => ({
    slug: material.slug,
    title:
      locale === 'et' ? material.title : materialNameMessages[locale][material.slug as MaterialNameMessage],
    density: material.densityTonnesPerCubicMetre,
    href: hrefIn(locale, `/${material.slug}`),
  }))

/** A figure to `digits` decimals: Estonian in the spec's format (format.ts), the others through Intl. */
const figureIn = (locale: Locale, value: number, digits: number) =>
  locale === 'et' ? formatDecimal(value, digits) : formatNumberIn(locale, value, digits)

/** The spec's two worked examples: the layer, and the material whose density it weighs with. */
const examples = [
  { id: 'example.screenedGravel', width: 6, length: 3, depth: 0.15, materialSlug: 'soelutud-kruus' },
  { id: 'example.buildingSand', width: 8, length: 4, depth: 0.05, materialSlug: 'soelutud-ehitusliiv' },
] as const satisfies readonly {
  id: CalculatorMessage
  width: number
  length: number
  depth: number
  materialSlug: string
}[]

/** The page's questions, each an id's question and answer. */
const faqIds = ['faq.tonnes', 'faq.delivery', 'faq.final'] as const

function fieldsFrom(source: { get(name: string): FormDataEntryValue | string | null }): CalculatorFields {
  const read = (name: string) => {
    const value = source.get(name)
    return typeof value === 'string' ? value.slice(0, 50) : ''
  }
  return { material: read('material'), width: read('width'), length: read('length'), depth: read('depth') }
}

/** The page is its server's HTML and a few islands (docs/decisions/034-islands.md). */
export const handle = islandsPage({ query: ['materjal'] })

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { locale } = splitLocalePath(url.pathname)
  const preselected = url.searchParams.get('materjal')
  const choices = calculatorMaterials(locale)
  // `?materjal=` names one of the calculator's materials or is left out: any other value is the page
  // without it, at that one address (the page cache keeps one page per material, not one per value).
  if (preselected !== null && !choices.some((item) => item.slug === preselected)) {
    url.searchParams.delete('materjal')
    throw redirect(`${url.pathname}${url.search}`, 301)
  }
  return {
    choices,
    preselected: preselected ?? '',
    locale,
    // The form's texts in the page's language, compiled: the island reads them with the runtime alone.
    formMessages: compiledMessages(calculatorMessages, locale, calculatorFormMessageIds),
    orderHref: hrefIn(locale, '/tellimine'),
  }
}

/** Without JavaScript the form posts here and the server answers with the same calculation. */
export async function action({ request }: Route.ActionArgs) {
  const fields = fieldsFrom(await readFormData(request))
  const result = calculate(calculatorMaterials('et'), fields)
  return data({ fields, result }, { status: result.ok ? 200 : 400 })
}

export function meta({ matches }: Route.MetaArgs) {
  const business = businessOfMatches(matches)
  const t = translate(calculatorMessages, localeOfMatches(matches))
  return [
    ...pageMeta({
      business,
      matches,
      path: '/kalkulaator',
      title: t('meta.title', { name: business.name }),
      description: t('meta.description'),
    }),
    { name: 'keywords', content: t('meta.keywords') },
  ]
}

export default function CalculatorPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale()
  const t = translate(calculatorMessages, locale)
  const { choices } = loaderData
  const figure = (value: number, digits = 2) => figureIn(locale, value, digits)

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('heading')}</h1>
      <p className="mt-4 max-w-3xl text-lg text-stone-700">{t('intro')}</p>

      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <Island
            name="calculator-form"
            component={CalculatorForm}
            props={{
              choices,
              fields: actionData?.fields ?? {
                material: loaderData.preselected ?? '',
                width: '',
                length: '',
                depth: '',
              },
              result: actionData?.result ?? null,
              orderHref: loaderData.orderHref,
              locale: loaderData.locale,
              messages: loaderData.formMessages,
            }}
          />
        </div>

        <aside className="space-y-6">
          <section className="rounded-xl bg-white p-5 shadow-sm">
            <h2 className="text-xl font-bold">{t('explanation.heading')}</h2>
            <div className="mt-3 flex justify-center">
              <CalculatorBox
                texts={{
                  label: t('box.label'),
                  title: t('box.title'),
                  length: t('box.length'),
                  width: t('box.width'),
                  depth: t('box.depth'),
                }}
              />
            </div>
            <p className="mt-3 font-semibold">{t('explanation.volumeFormula')}</p>
            <p className="font-semibold">{t('explanation.weightFormula')}</p>
            {(['explanation.units', 'explanation.density', 'explanation.compaction'] as const).map((id) => (
              <p key={id} className="mt-3 text-stone-700">
                {t(id)}
              </p>
            ))}
          </section>
          <section className="rounded-xl bg-sand-100 p-5">
            <h2 className="flex items-center gap-2 text-xl font-bold">
              <Lightbulb aria-hidden="true" className="h-6 w-6 text-accent" />
              {t('tip.heading')}
            </h2>
            <p className="mt-2 font-semibold">{t('tip.formula')}</p>
            <p className="mt-2 text-stone-700">{t('tip.text')}</p>
          </section>
        </aside>
      </div>

      <TitledSection id="examples-title" title={t('example.heading')}>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {examples.map((example) => {
            const density = materialBySlug(example.materialSlug)?.densityTonnesPerCubicMetre ?? 0
            const result = calculateMaterial({ ...example, density })
            const volume = result.ok ? result.volumeCubicMetres : 0
            const weight = result.ok ? result.weightTonnes : 0
            return (
              <li key={example.id} className="rounded-xl border border-stone-200 bg-white p-5">
                <p className="tabular">
                  {t(example.id, {
                    width: figure(example.width, 0),
                    length: figure(example.length, 0),
                    depth: figure(example.depth),
                    volume: figure(volume),
                    density: figure(density),
                    weight: figure(weight),
                  })}
                </p>
                <p className="mt-2 font-semibold tabular">
                  {t('form.cubicMetres', { value: figure(volume) })} ·{' '}
                  {t('form.tonnes', { value: figure(weight) })}
                </p>
              </li>
            )
          })}
        </ul>
      </TitledSection>

      <TitledSection id="calc-faq-title" title={t('faq.heading')} className="max-w-3xl">
        <FaqAccordion
          name="calculator-faq"
          items={faqIds.map((id) => ({ question: t(`${id}.question`), answer: t(`${id}.answer`) }))}
          className="mt-4"
        />
      </TitledSection>

      <TitledSection id="materials-title" title={t('materials.heading')}>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {choices.map((material) => (
            <li key={material.slug}>
              <Link
                to={material.href}
                className="flex min-h-11 items-center rounded-md bg-white px-4 py-2 shadow-sm hover:bg-sand-100"
              >
                {t('materials.item', { material: material.title, density: figure(material.density) })}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={loaderData.orderHref}
              className="flex min-h-11 items-center rounded-md bg-white px-4 py-2 font-semibold shadow-sm hover:bg-sand-100"
            >
              {t('materials.all')}
            </Link>
          </li>
        </ul>
      </TitledSection>
    </div>
  )
}

/** One of the page's sections below the calculator, named by its heading. */
function TitledSection(props: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className={['mt-12', props.className].filter(Boolean).join(' ')}>
      <h2 id={props.id} className="text-2xl font-bold">
        {props.title}
      </h2>
      {props.children}
    </section>
  )
}
