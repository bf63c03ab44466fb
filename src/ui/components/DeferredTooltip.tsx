import { cloneElement, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type Ref } from 'react';
import { useMergedRefs } from '@fluentui/react-components';
import { whenFirstScreenShown } from './first-screen';

// A Tooltip brings Fluent's positioning (floating-ui, a portal, about 15 KB gzip) into the load of
// the first screen if the shell has one. The shell's tooltips only help a pointer user: they arrive
// once the first screen is painted, so the control has to carry its own accessible name.
type TooltipComponent = typeof import('./tooltip-chunk').Tooltip;
let loaded: TooltipComponent | undefined;
const loadTooltip = () => import('./tooltip-chunk').then(({ Tooltip }) => (loaded = Tooltip));

interface DeferredTooltipProps {
  /** Shown on hover and keyboard focus; not announced (the child names itself, e.g. aria-label). */
  content: string;
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}

/** The child alone until Fluent's Tooltip has loaded after the first screen, then inside it. */
export function DeferredTooltip({ content, children }: DeferredTooltipProps) {
  const [Tooltip, setTooltip] = useState(() => loaded);
  const element = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  const ref = useMergedRefs(children.props.ref, element);

  useEffect(() => {
    if (Tooltip) return;
    whenFirstScreenShown(() => {
      loadTooltip()
        .then((component) => {
          // Wrapping mounts the child anew: a control that had focus gets it back.
          refocus.current = element.current !== null && element.current === document.activeElement;
          setTooltip(() => component);
        })
        .catch(() => undefined);
    });
  }, [Tooltip]);

  useLayoutEffect(() => {
    if (Tooltip && refocus.current) element.current?.focus();
    refocus.current = false;
  }, [Tooltip]);

  const child = cloneElement(children, { ref });
  return Tooltip ? <Tooltip content={content} relationship="inaccessible">{child}</Tooltip> : child;
}
