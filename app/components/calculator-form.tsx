import { useState } from 'react'
import { type CalculatorResult, calculateMaterial } from '#app/domain/calculator.ts'
import { formatCubicMetres, formatDecimal, formatTonnes } from '#app/domain/format.ts'
import { useHydrated } from './use-hydrated.ts'

export interface CalculatorFields {
  material: string
  width: string
  length: string
  depth: string
}

export interface CalculatorMaterial {
  slug: string
  title: string
  density: number
}

/** The calculation of SPEC's calculator, the same in the browser and in the page's action. */
export function calculate(
  choices: readonly CalculatorMaterial[],
  fields: CalculatorFields,
): CalculatorResult {
  const material = choices.find((item) => item.slug === fields.material)
  return calculateMaterial({
    density: material?.density,
    width: fields.width,
    length: fields.length,
    depth: fields.depth,
  })
}

/**
 * The form fields' input look (form-field.tsx) with tabular figures, written out: importing it would put
 * the fields in a chunk of their own, one more request for the order and inquiry forms' islands.
 */
const numberClass =
  'block min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 tabular aria-[invalid]:border-red-700'

const id = 'kalkulaator'

/**
 * The calculator's form and its result, an island (docs/decisions/034-islands.md). Without JavaScript the
 * form posts to the page, whose action answers with the same calculation.
 */
export function CalculatorForm(props: {
  choices: readonly CalculatorMaterial[]
  /** The posted fields, or the preselected material. */
  fields: CalculatorFields
  result: CalculatorResult | null
  orderLinkLabel: string
}) {
  const { choices } = props
  const hydrated = useHydrated()
  const [fields, setFields] = useState<CalculatorFields>(props.fields)
  const [result, setResult] = useState<CalculatorResult | null>(props.result)

  const set =
    (name: keyof CalculatorFields) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFields((current) => ({ ...current, [name]: event.target.value }))
  const chosen = choices.find((item) => item.slug === fields.material)
  const resultMaterial = result?.ok ? chosen : undefined

  return (
    <>
      <form
        method="post"
        noValidate
        onSubmit={(event) => {
          if (!hydrated) return
          event.preventDefault()
          setResult(calculate(choices, fields))
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
            className={numberClass}
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
                className={numberClass}
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
          <a
            href={resultMaterial ? `/${resultMaterial.slug}#order-form` : '/tellimine'}
            className="mt-5 inline-flex min-h-11 items-center rounded-md bg-graphite px-5 font-semibold text-white"
          >
            {props.orderLinkLabel}
          </a>
        </section>
      ) : null}
    </>
  )
}
