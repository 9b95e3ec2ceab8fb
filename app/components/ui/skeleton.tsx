/** Shared loading skeletons: a grid of card placeholders, hidden from assistive tech behind one label. */
export function SkeletonGrid({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="card bg-base-100 p-4">
          <div className="skeleton mb-3 h-6 w-2/3" />
          <div className="skeleton mb-2 h-4 w-full" />
          <div className="skeleton h-4 w-5/6" />
        </div>
      ))}
    </div>
  );
}
