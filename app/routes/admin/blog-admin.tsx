import { ArrowLeft, ImageIcon, LogOut, Pencil, Plus } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import { BlogPostDialog } from '#app/admin/blog-post-dialog.tsx'
import { buttonClass } from '#app/admin/ui/button.ts'
import { DataTable } from '#app/admin/ui/data-table.tsx'
import { DeleteButton } from '#app/admin/ui/delete-button.tsx'
import { PublishSwitch } from '#app/admin/ui/publish-switch.tsx'
import { SignInFields } from '#app/admin/ui/sign-in-fields.tsx'
import { useChangeResults } from '#app/admin/use-change-results.ts'
import { notify } from '#app/components/toast.tsx'
import type { AdminBlogPost, AdminBlogPostSummary, PostChangeResult } from '#app/domain/admin-blog-post.ts'
import { styleLabel } from '#app/domain/blog-styles.ts'
import { formatDate } from '#app/domain/format.ts'
import { signInFromForm } from '#app/server/auth/form-sign-in.server.ts'
import { checkAdmin } from '#app/server/auth/guard.server.ts'
import { getAdminPost, listAdminPostSummaries } from '#app/server/blog/post-admin.server.ts'
import { changePostFromForm, draftPostFromForm, isPostIntent } from '#app/server/blog/post-changes.server.ts'
import { readFormData } from '#app/server/http/form-data.server.ts'
import { logFailure } from '#app/server/log.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/blog-admin'

/**
 * The blog admin has its own sign-in form (SPEC §2) instead of a redirect to /admin/login; signed in,
 * the posts come with the page, newest first, without their bodies. `posts: null` is a failed read.
 * `?postitus=N` adds that post whole, for the edit dialog (`post: null` when it cannot be read).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const check = await checkAdmin(request)
  if (!check.ok) return { signedIn: false as const, posts: null, post: undefined }
  const asked = new URL(request.url).searchParams.get('postitus')
  const id = asked !== null && /^[1-9]\d{0,9}$/.test(asked) ? Number(asked) : null
  let posts: AdminBlogPostSummary[] | null = null
  let post: AdminBlogPost | null | undefined = asked === null ? undefined : null
  try {
    posts = await listAdminPostSummaries(getDb())
    if (id !== null && id <= 2_147_483_647) post = await getAdminPost(getDb(), id)
  } catch (error) {
    logFailure('GET /blogi-admin', error)
  }
  return { signedIn: true as const, posts, post }
}

const refusedText = 'Vale kasutajanimi või parool'

/**
 * Sign-in (the same check as /api/auth/login, then the list: post/redirect/get), a change of a post
 * named by the form's `intent`, or a draft for 'Genereeri sisu' (`intent=generate`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request.clone())
  if (isPostIntent(form.get('intent'))) return changePostFromForm(request, form)
  if (form.get('intent') === 'generate') return draftPostFromForm(request, form)
  return signInFromForm(request, context, { path: '/blogi-admin', refusedText, redirectTo: '/blogi-admin' })
}

export default function BlogAdmin({ loaderData, actionData }: Route.ComponentProps) {
  // Signed in on this page (the form's post led back here signed in): said once, as SPEC §8 says it.
  const wasSignedIn = useRef(loaderData.signedIn)
  useEffect(() => {
    if (loaderData.signedIn && !wasSignedIn.current)
      void notify('success', 'Sisselogimine õnnestus', 'Tere tulemast blogi administraatorisse!')
    wasSignedIn.current = loaderData.signedIn
  }, [loaderData.signedIn])
  return loaderData.signedIn ? (
    <SignedIn posts={loaderData.posts} />
  ) : (
    <SignInForm serverError={actionData && 'error' in actionData ? actionData.error : undefined} />
  )
}

function SignInForm({ serverError }: { serverError: string | undefined }) {
  const id = useId()
  // With JavaScript the form posts through a fetcher: a refusal is a toast, success leads back signed in.
  const signIn = useFetcher<{ error?: string }>()
  const busy = signIn.state !== 'idle'
  const refusal = signIn.data
  useEffect(() => {
    // A lockout or an unavailable server explains itself; any other refusal is the spec's text.
    if (refusal?.error) void notify('error', 'Viga', refusal.error)
  }, [refusal])

  return (
    <section className="mx-auto max-w-md rounded-xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-graphite">Blogi haldus</h1>
      <p className="mt-1 text-stone-700">Logi sisse, et postitusi lisada ja muuta.</p>
      {serverError ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 font-semibold text-red-800">
          {serverError}
        </p>
      ) : null}
      <signIn.Form method="post" className="mt-6 space-y-4">
        <SignInFields idPrefix={id} />
        <button type="submit" disabled={busy} className={`${buttonClass.primary} w-full`}>
          Logi sisse
        </button>
      </signIn.Form>
    </section>
  )
}

/** Each post's changes go through its own fetcher, keyed by the post. */
const changeKeyPrefix = 'post-change-'

