/** The page of an account list asked for with `?lk=N`; anything else is the first. */
export function pageParam(request: Request): number {
  const value = new URL(request.url).searchParams.get('lk') ?? ''
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1
}
