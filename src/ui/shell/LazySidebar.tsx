import { Suspense, lazy, useState } from 'react';

// The sidebar is a closed drawer until the player opens it: its Drawer and Dialog code (about
// 7 KB gzip) need not load before the first screen (issue 8). It loads when the pointer or focus
// reaches the Menu button, or at the latest on the first open; after that it stays mounted.
const loadSidebar = () => import('./Sidebar');
const Sidebar = lazy(() => loadSidebar().then(({ Sidebar: component }) => ({ default: component })));

/** Starts fetching the sidebar's chunk ahead of a likely open (hover, focus, touch). */
export const preloadSidebar = (): void => {
  void loadSidebar().catch(() => undefined);
};

export function LazySidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sidebar open={open} onClose={onClose} />
    </Suspense>
  );
}