/** Tells how each change of a post went, when its answer arrives. */
function tellChange(result: PostChangeResult) {
  if (result.intent === 'delete') {
    if (result.ok) void notify('success', 'Postitus kustutatud!')
    else void notify('error', 'Viga', 'Ei saanud postitust kustutada')
  } else if (result.ok) void notify('success', 'Postitus uuendatud!')
  else void notify('error', 'Viga', 'Ei saanud postitust uuendada')
}

function SignedIn({ posts }: { posts: AdminBlogPostSummary[] | null }) {
  useChangeResults(changeKeyPrefix, tellChange)
  const [dialog, setDialog] = useState<{ open: boolean; post: AdminBlogPostSummary | null }>({
    open: false,
    post: null,
  })

  useEffect(() => {
    if (posts === null) void notify('error', 'Viga', 'Ei saanud blogipostitusi laadida')
  }, [posts])

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-graphite">Blogi haldus</h1>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => setDialog({ open: true, post: null })}
          >
            <Plus aria-hidden="true" className="h-5 w-5" />
            Lisa uus postitus
          </button>
          <Link to="/" className={buttonClass.secondary}>
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
            Tagasi
          </Link>
          <Form method="post" action="/admin/logout">
            <input type="hidden" name="next" value="/blogi-admin" />
            <button type="submit" className={buttonClass.secondary}>
              <LogOut aria-hidden="true" className="h-5 w-5" />
              Logi välja
            </button>
          </Form>
        </div>
      </div>

      <div className="mt-6">
        <DataTable
          rows={posts}
          rowKey={(post) => post.id}
          empty="Blogipostitusi ei ole veel lisatud"
          failed="Ei saanud blogipostitusi laadida"
          label="Blogipostitused"
          card={(post) => <PostCard post={post} onEdit={() => setDialog({ open: true, post })} />}
          cardLabelledBy={(post) => `post-${post.id}`}
        />
      </div>

      <BlogPostDialog
        open={dialog.open}
        post={dialog.post}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        onSaved={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </section>
  )
}

/** One post in the list, with its own changes: publish or unpublish, and delete after asking. */
function PostCard({ post, onEdit }: { post: AdminBlogPostSummary; onEdit: () => void }) {
  const fetcher = useFetcher<typeof action>({ key: `${changeKeyPrefix}${post.id}` })
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <h2 id={`post-${post.id}`} className="text-lg font-semibold break-words text-graphite">
            {post.pealkiri}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <span className="inline-flex items-center rounded-full bg-accent-soft px-2.5 py-0.5 font-semibold text-accent-hover ring-1 ring-accent/30">
              {styleLabel(post.stiil)}
            </span>
            <span>Loodud: {formatDate(post.created_at)}</span>
            {post.updated_at !== post.created_at ? (
              <span>Uuendatud: {formatDate(post.updated_at)}</span>
            ) : null}
            {post.image_url ? (
              <span className="inline-flex items-center gap-1">
                <ImageIcon aria-hidden="true" className="h-4 w-4" />
                Pilt lisatud
              </span>
            ) : null}
          </div>
          <p className="mt-2 line-clamp-3 break-words text-stone-800">{post.teema}</p>
        </div>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Muuda postitust „${post.pealkiri}“`}
            className={buttonClass.icon}
          >
            <Pencil aria-hidden="true" className="h-5 w-5" />
          </button>
          <DeleteButton
            label={`Kustuta postitus „${post.pealkiri}“`}
            title="Kas oled kindel, et soovid selle postituse kustutada?"
            description={`„${post.pealkiri}“ kustutatakse jäädavalt.`}
            disabled={fetcher.state !== 'idle'}
            onConfirm={() => void fetcher.submit({ intent: 'delete', id: post.id }, { method: 'post' })}
          />
        </div>
      </div>
      <div className="mt-3">
        <PublishSwitch
          fetcher={fetcher}
          id={post.id}
          published={post.published}
          label={`Avalda postitus „${post.pealkiri}“`}
        />
      </div>
    </>
  )
}

export function meta() {
  return [{ title: 'Blogi haldus | Padu Karjäär' }, { name: 'robots', content: 'noindex, nofollow' }]
}
