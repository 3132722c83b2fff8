import { BadgeCheck, Truck, Warehouse } from 'lucide-react'
import { homeMessages } from '#app/content/messages/home.ts'
import { useMessages } from '#app/lib/messages.ts'
import { HomeSection } from './home-section.tsx'

/** Each reason's icon and its title and text in homeMessages ('why.{key}.title', 'why.{key}.text'). */
const whyUs = [
  { icon: BadgeCheck, key: 'tested' },
  { icon: Warehouse, key: 'loading' },
  { icon: Truck, key: 'fast' },
] as const

/** The steps' titles and texts in homeMessages ('steps.{key}.title', 'steps.{key}.text'). */
const steps = ['choose', 'ask', 'confirm', 'deliver'] as const

/** 'Miks valida meid': three reasons, each with its icon. */
export function WhyUs() {
  const t = useMessages(homeMessages)
  return (
    <HomeSection
      id="about"
      title={t('why.title')}
      band="bg-sand-100"
      className="lazy-render [--lazy-render-height:52rem] md:[--lazy-render-height:28rem]"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {whyUs.map(({ icon: Icon, key }) => (
          <li key={key} className="rounded-xl bg-white p-6 shadow-sm">
            <Icon aria-hidden="true" className="h-8 w-8 text-accent" />
            <h3 className="mt-4 text-lg font-semibold">{t(`why.${key}.title`)}</h3>
            <p className="mt-2 text-stone-700">{t(`why.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}

/** 'Kuidas tellida': the four steps from choosing to delivery. */
export function HowToOrder() {
  const t = useMessages(homeMessages)
  return (
    <HomeSection
      name="steps"
      title={t('steps.title')}
      band="bg-sand-100"
      className="lazy-render [--lazy-render-height:64rem] md:[--lazy-render-height:30rem]"
    >
      <ol className="mt-8 grid gap-6 md:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step} className="rounded-xl border border-sand-200 bg-sand-50 p-6">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-graphite font-bold text-white tabular">
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold">{t(`steps.${step}.title`)}</h3>
            <p className="mt-2 text-stone-700">{t(`steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  )
}
