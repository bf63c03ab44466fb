import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { visuallyHidden } from '../theme/visually-hidden';

type Announce = (text: string) => void;

// Outside a provider (a screen tested alone) announcing does nothing.
const AnnounceContext = createContext<Announce>(() => undefined);

const useStyles = makeStyles({
  // Read by screen readers, never seen: the change it describes is already on the screen.
  hidden: visuallyHidden,
});

/**
 * The app's one polite live region, for changes where focus does not move ("Week advanced to …").
 * A `log` rather than a `status`: screens keep their own status lines, and each announcement is a
 * new node, so the same words said twice are read twice.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const [message, setMessage] = useState<{ text: string; id: number }>({ text: '', id: 0 });
  const announce = useCallback<Announce>((text) => setMessage((last) => ({ text, id: last.id + 1 })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="log" aria-live="polite" aria-atomic="true" aria-label="Announcements" className={styles.hidden}>
        {message.text && <span key={message.id}>{message.text}</span>}
      </div>
    </AnnounceContext.Provider>
  );
}

/** `announce(text)`: says `text` politely through the app's live region. */
export const useAnnounce = (): Announce => useContext(AnnounceContext);
