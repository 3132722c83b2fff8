import { Star } from 'lucide-react'
import { homeMessages } from '#app/content/messages/home.ts'
import { estonianTextOn } from '#app/domain/locale.ts'
import { useMessages } from '#app/lib/messages.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { NewWindowLink } from '../new-window-link.tsx'
import { HomeSection } from './home-section.tsx'
import type { HomeData } from './types.ts'

/** 'Klientide tagasiside': the customers' words with their star rating; nothing when there are none. */
export function Testimonials({ testimonials }: Pick<HomeData, 'testimonials'>) {
  const t = useMessages(homeMessages)
  const locale = useLocale()
  if (testimonials.length === 0) return null
  return (
    <HomeSection name="testimonials" title={t('testimonials.title')}>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
            <p
              className="flex gap-0.5 text-amber-600"
              role="img"
              aria-label={t('testimonials.rating', { rating: testimonial.rating })}
            >
              {/* Five stars, as many filled as the rating. */}
              {['first', 'second', 'third', 'fourth', 'fifth'].map((star, index) => (
                <Star
                  key={star}
                  aria-hidden="true"
                  className={index < testimonial.rating ? 'h-5 w-5 fill-current' : 'h-5 w-5 text-stone-500'}
                />
              ))}
            </p>
            <blockquote className="mt-4 whitespace-pre-line text-stone-700" lang={testimonial.lang.text}>
              {testimonial.text}
            </blockquote>
            <p className="mt-4 font-semibold" {...estonianTextOn(locale)}>
              {testimonial.name}
            </p>
            {testimonial.positionUrl ? (
              <NewWindowLink
                note={t('newWindow')}
                href={testimonial.positionUrl}
                className="inline-flex min-h-6 items-center text-sm text-stone-700 underline hover:text-graphite"
              >
                <span lang={testimonial.lang.position}>{testimonial.position}</span>
              </NewWindowLink>
            ) : (
              <p className="text-sm text-stone-700" lang={testimonial.lang.position}>
                {testimonial.position}
              </p>
            )}
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
