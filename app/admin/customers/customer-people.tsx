import { Form } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { type Column, DataTable } from '#app/admin/ui/data-table.tsx'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import { Panel } from '#app/admin/ui/panel.tsx'
import { Field, TextField } from '#app/components/form-field.tsx'
import { customerRoleLabels, customerRoleValues } from '#app/domain/customer-account.ts'
import type { CustomerActionData, CustomerPersonView } from './types.ts'

/** A person's 'Eemalda': a plain form posting the person's id. */
function RemoveButton({ person, busy }: { person: CustomerPersonView; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="remove-user" />
      <input type="hidden" name="userId" value={person.id} />
      <button
        type="submit"
        className={buttonClass.secondary}
        disabled={busy}
        aria-label={`Eemalda ${person.email}`}
      >
        Eemalda
      </button>
    </Form>
  )
}

/**
 * 'Isikud': the company's people who sign in to /konto, each with 'Eemalda', and the form that adds one.
 * An account keeps at least one administrator; an address belongs to one company at most.
 */
export function CustomerPeople({
  people,
  answer,
  busy,
}: {
  people: readonly CustomerPersonView[]
  /** A refused add or removal. */
  answer: CustomerActionData | undefined
  busy: boolean
}) {
  const added = answer?.intent === 'add-user' ? answer : undefined
  const removed = answer?.intent === 'remove-user' ? answer : undefined
  const typed = added?.typed ?? {}
  const fieldError = (name: string) => added?.fieldErrors[name]
  const columns: Column<CustomerPersonView>[] = [
    { header: 'E-post', cell: (person) => person.email, rowHeader: true, className: 'break-all' },
    { header: 'Nimi', cell: (person) => person.name },
    { header: 'Roll', cell: (person) => customerRoleLabels[person.role] },
    { header: 'Toiming', cell: (person) => <RemoveButton person={person} busy={busy} />, end: true },
  ]
  return (
    <Panel headingId="people-heading" title="Isikud" id="isikud" className="mt-6">
      <p className="mt-2 text-stone-700">
        Need inimesed saavad lehel /konto/sisene küsida sisselogimise linki. Administraator saab kolleege
        lisada ja eemaldada, tellija saab tellida.
      </p>
      <div className="mt-4 grid gap-3">
        <ActionError error={removed?.error} />
        <DataTable
          rows={people}
          rowKey={(person) => person.id}
          empty="Isikuid veel ei ole. Konto avamisel lisatakse kontaktisik administraatorina."
          label="Isikud"
          caption="Ettevõtte isikud"
          columns={columns}
          card={(person) => (
            <div className="grid gap-1">
              <p className="break-all font-semibold">{person.email}</p>
              <p>
                {person.name}, {customerRoleLabels[person.role].toLowerCase()}
              </p>
              <div className="mt-2">
                <RemoveButton person={person} busy={busy} />
              </div>
            </div>
          )}
        />
      </div>
      <Form
        method="post"
        key={JSON.stringify(typed)}
        className="mt-6 grid gap-3 sm:grid-cols-3 sm:items-start"
      >
        <h3 className="font-bold sm:col-span-3">Lisa isik</h3>
        <input type="hidden" name="intent" value="add-user" />
        <TextField
          id="person-email"
          label="E-post"
          error={fieldError('email')}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="off"
          required
          maxLength={254}
          defaultValue={typed.email ?? ''}
        />
        <TextField
          id="person-name"
          label="Nimi"
          error={fieldError('name')}
          type="text"
          name="name"
          autoComplete="off"
          required
          maxLength={100}
          defaultValue={typed.name ?? ''}
        />
        <Field id="person-role" label="Roll" error={fieldError('role')}>
          {(control) => (
            <select {...control} name="role" defaultValue={typed.role ?? 'tellija'}>
              {customerRoleValues.map((role) => (
                <option key={role} value={role}>
                  {customerRoleLabels[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-3 sm:col-span-3">
          <ActionError
            error={added && Object.keys(added.fieldErrors).length === 0 ? added.error : undefined}
          />
          <button
            type="submit"
            className={`${buttonClass.primary} w-full sm:w-auto sm:justify-self-start`}
            disabled={busy}
          >
            Lisa isik
          </button>
        </div>
      </Form>
    </Panel>
  )
}
