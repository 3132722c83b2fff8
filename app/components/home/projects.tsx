import { ExternalLink } from 'lucide-react'
import { homeMessages } from '#app/content/messages/home.ts'
import { formatMonthYear } from '#app/domain/format.ts'
import { formatMonthYearIn } from '#app/domain/locale.ts'
import { translate } from '#app/lib/messages.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { NewWindowLink } from '../new-window-link.tsx'
import { SitePicture } from '../site-picture.tsx'
import { HomeSection } from './home-section.tsx'
import type { HomeData } from './types.ts'

/** 'Projektid': works the quarry's material went into, with a picture and a link where there is one. */
export function Projects({ references }: Pick<HomeData, 'references'>) {
  const locale = useLocale()
  const t = translate(homeMessages, locale)
  return (
    <HomeSection
      id="projects"
      title={t('projects.title')}
      intro={t('projects.intro')}
      className="lazy-render [--lazy-render-height:151rem] md:[--lazy-render-height:85rem]"
    >
      {references.length > 0 ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {references.map((project) => (
            <li
              key={project.id}
              className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
            >
              {project.image ? (
                <SitePicture
                  image={project.image}
                  alt={project.imageAlt}
                  sizes="(min-width: 640px) 50vw, 100vw"
                  className="aspect-[3/2] w-full object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-lg font-semibold" lang={project.lang.title}>
                  {project.title}
                </h3>
                <p className="text-sm text-stone-700">
                  <span lang={project.lang.location}>{project.location}</span> ·{' '}
                  {locale === 'et' ? formatMonthYear(project.date) : formatMonthYearIn(locale, project.date)}
                </p>
                <p className="mt-2 flex-1 text-stone-700" lang={project.lang.description}>
                  {project.description}
                </p>
                {project.url ? (
                  <NewWindowLink
                    href={project.url}
                    className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-hover underline"
                    note={
                      <>
                        : <span lang={project.lang.title}>{project.title}</span>
                        {t('newWindow')}
                      </>
                    }
                  >
                    {t('projects.more')} <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  </NewWindowLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </HomeSection>
  )
}
