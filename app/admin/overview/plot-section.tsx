import type { PlotImage, PlotSection } from './types.ts'

/**
 * One plot the server drew, as an image: the narrow drawing below 640 px, the wide one above it and on
 * paper, each at its own size so that its text stays readable. The table after it has its numbers.
 */
function ServerPlot({ image }: { image: PlotImage }) {
  return (
    <picture>
      <source
        media="(min-width: 640px)"
        srcSet={image.wide.src}
        width={image.wide.width}
        height={image.wide.height}
      />
      <img
        src={image.narrow.src}
        alt={image.alt}
        width={image.narrow.width}
        height={image.narrow.height}
        className="block h-auto w-full max-w-[720px]"
      />
    </picture>
  )
}

/**
 * A plot with its title and legend, then its numbers as a table with a caption, and the same table as a
 * CSV file for Excel.
 */
export function PlotSectionView({ section }: { section: PlotSection }) {
  const headingId = `${section.id}-pealkiri`
  return (
    <section
      aria-labelledby={headingId}
      className="break-inside-avoid rounded-xl bg-white p-4 shadow-sm sm:p-6 print:shadow-none"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {section.title}
      </h2>
      {section.empty ? (
        <p className="mt-3 text-stone-700">{section.emptyText}</p>
      ) : (
        <>
          {section.legend ? <p className="mt-1 text-sm text-stone-700">{section.legend}</p> : null}
          <div className="mt-4 grid gap-6">
            {section.plots.map((plot) => (
              <figure key={plot.title ?? section.id} className="min-w-0 text-graphite">
                {plot.title ? <figcaption className="mb-2 font-semibold">{plot.title}</figcaption> : null}
                <ServerPlot image={plot.image} />
              </figure>
            ))}
          </div>
          <OverviewTableView table={section.table} />
        </>
      )}
      <p className="mt-3 print:hidden">
        <a href={section.csvHref} download className="font-semibold text-accent-hover underline">
          Laadi tabel alla CSV-failina
        </a>
      </p>
    </section>
  )
}

function OverviewTableView({ table }: { table: PlotSection['table'] }) {
  return (
    <>
      {/* The caption shown above the scrolling box, so that a phone shows it whole; screen readers get the table's own. */}
      <p aria-hidden="true" className="mt-4 mb-2 font-semibold text-stone-700 text-sm">
        {table.caption}
      </p>
      {/* A phone scrolls a wide table sideways, by keyboard too: so the box takes focus (axe's scrollable-region-focusable), named by the caption. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard */}
      <section className="overflow-x-auto" aria-label={table.caption} tabIndex={0}>
        {/* The cells' look is set once on the table: each row is its name and then numbers. */}
        <table className="w-full text-left text-sm [&_tbody_th]:px-2 [&_tbody_th]:py-1.5 [&_tbody_th]:font-medium [&_tbody_tr]:border-b [&_tbody_tr]:border-stone-100 [&_tbody_tr:last-child]:border-0 [&_td]:px-2 [&_td]:py-1.5 [&_td]:text-right [&_td]:whitespace-nowrap [&_td]:tabular-nums">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="border-b border-stone-200 text-stone-600">
            <tr>
              {table.columns.map((column, index) => (
                <th key={column} scope="col" className={`px-2 py-2${index > 0 ? ' text-right' : ''}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([name, ...numbers]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {numbers.map((number, index) => (
                  <td key={table.columns[index + 1]}>{number}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  )
}
