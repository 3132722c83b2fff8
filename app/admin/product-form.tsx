import { ArrowLeft } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useFetcher, useNavigate } from 'react-router'
import { Field, PictureField, TextField } from '#app/components/form-field.tsx'
import { notify } from '#app/components/toast.tsx'
import type { AdminProduct, ProductChangeResult } from '#app/domain/admin-product.ts'
import { parseProductPriceCents } from '#app/domain/product-price.ts'
import { buttonClass } from './ui/button.ts'
import { Switch } from './ui/switch.tsx'
import { usePictureUpload } from './use-picture-upload.ts'

type ProductFieldErrors = Partial<Record<'name' | 'description' | 'priceEur', string>>

/**
 * The product form of SPEC §2 for both creating and editing, and the flow of SPEC §7: save the product
 * (the page's action), upload a chosen picture, then attach it (the action again). The checks here only
 * spare a round trip; the server checks everything again and its field errors are shown beside the
 * fields.
 */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const editing = product !== undefined
  const save = useFetcher<ProductChangeResult>()
  const attach = useFetcher<ProductChangeResult>()
  const navigate = useNavigate()
  const id = useId()
  // The picture waiting for the product to be saved, and whether it is on its way.
  const chosen = useRef<{ file: File; altText: string } | null>(null)
  const { upload: uploadPicture, uploading } = usePictureUpload()
  const [fieldErrors, setFieldErrors] = useState<ProductFieldErrors>({})
  const [preview, setPreview] = useState<string | null>(product?.picture?.url ?? null)
  const [published, setPublished] = useState(false)
  const hasPicture = Boolean(product?.picture)
  const pending = save.state !== 'idle' || attach.state !== 'idle' || uploading

  // A preview of a chosen file is an object URL: give it back when it is replaced or the form goes.
  useEffect(() => {
    return () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview)
    }
  }, [preview])

  // Each answer is acted on once, however often the form renders after it.
  const handled = useRef(new WeakSet<object>())
  const saved = save.data
  const attached = attach.data
  useEffect(() => {
    /** The product itself is saved; only its picture is missing. Go where it can be added again. */
    function pictureFailed(productId: number | undefined, message: string) {
      notify('error', `Toote uuendamine ebaõnnestus: ${message}`)
      if (!editing && productId !== undefined)
        navigate(`/admin/products/${productId}/edit`, { replace: true })
    }
    function finished() {
      notify('success', editing ? 'Toode uuendatud' : 'Toode loodud')
      navigate('/admin/products')
    }

    // The product is saved (or refused): then its picture, if one was chosen.
    if (saved && !handled.current.has(saved)) {
      handled.current.add(saved)
      if (!saved.ok) {
        setFieldErrors(saved.fieldErrors ?? {})
        notify('error', editing ? 'Toote uuendamine ebaõnnestus' : 'Toote loomine ebaõnnestus', saved.error)
        return
      }
      const picture = chosen.current
      chosen.current = null
      const productId = saved.product?.id
      if (!picture || productId === undefined) return finished()
      uploadPicture(picture.file).then(
        (url) =>
          attach.submit(
            {
              intent: 'picture',
              id: productId,
              url,
              ...(picture.altText ? { altText: picture.altText } : {}),
            },
            { method: 'post' },
          ),
        (error: unknown) => pictureFailed(productId, error instanceof Error ? error.message : String(error)),
      )
    }

    if (attached && !handled.current.has(attached)) {
      handled.current.add(attached)
      if (attached.ok) finished()
      else pictureFailed(saved?.ok ? saved.product?.id : undefined, attached.error)
    }
  }, [saved, attached, attach.submit, editing, navigate, uploadPicture])

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

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const data = new FormData(form)
    const price = String(data.get('priceEur') ?? '')
    if (parseProductPriceCents(price) === null) {
      notify('error', 'Vigane hind', 'Hind peab olema number, mis ei ole väiksem kui 0.')
      const field = form.elements.namedItem('priceEur')
      if (field instanceof HTMLInputElement) field.focus()
      return
    }
    // The browser's own messages for the required fields (the price was checked above).
    if (!form.reportValidity()) return
    const file = data.get('picture')
    chosen.current =
      file instanceof File && file.size > 0
        ? { file, altText: String(data.get('altText') ?? '').trim() }
        : null
    setFieldErrors({})
    const fields = {
      name: String(data.get('name') ?? '').trim(),
      description: String(data.get('description') ?? '').trim(),
      priceEur: price.trim(),
    }
    void save.submit(
      product
        ? { intent: 'update', id: product.id, ...fields }
        : { intent: 'create', ...fields, published: String(published) },
      { method: 'post' },
    )
  }

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
        <TextField
          id={`${id}-name`}
          label="Toote nimi *"
          error={fieldErrors.name}
          name="name"
          required
          maxLength={200}
          defaultValue={product?.name}
        />
        <Field id={`${id}-description`} label="Kirjeldus *" error={fieldErrors.description}>
          {(control) => (
            <textarea {...control} name="description" rows={4} required defaultValue={product?.description} />
          )}
        </Field>
        <Field id={`${id}-priceEur`} label="Hind (EUR/tonn) *" error={fieldErrors.priceEur}>
          {(control) => (
            <input
              {...control}
              name="priceEur"
              type="number"
              step={0.5}
              min={0}
              required
              inputMode="decimal"
              defaultValue={product?.priceEur}
              className={`${control.className} max-w-48 tabular-nums`}
            />
          )}
        </Field>
        <PictureField
          id={`${id}-picture`}
          label="Toote pilt"
          name="picture"
          disabled={editing && hasPicture}
          aria-describedby={editing && hasPicture ? `${id}-picture-note` : undefined}
          onChange={choosePicture}
        >
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
        </PictureField>
        <TextField
          id={`${id}-altText`}
          label="Pildi alternatiivtekst"
          name="altText"
          maxLength={200}
          disabled={editing}
          defaultValue={product?.picture?.altText ?? ''}
        />
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
