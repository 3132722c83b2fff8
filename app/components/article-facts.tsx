import { Clock } from 'lucide-react'
import { formatDate } from '#app/domain/format.ts'

/** A blog article's date as readers read it, with the date itself for machines. */
export function ArticleDate({ date }: { date: string }) {
  return (
    <time dateTime={date} className="tabular">
      {formatDate(date)}
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
