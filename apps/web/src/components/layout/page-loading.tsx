import { LoadingTape } from '../ui/loading-tape.tsx';

/** What a lazily loaded screen shows while its code arrives. */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4">
      <LoadingTape size="lg" label="Rewinding the tape..." />
    </div>
  );
}
