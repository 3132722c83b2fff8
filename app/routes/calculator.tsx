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
import { calculatorContent } from '#app/content/calculator-content.ts'
import { materials } from '#app/content/materials.ts'
import { formatCubicMetres, formatDecimal, formatTonnes } from '#app/domain/format.ts'
import { Island, islandsPage } from '#app/islands/island.tsx'
import { pageMeta } from '#app/lib/meta.ts'
import { businessOfMatches, useBusiness } from '#app/lib/use-business.ts'
import { readFormData } from '#app/server/http/form-data.server.ts'
import type { Route } from './+types/calculator'

const calculatorMaterials = (): CalculatorMaterial[] =>
  materials.map((material) => ({
    slug: material.slug,
    title: material.title,
    density: material.densityTonnesPerCubicMetre,
  }))

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
  const preselected = url.searchParams.get('materjal')
  const choices = calculatorMaterials()
  // `?materjal=` names one of the calculator's materials or is left out: any other value is the page
  // without it, at that one address (the page cache keeps one page per material, not one per value).
  if (preselected !== null && !choices.some((item) => item.slug === preselected)) {
    url.searchParams.delete('materjal')
    throw redirect(`${url.pathname}${url.search}`, 301)
  }
  return { choices, preselected: preselected ?? '' }
}

/** Without JavaScript the form posts here and the server answers with the same calculation. */
export async function action({ request }: Route.ActionArgs) {
  const fields = fieldsFrom(await readFormData(request))
  const result = calculate(calculatorMaterials(), fields)
  return data({ fields, result }, { status: result.ok ? 200 : 400 })
}

export function meta({ matches }: Route.MetaArgs) {
  const business = businessOfMatches(matches)
  const content = calculatorContent(business)
  return [
    ...pageMeta({
      business,
      matches,
      path: '/kalkulaator',
      title: content.metaTitle,
      description: content.metaDescription,
    }),
    { name: 'keywords', content: content.keywords },
  ]
}

export default function CalculatorPage({ loaderData, actionData }: Route.ComponentProps) {
  const content = calculatorContent(useBusiness())
  const { choices } = loaderData

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{content.heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-stone-700">{content.intro}</p>

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
              orderLinkLabel: content.orderLinkLabel,
            }}
          />
        </div>

        <aside className="space-y-6">
          <section className="rounded-xl bg-white p-5 shadow-sm">
            <h2 className="text-xl font-bold">{content.explanation.heading}</h2>
            <div className="mt-3 flex justify-center">
              <CalculatorBox />
            </div>
            <p className="mt-3 font-semibold">{content.explanation.volumeFormula}</p>
            <p className="font-semibold">{content.explanation.weightFormula}</p>
            {content.explanation.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 30)} className="mt-3 text-stone-700">
                {paragraph}
              </p>
            ))}
          </section>
          <section className="rounded-xl bg-sand-100 p-5">
            <h2 className="flex items-center gap-2 text-xl font-bold">
              <Lightbulb aria-hidden="true" className="h-6 w-6 text-accent" />
              {content.quickTip.heading}
            </h2>
            <p className="mt-2 font-semibold">{content.quickTip.formula}</p>
            <p className="mt-2 text-stone-700">{content.quickTip.text}</p>
          </section>
        </aside>
      </div>

      <TitledSection id="examples-title" title={content.example.heading}>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {content.example.items.map((example) => (
            <li key={example.sentence} className="rounded-xl border border-stone-200 bg-white p-5">
              <p className="tabular">{example.sentence}</p>
              <p className="mt-2 font-semibold tabular">
                {formatCubicMetres(example.volume)} · {formatTonnes(example.weight)}
              </p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="calc-faq-title" title={content.faq.heading} className="max-w-3xl">
        <FaqAccordion name="calculator-faq" items={content.faq.items} className="mt-4" />
      </TitledSection>

      <TitledSection id="materials-title" title="Materjalid">
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {choices.map((material) => (
            <li key={material.slug}>
              <Link
                to={`/${material.slug}`}
                className="flex min-h-11 items-center rounded-md bg-white px-4 py-2 shadow-sm hover:bg-sand-100"
              >
                {material.title} · {formatDecimal(material.density, 2)} t/m³
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/tellimine"
              className="flex min-h-11 items-center rounded-md bg-white px-4 py-2 font-semibold shadow-sm hover:bg-sand-100"
            >
              Kõik tellimisvõimalused
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
