import type { FetcherWithComponents } from 'react-router'
import { Badge } from './badge.tsx'
import { Switch } from './switch.tsx'

/**
 * A list's publish switch (SPEC §4: it toggles) and the state it leaves the product or post in, posted by
 * the row's fetcher as `publish` or `unpublish`. While the change is on its way the switch already shows
 * where it goes.
 */
export function PublishSwitch({
  fetcher,
  id,
  published,
  label,
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, 'state' | 'formData' | 'submit'>
  id: number
  published: boolean
  label: string
}) {
  const intent = fetcher.formData?.get('intent')
  const shown = intent === 'publish' ? true : intent === 'unpublish' ? false : published
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={shown}
        disabled={fetcher.state !== 'idle'}
        onCheckedChange={() =>
          void fetcher.submit({ intent: published ? 'unpublish' : 'publish', id }, { method: 'post' })
        }
        aria-label={label}
      />
      <Badge tone={shown ? 'published' : 'draft'}>{shown ? 'Avaldatud' : 'Mustand'}</Badge>
    </div>
  )
}
