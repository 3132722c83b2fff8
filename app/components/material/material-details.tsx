import { Calculator } from 'lucide-react'
import { Link } from 'react-router'
import { materialPageMessages } from '#app/content/messages/material-page.ts'
import { hrefIn } from '#app/content/translated-pages.ts'
import { translate } from '#app/lib/messages.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import type { MaterialData } from './types.ts'

/** 'Kirjeldus', 'Kasutusalad', 'Tehnilised andmed' and the way to the calculator with this material. */
export function MaterialDetails({ material, texts }: Pick<MaterialData, 'material' | 'texts'>) {
  const locale = useLocale()
  const t = translate(materialPageMessages, locale)
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-10">
        <section aria-labelledby="description-title">
          <h2 id="description-title" className="text-2xl font-bold">
            {t('description')}
          </h2>
          {texts.description.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs never move; two may begin alike
            <p key={index} className="mt-3 text-stone-700">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="uses-title">
          <h2 id="uses-title" className="text-2xl font-bold">
            {t('uses')}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {texts.uses.map((use) => (
              <li key={use} className="flex gap-2 rounded-md bg-white px-3 py-2 shadow-sm">
                <span aria-hidden="true" className="text-accent">
                  ●
                </span>
                {use}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <aside className="space-y-6">
        <section
          aria-labelledby="technical-title"
          className="rounded-xl border border-stone-200 bg-white p-5"
        >
          <h2 id="technical-title" className="text-xl font-bold">
            {t('technicalData')}
          </h2>
          <dl className="mt-3 divide-y divide-stone-200">
            {texts.technicalData.map((datum) => (
              <div key={datum.label} className="grid grid-cols-[2fr_3fr] gap-3 py-2">
                <dt className="font-medium">{datum.label}</dt>
                <dd className="text-stone-700">{datum.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="rounded-xl bg-sand-100 p-5">
          <Calculator aria-hidden="true" className="h-7 w-7 text-accent" />
          <h2 className="mt-2 text-xl font-bold">{t('calculatorTitle')}</h2>
          <p className="mt-2 text-stone-700">{t('calculatorText')}</p>
          <Link
            to={`${hrefIn(locale, '/kalkulaator')}?materjal=${material.slug}`}
            className="mt-4 inline-flex min-h-11 items-center rounded-md bg-graphite px-5 font-semibold text-white"
          >
            {t('calculatorOpen')}
          </Link>
        </section>
      </aside>
    </div>
  )
}
