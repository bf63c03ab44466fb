import { useState } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import type { ShowReportView } from '../../../application/production';
import { reportBBCode, reportMarkdown } from '../../../domain/report/report-text';
import { useAnnounce } from '../../components/Announcer';
import { messageOf } from '../../errors/message-of';
import { useServices } from '../../services-context';
import { CopyFallbackDialog } from './CopyFallbackDialog';
import { copyText } from './copy-text';

type Format = 'Markdown' | 'BBCode' | 'replay code';

const textOf = (view: ShowReportView, format: Format): string | null =>
  format === 'Markdown' ? reportMarkdown(view.report) : format === 'BBCode' ? reportBBCode(view.report) : view.replayCode;

/** Issue 17: "Copy report" on a completed production: Markdown, BBCode for forums, or its replay code. */
export function CopyReportMenu({ productionId }: { productionId: number }) {
  const services = useServices();
  const announce = useAnnounce();
  const [view, setView] = useState<ShowReportView | null | undefined>(undefined);
  const [fallback, setFallback] = useState<{ what: Format; text: string } | null>(null);

  // The report is read when the menu first opens (the results page does not need it otherwise).
  const load = async (): Promise<ShowReportView | null> => {
    if (view !== undefined) return view;
    const next = await services.production.report(productionId);
    setView(next);
    return next;
  };

  const copy = async (format: Format) => {
    try {
      const current = await load();
      const text = current ? textOf(current, format) : null;
      if (text === null) return announce(format === 'replay code' ? 'This show has no replay code (it was completed before replay codes existed)' : 'There is no report for this show yet');
      if (await copyText(text)) announce(format === 'replay code' ? 'Replay code copied' : `Report copied as ${format}`);
      else setFallback({ what: format, text });
    } catch (cause) {
      announce(`Could not copy the report: ${messageOf(cause)}`);
    }
  };

  return (
    <>
      <Menu onOpenChange={(_, data) => data.open && void load().catch(() => undefined)}>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<CopyRegular />}>Copy report</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => void copy('Markdown')}>Copy as Markdown</MenuItem>
            <MenuItem onClick={() => void copy('BBCode')}>Copy as BBCode</MenuItem>
            <MenuItem onClick={() => void copy('replay code')} disabled={view !== undefined && view?.replayCode == null}>
              Copy replay code
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <CopyFallbackDialog what={fallback?.what ?? null} text={fallback?.text ?? ''} onClose={() => setFallback(null)} />
    </>
  );
}
