import { ArrowLeft } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { notify } from '#app/components/toast.tsx'
import {
  AdminApiError,
  type AdminProduct,
  type ProductFieldErrors,
  parsePrice,
  readFileAsBase64,
} from './products-api.ts'
import { buttonClass, inputClass } from './ui/button.ts'
import { Switch } from './ui/switch.tsx'
import { useProductsApi } from './use-products-api.ts'

/**
 * The product form of SPEC §2 for both creating and editing, and the flows of SPEC §7: save the
 * product, upload a chosen picture, then attach it. The checks here only spare a round trip; the server
 * checks everything again and its field errors are shown beside the fields.
 */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const editing = product !== undefined
  const api = useProductsApi()
  const navigate = useNavigate()
  const id = useId()
  const [pending, setPending] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<ProductFieldErrors>({})
  const [preview, setPreview] = useState<string | null>(product?.picture?.url ?? null)
  const [published, setPublished] = useState(false)
  const hasPicture = Boolean(product?.picture)

  // A preview of a chosen file is an object URL: give it back when it is replaced or the form goes.
  useEffect(() => {
    return () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview)
    }
  }, [preview])

  function choosePicture(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0]
    if (file && !file.type.startsWith('image/')) {
      event.currentTarget.value = ''
      notify('error', 'Vigane pilt', 'Valige pildifail (JPEG, PNG, WebP või AVIF).')
      setPreview(product?.picture?.url ?? null)
      return
    }
    setPreview(file ? URL.createObjectURL(file) : (product?.picture?.url ?? null))
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const priceEur = parsePrice(String(data.get('priceEur') ?? ''))
    if (priceEur === null) {
      notify('error', 'Vigane hind', 'Hind peab olema number, mis ei ole väiksem kui 0.')
      const field = form.elements.namedItem('priceEur')
      if (field instanceof HTMLInputElement) field.focus()
      return
    }
    // The browser's own messages for the required fields (the price was checked above).
    if (!form.reportValidity()) return
    const input = {
      name: String(data.get('name') ?? '').trim(),
      description: String(data.get('description') ?? '').trim(),
      priceEur,
    }
    const file = data.get('picture')
    const chosen = file instanceof File && file.size > 0 ? file : null
    const altText = String(data.get('altText') ?? '').trim()

    setPending(true)
    setFieldErrors({})
    let saved: AdminProduct
    try {
      saved = editing ? await api.update(product.id, input) : await api.create({ ...input, published })
    } catch (error) {
      const detail = error instanceof AdminApiError ? error.detail : undefined
      if (error instanceof AdminApiError && error.fieldErrors) setFieldErrors(error.fieldErrors)
      notify('error', editing ? 'Toote uuendamine ebaõnnestus' : 'Toote loomine ebaõnnestus', detail)
      setPending(false)
      return
    }

    try {
      if (chosen) {
        const { url } = await api.upload({
          base64: await readFileAsBase64(chosen),
          fileName: chosen.name,
          contentType: chosen.type,
        })
        await api.addPicture(saved.id, altText ? { url, altText } : { url })
      }
    } catch (error) {
      // The product itself is saved; only its picture is missing. Go where it can be added again.
      const message = error instanceof AdminApiError ? (error.detail ?? error.message) : String(error)
      notify('error', `Toote uuendamine ebaõnnestus: ${message}`)
      if (editing) setPending(false)
      else navigate(`/admin/products/${saved.id}/edit`, { replace: true })
      return
    }

    notify('success', editing ? 'Toode uuendatud' : 'Toode loodud')
    navigate('/admin/products')
  }

  const describedBy = (field: keyof ProductFieldErrors) =>
    fieldErrors[field] ? `${id}-${field}-error` : undefined
  const fieldError = (field: keyof ProductFieldErrors) =>
    fieldErrors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {fieldErrors[field]}
      </p>
    ) : null

  return (
    <section className="mx-auto max-w-2xl">
      <Link
        to="/admin/products"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-hover hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        Tagasi toodete juurde
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-graphite">{editing ? 'Muuda toodet' : 'Loo uus toode'}</h1>
      <form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
        className="mt-6 space-y-5 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div>
          <label htmlFor={`${id}-name`} className="mb-1 block font-medium">
            Toote nimi *
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={200}
            defaultValue={product?.name}
            aria-invalid={fieldErrors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            className={inputClass}
          />
          {fieldError('name')}
        </div>
        <div>
          <label htmlFor={`${id}-description`} className="mb-1 block font-medium">
            Kirjeldus *
          </label>
          <textarea
            id={`${id}-description`}
            name="description"
            rows={4}
            required
            defaultValue={product?.description}
            aria-invalid={fieldErrors.description ? true : undefined}
            aria-describedby={describedBy('description')}
            className={inputClass}
          />
          {fieldError('description')}
        </div>
        <div>
          <label htmlFor={`${id}-priceEur`} className="mb-1 block font-medium">
            Hind (EUR/tonn) *
          </label>
          <input
            id={`${id}-priceEur`}
            name="priceEur"
            type="number"
            step={0.5}
            min={0}
            required
            inputMode="decimal"
            defaultValue={product?.priceEur}
            aria-invalid={fieldErrors.priceEur ? true : undefined}
            aria-describedby={describedBy('priceEur')}
            className={`${inputClass} max-w-48 tabular-nums`}
          />
          {fieldError('priceEur')}
        </div>
        <div>
          <label htmlFor={`${id}-picture`} className="mb-1 block font-medium">
            Toote pilt
          </label>
          <input
            id={`${id}-picture`}
            name="picture"
            type="file"
            accept="image/*"
            disabled={editing && hasPicture}
            aria-describedby={editing && hasPicture ? `${id}-picture-note` : undefined}
            onChange={choosePicture}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-stone-400 file:bg-white file:px-4 file:font-semibold disabled:opacity-60"
          />
          {editing && hasPicture ? (
            <p id={`${id}-picture-note`} className="mt-1 text-sm text-stone-700">
              Tootel on juba pilt. Muutmisrežiimis ei saa vahetada.
            </p>
          ) : null}
          {preview ? (
            <img
              src={preview}
              alt={product?.picture?.altText ?? 'Valitud pildi eelvaade'}
              width={320}
              height={240}
              className="mt-3 h-48 w-64 rounded-md border border-stone-200 object-cover"
            />
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-altText`} className="mb-1 block font-medium">
            Pildi alternatiivtekst
          </label>
          <input
            id={`${id}-altText`}
            name="altText"
            maxLength={200}
            disabled={editing}
            defaultValue={product?.picture?.altText ?? ''}
            className={inputClass}
          />
        </div>
        {editing ? null : (
          <div className="flex items-center gap-3">
            <Switch
              id={`${id}-published`}
              name="published"
              checked={published}
              onCheckedChange={setPublished}
            />
            <label htmlFor={`${id}-published`} className="font-medium">
              Avalda kohe
            </label>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => navigate('/admin/products')} className={buttonClass.secondary}>
            Tühista
          </button>
          <button type="submit" disabled={pending} className={buttonClass.primary}>
            {editing ? 'Uuenda toodet' : 'Loo toode'}
          </button>
        </div>
      </form>
    </section>
  )
}
