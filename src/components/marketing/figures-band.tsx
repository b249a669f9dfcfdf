/** One figure of the band (the site-settings global's marketing figures). */
type Figure = { value: string; label: string }

/** The marketing figures as a definition list: value above, label below. */
export function FiguresBand({ figures, dark }: { figures: readonly Figure[]; dark?: boolean }) {
  return (
    <dl className="mx-auto mt-12 grid max-w-5xl grid-cols-2 gap-6 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={dark ? 'flex flex-col-reverse gap-1 rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/10' : 'flex flex-col-reverse gap-1 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200'}
        >
          <dt className={dark ? 'text-sm text-slate-300' : 'text-sm text-ink'}>{figure.label}</dt>
          <dd className={dark ? 'font-heading text-4xl font-extrabold text-white' : 'font-heading text-4xl font-extrabold text-brand'}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
