import { TextField } from '#app/components/form-field.tsx'

/**
 * The day and the time window of a delivery or pickup (`deliveryDate`, `windowStart`, `windowEnd`), in
 * quarter hours, no day before `today`: the staff's confirmation of an order and the day plan's move.
 * The ids start with `idPrefix`; `hintId` names the text that explains the window.
 */
export function WindowFields({
  idPrefix,
  today,
  date,
  start,
  end,
  dateError,
  windowError,
  hintId,
}: {
  idPrefix: string
  today: string
  date: string
  start: string
  end: string
  dateError?: boolean
  windowError?: boolean
  hintId?: string
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-date`}
        label="Kuupäev"
        invalid={dateError}
        className="col-span-2 sm:col-span-1"
        type="date"
        name="deliveryDate"
        required
        min={today}
        defaultValue={date}
      />
      {(
        [
          ['start', 'Alates', 'windowStart', start],
          ['end', 'Kuni', 'windowEnd', end],
        ] as const
      ).map(([key, label, name, value]) => (
        <TextField
          key={key}
          id={`${idPrefix}-${key}`}
          label={label}
          invalid={windowError}
          describedBy={hintId}
          type="time"
          name={name}
          required
          step={900}
          defaultValue={value}
        />
      ))}
    </>
  )
}
