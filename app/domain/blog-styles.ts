/** SPEC §3: the stored style values of a blog post (the database column's values) … */
export const blogStyleValues = ['informatiivne', 'nõuandev', 'teoreetiline'] as const

/** … and the labels staff read. */
export const blogStyles = [
  { value: 'informatiivne', label: 'Informatiivne' },
  { value: 'nõuandev', label: 'Nõuandev' },
  { value: 'teoreetiline', label: 'Teoreetiline' },
] as const

export type BlogStyle = (typeof blogStyleValues)[number]

export function styleLabel(style: string): string {
  return blogStyles.find((item) => item.value === style)?.label ?? style
}

export function isBlogStyle(value: string): value is BlogStyle {
  return blogStyles.some((item) => item.value === value)
}

// A label for a value the database does not store fails typechecking.
blogStyles satisfies readonly { value: BlogStyle }[]
