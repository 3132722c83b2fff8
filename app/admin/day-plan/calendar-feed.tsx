import { Form, useNavigation } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'

/** 'Kalender telefonis': the plan's calendar address to subscribe to, and a new one when it leaked. */
export function CalendarFeed({ feedUrl }: { feedUrl: string }) {
  const navigation = useNavigation()
  return (
    <section
      aria-labelledby="feed-heading"
      className="mt-6 rounded-xl bg-white p-4 shadow-sm sm:p-6 print:hidden"
    >
      <h2 id="feed-heading" className="text-xl font-bold">
        Kalender telefonis
      </h2>
      <p className="mt-1">
        Lisage see aadress oma telefoni kalendrisse tellitava kalendrina (nädal tagasi, kaks kuud ette).
        Hoidke aadress saladuses: sellega näeb tarneid ilma sisse logimata.
      </p>
      <p className="mt-2 break-all rounded-md bg-sand-50 p-3 font-mono text-sm">{feedUrl}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="renew-feed" />
        <button type="submit" className={buttonClass.secondary} disabled={navigation.state === 'submitting'}>
          Uuenda aadressi
        </button>
      </Form>
    </section>
  )
}
