import { BadgeCheck, Truck, Warehouse } from 'lucide-react'
import { HomeSection } from './home-section.tsx'

const whyUs = [
  {
    icon: BadgeCheck,
    title: 'Sertifitseeritud ja testitud materjal',
    text: 'Toodame oma karjääris ja kontrollime fraktsioone regulaarselt.',
  },
  {
    icon: Warehouse,
    title: 'Laadimine kohapeal või vedu',
    text: 'Laadime teie autole karjääris või toome kalluriga objektile.',
  },
  {
    icon: Truck,
    title: 'Kiire ja paindlik tarne',
    text: 'Tavaliselt jõuab materjal objektile 1-3 tööpäevaga.',
  },
] as const

const steps = [
  { title: 'Valige toode', text: 'Vaadake materjale ja hindu või arvutage vajalik kogus kalkulaatoriga.' },
  { title: 'Küsige pakkumist või tellige', text: 'Saatke hinnapäring või tellimus otse materjali lehelt.' },
  { title: 'Kinnitame hinna ja aja', text: 'Võtame teiega ühendust ning lepime kokku hinna ja tarneaja.' },
  { title: 'Tarne', text: 'Toome materjali objektile, soovi korral ka koos laialiajamisega.' },
] as const

/** 'Miks valida meid': three reasons, each with its icon. */
export function WhyUs() {
  return (
    <HomeSection
      id="about"
      title="Miks valida meid"
      band="bg-sand-100"
      className="lazy-render [--lazy-render-height:52rem] md:[--lazy-render-height:28rem]"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {whyUs.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl bg-white p-6 shadow-sm">
            <Icon aria-hidden="true" className="h-8 w-8 text-accent" />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-stone-700">{text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}

/** 'Kuidas tellida': the four steps from choosing to delivery. */
export function HowToOrder() {
  return (
    <HomeSection
      name="steps"
      title="Kuidas tellida"
      band="bg-sand-100"
      className="lazy-render [--lazy-render-height:64rem] md:[--lazy-render-height:30rem]"
    >
      <ol className="mt-8 grid gap-6 md:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-sand-200 bg-sand-50 p-6">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-graphite font-bold text-white tabular">
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold">{step.title}</h3>
            <p className="mt-2 text-stone-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  )
}
