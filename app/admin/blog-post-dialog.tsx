import { Sparkles, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { Field, PictureField } from '#app/components/form-field.tsx'
import { notify } from '#app/components/toast.tsx'
import type {
  AdminBlogPost,
  AdminBlogPostSummary,
  DraftAnswer,
  PostChangeResult,
} from '#app/domain/admin-blog-post.ts'
import { blogStyles, isBlogStyle } from '#app/domain/blog-styles.ts'
import { generationFailureText } from './blog-generate.ts'
import { buttonClass } from './ui/button.ts'
import { Dialog, DialogClose } from './ui/dialog.tsx'
import { Switch } from './ui/switch.tsx'
import { usePictureUpload } from './use-picture-upload.ts'

const texts = {
  fillForGeneration: 'Palun täida pealkiri, teema ja stiil enne sisu genereerimist',
  fillAll: 'Palun täida kõik väljad',
  notImage: 'Pilt peab olema pildifail',
  loadFailed: 'Ei saanud postitust laadida',
} as const

/**
 * The post form of /blogi-admin (SPEC §2): create mode, or edit mode for the post given. The picture is
 * uploaded first and its address saved with the post (DESIGN.md §10: really uploaded); the post is
 * saved by the page's action. The checks here only spare a round trip; the server checks the same.
 */
export function BlogPostDialog({
  open,
  post,
  onOpenChange,
  onSaved,
}: {
  open: boolean
  /** The post being edited, as the list has it (without its body); null for a new one. */
  post: AdminBlogPostSummary | null
  onOpenChange: (open: boolean) => void
  onSaved: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={post ? 'Muuda postitust' : 'Lisa uus postitus'}>
      {/* A fresh form each time the dialog opens, so a cancelled edit leaves nothing behind. */}
      {!open ? null : post ? (
        <StoredPost key={post.id} id={post.id} onSaved={onSaved} />
      ) : (
        <PostForm key="new" post={null} onSaved={onSaved} />
      )}
    </Dialog>
  )
}

/** The post as stored now, body included, read from the page's loader when the dialog opens. */
function StoredPost({ id, onSaved }: { id: number; onSaved: () => void }) {
  const reader = useFetcher<{ post?: AdminBlogPost | null }>()
  const { load } = reader
  useEffect(() => {
    void load(`/blogi-admin?postitus=${id}`)
  }, [load, id])
  // Once read, the post stays on screen while a save has the page read it again.
  const post = reader.data?.post
  const failed = reader.data !== undefined && !post
  useEffect(() => {
    if (failed) void notify('error', 'Viga', texts.loadFailed)
  }, [failed])
  if (failed)
    return (
      <div className="space-y-4">
        <p role="alert">{texts.loadFailed}</p>
        <DialogClose type="button" className={buttonClass.secondary}>
          Tühista
        </DialogClose>
      </div>
    )
  if (!post) return <p role="status">Laadin...</p>
  return <PostForm post={post} onSaved={onSaved} />
}

function PostForm({ post, onSaved }: { post: AdminBlogPost | null; onSaved: () => void }) {
  const id = useId()
  const save = useFetcher<PostChangeResult>()
  const [pealkiri, setPealkiri] = useState(post?.pealkiri ?? '')
  const [teema, setTeema] = useState(post?.teema ?? '')
  const [stiil, setStiil] = useState<string>(post?.stiil ?? '')
  const [sisu, setSisu] = useState(post?.sisu ?? '')
  const [published, setPublished] = useState(post?.published ?? true)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(post?.image_url ?? null)
  // The stored picture is taken off the post when it is saved.
  const [pictureRemoved, setPictureRemoved] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const storedPicture = pictureRemoved ? null : (post?.image_url ?? null)

  // A chosen file's preview is an object URL: give it back when it is replaced or the form goes.
  useEffect(() => {
    return () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview)
    }
  }, [preview])

  function choosePicture(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null
    if (chosen && !chosen.type.startsWith('image/')) {
      event.currentTarget.value = ''
      void notify('error', 'Viga', texts.notImage)
      setFile(null)
      setPreview(storedPicture)
      return
    }
    setFile(chosen)
    setPreview(chosen ? URL.createObjectURL(chosen) : storedPicture)
  }

  /** Takes off the picture shown: a chosen file, and the post's stored picture when it is saved. */
  function removePicture() {
    if (fileInput.current) fileInput.current.value = ''
    setFile(null)
    setPreview(null)
    if (post?.image_url) setPictureRemoved(true)
    // The button goes with the picture: the file field keeps the keyboard's place.
    fileInput.current?.focus()
  }

  const filled = () => pealkiri.trim() !== '' && teema.trim() !== '' && isBlogStyle(stiil)

  // 'Genereeri sisu' asks the page's action for a draft (by the session cookie) and fills the form with it.
  const draft = useFetcher<DraftAnswer>()
  const generating = draft.state !== 'idle'
  function generate() {
    if (!filled()) {
      void notify('error', 'Viga', texts.fillForGeneration)
      return
    }
    void draft.submit(
      { intent: 'generate', Pealkiri: pealkiri.trim(), Teema: teema.trim(), Stiil: stiil },
      { method: 'post', action: '/blogi-admin' },
    )
  }
  const drafted = draft.data
  const draftHandled = useRef<DraftAnswer | null>(null)
  useEffect(() => {
    if (!drafted || draftHandled.current === drafted) return
    draftHandled.current = drafted
    if (drafted.ok && drafted.Sisu.trim()) {
      setSisu(drafted.Sisu)
      if (drafted.Pealkiri.trim()) setPealkiri(drafted.Pealkiri)
      void notify('success', 'Sisu genereeritud!')
    } else
      void notify('error', 'Viga', generationFailureText(drafted.ok ? undefined : drafted.error || undefined))
  }, [drafted])

  const { upload: uploadPicture, uploading } = usePictureUpload()
  const saving = uploading || save.state !== 'idle'

  // The action's answer, acted on once: the list has been read again by then; on success the dialog closes.
  const result = save.data
  const handled = useRef<PostChangeResult | null>(null)
  useEffect(() => {
    if (!result || handled.current === result) return
    handled.current = result
    if ('ok' in result && result.ok) {
      void notify('success', post ? 'Postitus uuendatud!' : 'Postitus lisatud!')
      onSaved()
    } else void notify('error', 'Viga', post ? 'Ei saanud postitust uuendada' : 'Ei saanud postitust lisada')
  }, [result, post, onSaved])

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    if (!filled() || !isBlogStyle(stiil)) {
      void notify('error', 'Viga', texts.fillAll)
      return
    }
    let imageUrl: string | undefined
    if (file) {
      try {
        imageUrl = await uploadPicture(file)
      } catch (error) {
        console.warn(error instanceof Error ? error.message : error)
        void notify('error', 'Viga', post ? 'Ei saanud postitust uuendada' : 'Ei saanud postitust lisada')
        return
      }
    }
    void save.submit(
      {
        intent: post ? 'update' : 'create',
        ...(post ? { id: post.id } : {}),
        pealkiri: pealkiri.trim(),
        teema: teema.trim(),
        stiil,
        sisu,
        published: String(published),
        // Without either, the stored picture stays.
        ...(imageUrl ? { image_url: imageUrl } : pictureRemoved ? { removePicture: 'true' } : {}),
      },
      { method: 'post', action: '/blogi-admin' },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field id={`${id}-pealkiri`} label="Pealkiri">
        {(control) => (
          <input
            {...control}
            name="pealkiri"
            type="text"
            aria-required="true"
            maxLength={200}
            value={pealkiri}
            onChange={(event) => setPealkiri(event.currentTarget.value)}
          />
        )}
      </Field>
      <Field id={`${id}-teema`} label="Teema">
        {(control) => (
          <textarea
            {...control}
            name="teema"
            rows={6}
            aria-required="true"
            maxLength={2000}
            value={teema}
            onChange={(event) => setTeema(event.currentTarget.value)}
          />
        )}
      </Field>
      <Field id={`${id}-stiil`} label="Stiil">
        {(control) => (
          <select
            {...control}
            name="stiil"
            aria-required="true"
            value={stiil}
            onChange={(event) => setStiil(event.currentTarget.value)}
          >
            <option value="" disabled>
              Vali stiil
            </option>
            {blogStyles.map((style) => (
              <option key={style.value} value={style.value}>
                {style.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div>
        <button
          type="button"
          onClick={() => void generate()}
          disabled={generating || saving}
          className={buttonClass.secondary}
        >
          <Sparkles aria-hidden="true" className="h-5 w-5" />
          {generating ? 'Genereerin sisu...' : 'Genereeri sisu'}
        </button>
      </div>
      <Field id={`${id}-sisu`} label="Sisu" hint="Markdown või HTML.">
        {(control) => (
          <textarea
            {...control}
            name="sisu"
            rows={8}
            value={sisu}
            onChange={(event) => setSisu(event.currentTarget.value)}
            className={`${control.className} font-mono text-sm`}
          />
        )}
      </Field>
      <PictureField id={`${id}-pilt`} label="Pilt" name="pilt" ref={fileInput} onChange={choosePicture}>
        {preview ? (
          <>
            <img
              src={preview}
              alt={file ? 'Valitud pildi eelvaade' : 'Postituse praegune pilt'}
              className="mt-3 h-40 w-full max-w-xs rounded-md border border-stone-200 object-cover"
            />
            <button type="button" onClick={removePicture} className={`${buttonClass.secondary} mt-2`}>
              <Trash2 aria-hidden="true" className="h-5 w-5" />
              Eemalda pilt
            </button>
          </>
        ) : pictureRemoved ? (
          <p className="mt-2 text-sm text-stone-700">Pilt eemaldatakse postituse salvestamisel.</p>
        ) : null}
      </PictureField>
      <div className="flex items-center gap-2">
        <Switch id={`${id}-published`} name="published" checked={published} onCheckedChange={setPublished} />
        <label htmlFor={`${id}-published`} className="font-medium text-graphite">
          Avalda
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose type="button" className={buttonClass.secondary}>
          Tühista
        </DialogClose>
        <button type="submit" disabled={saving || generating} className={buttonClass.primary}>
          {post ? 'Uuenda' : 'Lisa'}
        </button>
      </div>
    </form>
  )
}
