import { useEffect, useRef } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from '@fluentui/react-components';

interface CopyFallbackDialogProps {
  /** What could not be copied ("Markdown", "BBCode", "replay code"); null when closed. */
  what: string | null;
  text: string;
  onClose: () => void;
}

const label = (what: string | null): string => (what ? what.charAt(0).toUpperCase() + what.slice(1) : 'Text');

/** When the clipboard is refused: the text, selected, to copy by hand. */
export function CopyFallbackDialog({ what, text, onClose }: CopyFallbackDialogProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (what) requestAnimationFrame(() => area.current?.select());
  }, [what]);
  return (
    <Dialog open={what !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Copy the {what ?? 'text'}</DialogTitle>
          <DialogContent>
            <Field label={label(what)} hint="The clipboard was not available: the text is selected, press Ctrl+C (⌘C) to copy it.">
              <Textarea ref={area} readOnly value={text} resize="vertical" rows={12} onFocus={(e) => e.currentTarget.select()} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
