import { memo, useMemo, useState } from 'react';
import { Combobox, Option, makeStyles, type PositioningProps } from '@fluentui/react-components';

const useStyles = makeStyles({
  // A short list that scrolls, so it opens under the box instead of covering the page.
  listbox: { maxHeight: '260px', overflowY: 'auto' },
});

export interface WrestlerSearchProps<T extends { id: number; name: string }> {
  options: readonly T[];
  /** How many matches the list shows at most, so it stays short enough to scroll; typing narrows it. */
  limit: number;
  /** What an option says; its name when not given. Typing matches the name only. */
  describe?: (option: T) => string;
  /** What the list says when nothing matches the typed text. */
  noMatch: (query: string) => string;
  /** False floats the list over the page (Fluent's own popup) instead of the short inline one. */
  inline?: boolean;
  /** True locks the box (e.g. while a field is full). */
  disabled?: boolean;
  onChoose: (id: number) => void;
}

/**
 * Fluent keeps a combobox's list in the page (hidden) while the box has focus, and places it again
 * on every render: it measures the list's scroll parents and its position, which forces style and
 * layout. After a pick the box keeps focus, so every booking click that re-rendered the search paid
 * for it (issue 19, interaction-p95). Placed only while open: `enabled` is an option Fluent's
 * positioning hook reads from this prop, though its type (PositioningProps) leaves it out.
 */
const placedWhileOpen = (open: boolean, inline: boolean): PositioningProps =>
  ({ ...(inline ? { autoSize: false } : {}), enabled: open }) as PositioningProps;

/**
 * A searchable list of wrestlers: type part of a name, choose one; the box clears for the next.
 * Put it inside a Field, which gives it its accessible name.
 */
function WrestlerSearchBox<T extends { id: number; name: string }>({
  options, limit, describe, noMatch, inline = true, disabled = false, onChoose,
}: WrestlerSearchProps<T>) {
  const styles = useStyles();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return options.filter((o) => o.name.toLowerCase().includes(needle)).slice(0, limit);
  }, [options, query, limit]);

  // The same options keep the same elements, so a re-render with nothing new skips every Option.
  const optionElements = useMemo(
    () =>
      matches.map((o) => (
        <Option key={o.id} value={String(o.id)} text={o.name}>
          {describe ? describe(o) : o.name}
        </Option>
      )),
    [matches, describe],
  );

  return (
    <Combobox
      placeholder="Search by name"
      inlinePopup={inline}
      disabled={disabled}
      listbox={inline ? { className: styles.listbox } : undefined}
      positioning={placedWhileOpen(open, inline)}
      onOpenChange={(_, data) => setOpen(data.open)}
      value={query}
      selectedOptions={[]}
      onChange={(event) => setQuery(event.target.value)}
      onOptionSelect={(_, data) => {
        const id = Number(data.optionValue);
        if (data.optionValue && Number.isInteger(id)) onChoose(id);
        setQuery('');
      }}
    >
      {optionElements}
      {matches.length === 0 && (
        <Option disabled text="">
          {noMatch(query)}
        </Option>
      )}
    </Combobox>
  );
}

/** Memoised (issue 19): a booking click that leaves its props alone leaves the box and its list alone. */
export const WrestlerSearch = memo(WrestlerSearchBox) as typeof WrestlerSearchBox;
