import { LoadingTape } from '../../../components/ui/loading-tape.tsx';

const bar = 'animate-pulse rounded bg-midnight-800 motion-reduce:animate-none';

/** The page's shape while the member loads: hero, actions and two columns of cards. */
export function MemberSkeleton() {
  return (
    <div aria-busy="true">
      <section className="crt border-b border-midnight-800 bg-midnight-900/40">
        <div className="relative z-[2] mx-auto flex max-w-7xl items-center gap-5 px-4 py-10 sm:px-6 sm:py-14">
          <div className={`size-20 shrink-0 rounded-full sm:size-28 ${bar}`} />
          <div className="grid flex-1 gap-3">
            <div className={`h-4 w-32 ${bar}`} />
            <div className={`h-10 w-2/3 max-w-md ${bar}`} />
            <div className={`h-4 w-48 ${bar}`} />
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex justify-center">
          <LoadingTape label="Pulling this member's card..." />
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className={`h-64 ${bar}`} />
          <div className={`h-64 ${bar}`} />
        </div>
      </div>
    </div>
  );
}
