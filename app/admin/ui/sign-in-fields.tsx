import { Field } from '#app/components/form-field.tsx'

/** A sign-in form's 'Kasutajanimi' and 'Parool' (`username`, `password`), ids starting with `idPrefix`. */
export function SignInFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <Field id={`${idPrefix}-username`} label="Kasutajanimi">
        {(control) => (
          <input
            {...control}
            name="username"
            type="text"
            autoComplete="username"
            required
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-password`} label="Parool">
        {(control) => (
          <input {...control} name="password" type="password" autoComplete="current-password" required />
        )}
      </Field>
    </>
  )
}
