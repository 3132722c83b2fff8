import { Lightbulb } from 'lucide-react'
import { useId, useState } from 'react'
import { data, Link } from 'react-router'
import { CalculatorBox } from '#app/components/calculator-box.tsx'
import { FaqAccordion } from '#app/components/faq-accordion.tsx'
import { useHydrated } from '#app/components/use-hydrated.ts'
import { calculatorContent } from '#app/content/calculator-content.ts'
import { materials } from '#app/content/materials.ts'
import { type CalculatorResult, calculateMaterial } from '#app/domain/calculator.ts'
import { formatCubicMetres, formatDecimal, formatTonnes } from '#app/domain/format.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { businessOfMatches, useBusiness } from '#app/lib/use-business.ts'
import { readFormData } from '#app/server/http/form-data.server.ts'
import type { Route } from './+types/calculator'

interface CalculatorFields {
  material: string
  width: string
  length: string
  depth: string
}

interface CalculatorMaterial {
  slug: string
  title: string
  density: number
}

const calculatorMaterials = (): CalculatorMaterial[] =>
  materials.map((material) => ({
    slug: material.slug,
    title: material.title,
    density: material.densityTonnesPerCubicMetre,
  }))

function calculate(choices: readonly CalculatorMaterial[], fields: CalculatorFields): CalculatorResult {
  const material = choices.find((item) => item.slug === fields.material)
  return calculateMaterial({
    density: material?.density,
    width: fields.width,
    length: fields.length,
    depth: fields.depth,
  })
}

function fieldsFrom(source: { get(name: string): FormDataEntryValue | string | null }): CalculatorFields {
  const read = (name: string) => {
    const value = source.get(name)
    return typeof value === 'string' ? value.slice(0, 50) : ''
  }
  return { material: read('material'), width: read('width'), length: read('length'), depth: read('depth') }
}

export function loader({ request }: Route.LoaderArgs) {
  const preselected = new URL(request.url).searchParams.get('materjal')
  const choices = calculatorMaterials()
  return { choices, preselected: choices.some((item) => item.slug === preselected) ? preselected : '' }
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

const inputClass =
  'block min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 tabular aria-[invalid]:border-red-700'

export default function CalculatorPage({ loaderData, actionData }: Route.ComponentProps) {
  const content = calculatorContent(useBusiness())
  const id = useId()
  const hydrated = useHydrated()
  const [fields, setFields] = useState<CalculatorFields>(
    actionData?.fields ?? { material: loaderData.preselected ?? '', width: '', length: '', depth: '' },
  )
  const [result, setResult] = useState<CalculatorResult | null>(actionData?.result ?? null)

  const set =
    (name: keyof CalculatorFields) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFields((current) => ({ ...current, [name]: event.target.value }))
  const { choices } = loaderData
  const chosen = choices.find((item) => item.slug === fields.material)
  const resultMaterial = result?.ok ? chosen : undefined

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{content.heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-stone-700">{content.intro}</p>

      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <form
            method="post"
            noValidate
            onSubmit={(event) => {
              if (!hydrated) return
              event.preventDefault()
              setResult(calculate(loaderData.choices, fields))
            }}
            className="space-y-5 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
            aria-label="Materjali kalkulaator"
          >
            <div>
              <label htmlFor={`${id}-material`} className="mb-1 block font-medium">
                Materjal
              </label>
              <select
                id={`${id}-material`}
                name="material"
                value={fields.material}
                onChange={set('material')}
                className={inputClass}
              >
                <option value="">Valige materjal</option>
                {choices.map((material) => (
                  <option key={material.slug} value={material.slug}>
                    {material.title} ({formatDecimal(material.density, 2)} t/m³)
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              {(
                [
                  ['width', 'Laius (m)'],
                  ['length', 'Pikkus (m)'],
                  ['depth', 'Sügavus (m)'],
                ] as const
              ).map(([name, label]) => (
                <div key={name}>
                  <label htmlFor={`${id}-${name}`} className="mb-1 block font-medium">
                    {label}
                  </label>
                  <input
                    id={`${id}-${name}`}
                    name={name}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0"
                    value={fields[name]}
                    onChange={set(name)}
                    className={inputClass}
                    aria-invalid={(result && !result.ok) || undefined}
                    aria-describedby={result && !result.ok ? `${id}-error` : undefined}
                  />
                </div>
              ))}
            </div>
            <button
              type="submit"
              className="inline-flex min-h-12 items-center rounded-md bg-accent px-6 text-lg font-semibold text-white hover:bg-accent-hover"
            >
              Arvuta
            </button>
            <div aria-live="polite">
              {result && !result.ok ? (
                <p id={`${id}-error`} className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800">
                  {result.error}
                </p>
              ) : null}
            </div>
          </form>

          {result?.ok ? (
            <section
              aria-labelledby={`${id}-result`}
              className="mt-6 rounded-xl border-2 border-graphite bg-sand-50 p-6"
              aria-live="polite"
            >
              <h2 id={`${id}-result`} className="text-xl font-bold">
                Tulemus{resultMaterial ? `: ${resultMaterial.title.toLowerCase()}` : ''}
              </h2>
              <dl className="mt-4 grid grid-cols-2 gap-4 tabular">
                <div>
                  <dt className="text-stone-700">Maht</dt>
                  <dd className="text-3xl font-extrabold">{formatCubicMetres(result.volumeCubicMetres)}</dd>
                </div>
                <div>
                  <dt className="text-stone-700">Kaal</dt>
                  <dd className="text-3xl font-extrabold">{formatTonnes(result.weightTonnes)}</dd>
                </div>
              </dl>
              {result.depthWarning ? (
                <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
                  {result.depthWarning}
                </p>
              ) : null}
              <Link
                to={resultMaterial ? `/${resultMaterial.slug}#order-form` : '/tellimine'}
                className="mt-5 inline-flex min-h-11 items-center rounded-md bg-graphite px-5 font-semibold text-white"
              >
                {content.orderLinkLabel}
              </Link>
            </section>
          ) : null}
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

      <section aria-labelledby="examples-title" className="mt-12">
        <h2 id="examples-title" className="text-2xl font-bold">
          {content.example.heading}
        </h2>
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
      </section>

      <section aria-labelledby="calc-faq-title" className="mt-12 max-w-3xl">
        <h2 id="calc-faq-title" className="text-2xl font-bold">
          {content.faq.heading}
        </h2>
        <FaqAccordion name="calculator-faq" items={content.faq.items} className="mt-4" />
      </section>

      <section aria-labelledby="materials-title" className="mt-12">
        <h2 id="materials-title" className="text-2xl font-bold">
          Materjalid
        </h2>
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
      </section>
    </div>
  )
}
