import { useState } from 'react'
import type { CalculatorFormMessage } from '#app/content/messages/calculator.ts'
import { CALCULATOR_MESSAGES, type CalculatorResult, calculateMaterial } from '#app/domain/calculator.ts'
import { formatDecimal } from '#app/domain/format.ts'
import { formatNumberIn, type Locale } from '#app/domain/locale.ts'
import { type CompiledMessages, translator } from '#app/lib/i18n.ts'
import { useHydrated } from './use-hydrated.ts'

export interface CalculatorFields {
  material: string
  width: string
  length: string
  depth: string
}

export interface CalculatorMaterial {
  slug: string
  /** The material's name in the page's language. */
  title: string
  density: number
  /** The material's page in the page's language where it is translated (hrefIn). */
  href: string
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

/** The calculation's answers by their Estonian text, as calculateMaterial gives them. */
const answerIds = new Map<string, CalculatorFormMessage>(
  Object.entries(CALCULATOR_MESSAGES).map(([key, text]) => [
    text,
    `form.answer.${key}` as CalculatorFormMessage,
  ]),
)

/**
 * The calculator's form and its result, an island (docs/decisions/034-islands.md). Without JavaScript the
 * form posts to the page, whose action answers with the same calculation. Its texts are the page's
 * language's (ADR 060), compiled on the server and read by the runtime; figures are written in the
 * language's format (Estonian keeps format.ts).
 */
export function CalculatorForm(props: {
  choices: readonly CalculatorMaterial[]
  /** The posted fields, or the preselected material. */
  fields: CalculatorFields
  result: CalculatorResult | null
  /** Where the result leads when no material is chosen: the order page in the page's language. */
  orderHref: string
  locale: Locale
  /** The calculator's form messages (calculatorFormMessageIds) in `locale`, compiled. */
  messages: CompiledMessages
}) {
  const { choices, locale } = props
  const t = translator<CalculatorFormMessage>(locale, props.messages)
  const figure = (value: number, digits = 2) =>
    locale === 'et' ? formatDecimal(value, digits) : formatNumberIn(locale, value, digits)
  /** The calculation's Estonian answer in the page's language. */
  const answer = (text: string) => {
    const id = answerIds.get(text)
    return id ? t(id) : text
  }
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
        aria-label={t('form.label')}
      >
        <div>
          <label htmlFor={`${id}-material`} className="mb-1 block font-medium">
            {t('form.material')}
          </label>
          <select
            id={`${id}-material`}
            name="material"
            value={fields.material}
            onChange={set('material')}
            className={numberClass}
          >
            <option value="">{t('form.chooseMaterial')}</option>
            {choices.map((material) => (
              <option key={material.slug} value={material.slug}>
                {t('form.option', { material: material.title, density: figure(material.density) })}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {(
            [
              ['width', t('form.width')],
              ['length', t('form.length')],
              ['depth', t('form.depth')],
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
          {t('form.submit')}
        </button>
        <div aria-live="polite">
          {result && !result.ok ? (
            <p id={`${id}-error`} className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800">
              {answer(result.error)}
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
            {resultMaterial
              ? t('form.resultFor', { material: resultMaterial.title.toLowerCase() })
              : t('form.result')}
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-4 tabular">
            <div>
              <dt className="text-stone-700">{t('form.volume')}</dt>
              <dd className="text-3xl font-extrabold">
                {t('form.cubicMetres', { value: figure(result.volumeCubicMetres) })}
              </dd>
            </div>
            <div>
              <dt className="text-stone-700">{t('form.weight')}</dt>
              <dd className="text-3xl font-extrabold">
                {t('form.tonnes', { value: figure(result.weightTonnes) })}
              </dd>
            </div>
          </dl>
          {result.depthWarning ? (
            <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
              {answer(result.depthWarning)}
            </p>
          ) : null}
          <a
            href={resultMaterial ? `${resultMaterial.href}#order-form` : props.orderHref}
            className="mt-5 inline-flex min-h-11 items-center rounded-md bg-graphite px-5 font-semibold text-white"
          >
            {t('form.order')}
          </a>
        </section>
      ) : null}
    </>
  )
}
