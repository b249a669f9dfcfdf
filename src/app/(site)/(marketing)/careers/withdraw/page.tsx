import { Breadcrumbs } from '@/components/marketing/breadcrumbs'
import { Button } from '@/components/ui/button'
import { careers } from '@/content/careers'
import { firstParam } from '@/lib/search-params'
import { pageMetadata } from '@/lib/seo'
import { lookUpWithdrawal } from '@/server/careers/withdraw'
import { getAppPayload } from '@/server/endpoint'

export const metadata = pageMetadata({
  title: careers.withdraw.title,
  description: 'Withdraw your job application and delete your data.',
  path: '/careers/withdraw',
  noindex: true,
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The link in an applicant's confirmation mail: shows what will be deleted and asks for a click
 * (a GET never deletes, so a mail scanner that follows links deletes nothing).
 */
export default async function WithdrawPage({ searchParams }: Props) {
  const query = await searchParams
  const id = firstParam(query.a)
  const signature = firstParam(query.s)
  const done = firstParam(query.done) === '1'
  const lookup = done || firstParam(query.invalid) === '1' ? null : await lookUpWithdrawal(await getAppPayload(), id, signature)
  return (
    <section className="bg-surface px-4 pb-24 pt-28 sm:px-6">
      <div className="mx-auto max-w-2xl">
        <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: 'Careers', path: '/careers' }, { name: careers.withdraw.title, path: '/careers/withdraw' }]} />
        <h1 className="mt-8 text-3xl font-extrabold tracking-tight sm:text-4xl">{careers.withdraw.title}</h1>
        {done ? (
          <p role="status" className="mt-6 text-lg" data-testid="withdraw-done">
            {careers.withdraw.done}
          </p>
        ) : lookup?.status === 'found' ? (
          <form method="post" action="/careers/withdraw/delete" className="mt-6 space-y-6">
            <p className="text-lg">{careers.withdraw.intro.replace('{role}', lookup.roleTitle)}</p>
            <input type="hidden" name="a" value={id} />
            <input type="hidden" name="s" value={signature} />
            <Button type="submit">{careers.withdraw.confirm}</Button>
          </form>
        ) : (
          <p role="alert" className="mt-6 text-lg" data-testid="withdraw-invalid">
            {careers.withdraw.invalid}
          </p>
        )}
      </div>
    </section>
  )
}
