import { useActionData } from 'react-router'
import {
  AccountFrame,
  AccountNotice,
  AddForm,
  accountPageMeta,
  RemoveForm,
  useAccountPath,
} from '#app/components/account/account-frame.tsx'
import { FormError, inputClass, TextField } from '#app/components/form-field.tsx'
import { accountListMessages } from '#app/content/messages/account-lists.ts'
import { customerRoleValues } from '#app/domain/customer-account.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import { useMessages } from '#app/lib/messages.ts'
import { accountPeople } from '#app/server/customers/account-changes.server.ts'
import {
  accountActor,
  accountFormAction,
  accountFormsIn,
} from '#app/server/customers/account-forms.server.ts'
import { addCustomerUser, removeCustomerUser } from '#app/server/customers/account-people.server.ts'
import { requireCustomerPage } from '#app/server/customers/customer-guard.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/people'

/**
 * /konto/kasutajad: the company's people. Everyone sees who they are; an `admin` adds and removes
 * colleagues (an account keeps at least one admin). A removed person is signed out at once (ADR 059).
 */
export const handle = islandsHandle

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, accountListMessages, 'meta.people')
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireCustomerPage(request)
  return {
    person: session.name,
    company: session.customerName,
    admin: session.role === 'admin',
    me: session.userId,
    done:
      ({ lisatud: 'lisatud', eemaldatud: 'eemaldatud' } as const)[
        new URL(request.url).searchParams.get('teade') ?? ''
      ] ?? null,
    people: await accountPeople(getDb(), session.customerId),
  }
}

export function action({ request }: Route.ActionArgs) {
  const { schemas, texts } = accountFormsIn(request)
  return accountFormAction(
    request,
    schemas.colleague,
    async (session, input) => {
      if (session.role !== 'admin') return { ok: false, status: 403, error: texts.adminsOnly }
      const { intent: _intent, ...change } = input
      return 'userId' in change
        ? removeCustomerUser(getDb(), accountActor(session), session.customerId, change.userId, texts)
        : addCustomerUser(getDb(), accountActor(session), session.customerId, change, texts)
    },
    (input) => (input.intent === 'add' ? 'lisatud' : 'eemaldatud'),
  )
}

export default function AccountPeoplePage({ loaderData }: Route.ComponentProps) {
  const { person, company, people, admin, me, done } = loaderData
  const answer = useActionData<typeof action>()
  const fieldError = (name: string) => answer?.fieldErrors[name]
  const t = useMessages(accountListMessages)
  const pathIn = useAccountPath()
  const roleName = (role: string) => t('people.roleName', { role })
  return (
    <AccountFrame person={person} company={company} current="/konto/kasutajad">
      <h1 className="mt-8 text-2xl font-bold">{t('people.heading')}</h1>
      <AccountNotice
        message={
          done === 'lisatud'
            ? t('people.added', { page: pathIn('/konto/sisene') })
            : done === 'eemaldatud'
              ? t('people.removed')
              : null
        }
      />
      <FormError
        message={
          answer && !fieldError('email') && !fieldError('name') && !fieldError('role')
            ? answer.error
            : undefined
        }
      />
      <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {people.map((colleague) => (
          <li key={colleague.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <span>
              <span className="font-semibold">{colleague.name}</span>
              {colleague.id === me ? <span className="text-stone-700"> {t('people.you')}</span> : null}
              {/* A long address may break anywhere; the role's word stays whole. */}
              <span className="block text-stone-700">
                <span className="break-all">{colleague.email}</span> · {roleName(colleague.role)}
              </span>
            </span>
            {admin ? (
              <RemoveForm
                field="userId"
                id={colleague.id}
                label={t('people.removeLabel', { name: colleague.name })}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {admin ? (
        <AddForm title={t('people.add')} submit={t('people.add')}>
          <TextField
            id="colleague-name"
            name="name"
            label={t('people.name')}
            maxLength={100}
            autoComplete="off"
            error={fieldError('name')}
            defaultValue={answer?.typed.name}
          />
          <TextField
            id="colleague-email"
            name="email"
            type="email"
            label={t('people.email')}
            maxLength={254}
            autoComplete="off"
            error={fieldError('email')}
            defaultValue={answer?.typed.email}
          />
          <div>
            <label htmlFor="colleague-role" className="mb-1 block font-medium">
              {t('people.role')}
            </label>
            <select
              id="colleague-role"
              name="role"
              defaultValue={answer?.typed.role ?? 'tellija'}
              className={`${inputClass} sm:max-w-xs`}
            >
              {customerRoleValues.map((role) => (
                <option key={role} value={role}>
                  {roleName(role)}
                </option>
              ))}
            </select>
            <p className="mt-1 text-sm text-stone-700">{t('people.roleHint')}</p>
          </div>
        </AddForm>
      ) : (
        <p className="mt-4 text-stone-700">{t('people.byAdmins')}</p>
      )}
    </AccountFrame>
  )
}
