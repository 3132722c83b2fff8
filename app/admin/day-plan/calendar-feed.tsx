import { Form } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { Panel } from '#app/admin/ui/panel.tsx'
import { useSubmitting } from '#app/admin/ui/use-submitting.ts'

/** 'Kalender telefonis': the plan's calendar address to subscribe to, and a new one when it leaked. */
export function CalendarFeed({ feedUrl }: { feedUrl: string }) {
  const busy = useSubmitting()
  return (
    <Panel headingId="feed-heading" title="Kalender telefonis" className="mt-6 print:hidden">
      <p className="mt-1">
        Lisage see aadress oma telefoni kalendrisse tellitava kalendrina (nädal tagasi, kaks kuud ette).
        Hoidke aadress saladuses: sellega näeb tarneid ilma sisse logimata.
      </p>
      <p className="mt-2 break-all rounded-md bg-sand-50 p-3 font-mono text-sm">{feedUrl}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="renew-feed" />
        <button type="submit" className={buttonClass.secondary} disabled={busy}>
          Uuenda aadressi
        </button>
      </Form>
    </Panel>
  )
}
