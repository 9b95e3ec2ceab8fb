import { Suspense, useState, type ComponentType } from "react";
import { loadOnUse } from "./load-on-use";

/**
 * A dialog (or side panel) whose code loads the first time it opens. The shell's visitor forms are on every page but
 * seldom used; loading them (and the zod schemas they validate with) on demand keeps them out of every
 * page's first download; so do a page's own forms. Once opened it stays mounted, so closing and
 * reopening behave as before. `isOpen` says when it is open if that is not an `open` prop. Code that
 * cannot load (offline) opens nothing and is asked for again the next time (load-on-use.tsx).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): ComponentType<P> {
  const Loaded = loadOnUse(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [used, setUsed] = useState(open);
    if (open && !used) setUsed(true);
    return used ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}
