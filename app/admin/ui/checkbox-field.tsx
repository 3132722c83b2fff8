/** A staff form's checkbox with its label (and a hint under it), the whole row a touch target. */
export function CheckboxField({
  name,
  label,
  hint,
  defaultChecked,
  className = '',
}: {
  name: string
  label: string
  hint?: string
  defaultChecked: boolean
  className?: string
}) {
  return (
    <label className={`flex min-h-11 items-start gap-2 py-2 ${className}`}>
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="mt-0.5 size-5 shrink-0 accent-accent"
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint ? <span className="block text-sm text-stone-700">{hint}</span> : null}
      </span>
    </label>
  )
}
