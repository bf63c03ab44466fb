import { useEffect, useState } from 'react';
import { Button, Field, Radio, RadioGroup, Subtitle2, Text } from '@fluentui/react-components';
import type { PromotionSummary } from '../../application/promotions';
import { playerCompanyOf } from '../../domain/entities/promotion';
import { isLiving } from '../../domain/entities/game';
import { useAnnounce } from '../components/Announcer';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { messageOf } from '../errors/message-of';
import { useGame, useReloadGame } from '../game/game-context';
import { useServices } from '../services-context';

const EVERY = 'every';

/**
 * Settings' "Your promotion" (issue 18): who the player runs now ("Every promotion" for an old
 * save) and a change of it, asked first, written in one unit of work by `promotions.choose`.
 */
export function PromotionSection({ className }: { className: string }) {
  const { promotions, logger } = useServices();
  const { game } = useGame();
  const reloadGame = useReloadGame();
  const announce = useAnnounce();
  const [list, setList] = useState<PromotionSummary[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [unread, setUnread] = useState(false);
  const current = playerCompanyOf(game);
  const [choice, setChoice] = useState(String(current ?? EVERY));
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // Started inside a promise, so a throwing service is a refused read like any other.
    Promise.resolve()
      .then(() => promotions.list())
      .then(
        (rows) => live && setList(rows),
        (error: unknown) => {
          logger.warn('Could not read the promotions', error);
          if (live) setUnread(true);
        },
      );
    return () => {
      live = false;
    };
  }, [promotions, logger]);

  useEffect(() => setChoice(String(current ?? EVERY)), [current]);

  const nameOf = (value: string) => (value === EVERY ? 'Every promotion' : (list?.find((p) => String(p.companyId) === value)?.name ?? 'this promotion'));
  const confirm = async () => {
    setBusy(true);
    try {
      await promotions.choose(choice === EVERY ? null : Number(choice));
      await reloadGame();
      announce(choice === EVERY ? 'You now run every promotion' : `You now run ${nameOf(choice)}`);
      setFailed(null);
    } catch (error) {
      logger.error('Could not choose the promotion', error);
      setFailed(messageOf(error));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <section className={className} aria-labelledby="settings-promotion">
      <Subtitle2 as="h2" id="settings-promotion">
        Your promotion
      </Subtitle2>
      <Text as="p">
        You run <strong>{current === null ? 'Every promotion' : nameOf(String(current))}</strong>.{' '}
        {isLiving(game) ? 'Under living rules every other promotion is your rival.' : 'Rivals run their shows only under living rules.'}
      </Text>
      {unread && <Text as="p">The promotions could not be read. Reload the page to choose one.</Text>}
      {failed && <Text role="alert">Your promotion was not changed: {failed}</Text>}
      {list && (
        <>
          <Field label="Run">
            <RadioGroup value={choice} onChange={(_, data) => setChoice(data.value)}>
              {list.map((promotion) => (
                <Radio key={promotion.companyId} value={String(promotion.companyId)} label={`${promotion.name} (${promotion.brandNames.join(', ')})`} />
              ))}
              <Radio value={EVERY} label="Every promotion (sandbox, no rivals)" />
            </RadioGroup>
          </Field>
          <Button disabled={choice === String(current ?? EVERY)} onClick={() => setAsking(true)}>
            Change promotion
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title="Change your promotion?"
        confirmLabel="Change"
        cancelLabel="Keep it"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        <Text>
          You will run {nameOf(choice)}
          {choice === EVERY ? ': every show is yours to book and nobody fights back.' : '; the game runs every other promotion as your rival from the next week.'}
        </Text>
      </ConfirmDialog>
    </section>
  );
}
