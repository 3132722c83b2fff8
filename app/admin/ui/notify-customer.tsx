/** The tick that mails the customer about a staff change; ticked unless staff untick it. */
export function NotifyCustomer({ id }: { id: string }) {
  return (
    <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
      <input id={id} type="checkbox" name="notifyCustomer" defaultChecked className="h-5 w-5 accent-accent" />
      Teavita klienti
    </label>
  )
}
