import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Preview | ERPZ', robots: { index: false, follow: false } }

export default function BlogPreviewPage() {
  return (
    <section className="px-4 pb-24 pt-32 text-center sm:px-6">
      <p className="text-xl font-semibold text-brand-dark">Preview not found</p>
    </section>
  )
}
