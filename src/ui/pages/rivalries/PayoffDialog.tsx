import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Select } from '@fluentui/react-components';
import type { ActiveRivalry, PayoffOption } from '../../../application/rivalries';

const SUGGESTED = 'suggested';

/** Chooses the show a rivalry is paid off on (a PPV, major PPV or world show), or goes back to the suggestion. */
export function PayoffDialog({ rivalry, shows, open, busy, onClose, onSave }: {
  rivalry: ActiveRivalry;
  shows: readonly PayoffOption[];
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSave: (showId: number | null) => void;
}) {
  const current = rivalry.payoff?.chosen ? String(rivalry.payoff.showId) : SUGGESTED;
  const [value, setValue] = useState(current);
  // Their brand's shows first: a payoff on another brand's show is possible, but unusual.
  const ordered = [...shows].sort((a, b) => Number(b.brandIds.some((id) => rivalry.brandIds.includes(id))) - Number(a.brandIds.some((id) => rivalry.brandIds.includes(id))));
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Payoff show for {rivalry.title}</DialogTitle>
          <DialogContent>
            <Field label="Pay it off on" hint="The payoff match gains most on a PPV, more on a major PPV or world show.">
              <Select value={value} onChange={(_, data) => setValue(data.value)}>
                <option value={SUGGESTED}>The next big show of their brand (suggested)</option>
                {ordered.map((show) => (
                  <option key={show.showId} value={String(show.showId)}>
                    {show.name} ({show.type.replace('_', ' ')})
                  </option>
                ))}
              </Select>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={busy} onClick={() => onSave(value === SUGGESTED ? null : Number(value))}>
              Save payoff show
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
