import { Suspense, useEffect, useState } from 'react';
import { whenFirstScreenShown } from '../components/first-screen';
import { lazyNamed } from '../components/lazy-named';

// The sidebar is a closed drawer until the player opens it: its Drawer and Dialog code (about
// 7 KB gzip) need not load before the first screen (issue 8). It loads once that screen is painted,
// or sooner when the pointer or focus reaches the Menu button; once opened it stays mounted.
const loadSidebar = () => import('./Sidebar');
const Sidebar = lazyNamed(loadSidebar, 'Sidebar');

/** Starts fetching the sidebar's chunk ahead of a likely open (hover, focus, touch). */
export const preloadSidebar = (): void => {
  void loadSidebar().catch(() => undefined);
};

export function LazySidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(open);
  // Once the first screen is painted and the browser is idle, fetch it anyway: the next screens
  // share much of its Fluent code (a roster opened right after the office waited ~150 ms without).
  useEffect(() => whenFirstScreenShown(preloadSidebar), []);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sidebar open={open} onClose={onClose} />
    </Suspense>
  );
}
