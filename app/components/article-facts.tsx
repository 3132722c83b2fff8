import { Clock } from 'lucide-react'
import { formatDate } from '#app/domain/format.ts'
import { formatDayIn, type Locale } from '#app/domain/locale.ts'

/** A blog article's date as readers of `locale` read it (Estonian by default), with the date itself for machines. */
export function ArticleDate({ date, locale = 'et' }: { date: string; locale?: Locale }) {
  return (
    <time dateTime={date} className="tabular">
      {locale === 'et' ? formatDate(date) : formatDayIn(locale, date)}
    </time>
  )
}

/** How long a blog article takes to read, after a clock. */
export function ReadingTime({ readTime }: { readTime: string }) {
  return (
    <>
      <Clock aria-hidden="true" className="h-4 w-4" />
      {readTime}
    </>
  )
}
