import { TextField } from '#app/components/form-field.tsx'

/** A sign-in form's 'Kasutajanimi' and 'Parool' (`username`, `password`), ids starting with `idPrefix`. */
export function SignInFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <TextField
        id={`${idPrefix}-username`}
        label="Kasutajanimi"
        name="username"
        type="text"
        autoComplete="username"
        required
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Parool"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
    </>
  )
}
