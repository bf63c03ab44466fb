import { useEffect, useRef, useState, type ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';

/** SPEC §9: expand after 300 ms of hover, to at most 2000px. */
export const HOVER_EXPAND_DELAY_MS = 300;
export const EXPANDED_MAX_HEIGHT = '2000px';

const useStyles = makeStyles({
  root: { overflow: 'hidden', transitionProperty: 'max-height', transitionDuration: '300ms' },
});

export interface HoverContainerProps {
  /** Accessible name of the region. */
  label: string;
  /** Height while collapsed. */
  collapsedHeight?: string;
  children: ReactNode;
}

/**
 * Shows a preview that opens up when the pointer rests on it. Keyboard focus inside opens it at
 * once, so everything in it stays reachable without a mouse.
 */
export function HoverContainer({ label, collapsedHeight = '70px', children }: HoverContainerProps) {
  const styles = useStyles();
  const [expanded, setExpanded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => cancel, []);

  return (
    <div
      role="group"
      aria-label={label}
      className={styles.root}
      style={{ maxHeight: expanded ? EXPANDED_MAX_HEIGHT : collapsedHeight }}
      onMouseEnter={() => {
        cancel();
        timer.current = setTimeout(() => setExpanded(true), HOVER_EXPAND_DELAY_MS);
      }}
      onMouseLeave={() => {
        cancel();
        setExpanded(false);
      }}
      onFocus={() => setExpanded(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setExpanded(false);
      }}
    >
      {children}
    </div>
  );
}
