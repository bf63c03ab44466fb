import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Checkbox, Field, Radio, RadioGroup, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { OrdersInput, OrdersView } from '../../../application/promotions';
import type { OfferOrder } from '../../../domain/entities/standing-orders';
import { useAnnounce } from '../../components/Announcer';
import { useReadModel } from '../../components/use-read-model';
import { messageOf } from '../../errors/message-of';
import { useServices } from '../../services-context';
import { LimitField, limitOf, limitValueOf, type LimitValue } from './LimitField';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, '& > h2, & > h3, & > p': { margin: 0 } },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  order: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  hint: { paddingLeft: tokens.spacingHorizontalXXL },
});

interface Draft {
  renew: boolean;
  renewUpTo: LimitValue;
  offers: OfferOrder;
  matchUpTo: LimitValue;
  fillCards: boolean;
  vacateTitles: boolean;
  signForNeed: boolean;
}

const draftOf = ({ orders }: OrdersView): Draft => ({
  renew: orders.renew,
  renewUpTo: limitValueOf(orders.renewUpTo),
  offers: orders.offers,
  matchUpTo: limitValueOf(orders.matchUpTo),
  fillCards: orders.fillCards,
  vacateTitles: orders.vacateTitles,
  signForNeed: orders.signForNeed,
});

const OFFER_LABELS: Record<OfferOrder, string> = {
  match: 'Match them up to the limit below; ask me about dearer ones',
  letGo: 'Let every wrestler with an offer go',
  ask: 'Ask me about every offer',
};

interface StandingOrdersSectionProps {
  /** The section's heading level: h2 in Settings, h3 under "Simulate many weeks". */
  level: 'h2' | 'h3';
  className?: string;
  /** Changes when the game the orders belong to may have changed (the promotion, a new game). */
  readKey?: string;
}

/**
 * Issue 33 item 1: the player's standing orders, explained in plain words and money as money, in
 * Settings and at the start of "Simulate until…". Saved by `promotions.saveOrders`.
 */
export function StandingOrdersSection({ level, className, readKey = '' }: StandingOrdersSectionProps) {
  const styles = useStyles();
  const headingId = useId();
  const { promotions, logger } = useServices();
  const announce = useAnnounce();
  const { data, error } = useReadModel(() => promotions.orders(), 'the standing orders', `orders:${readKey}`);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(data ? draftOf(data) : null), [data]);

  const change = (patch: Partial<Draft>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
    setStatus(null);
  };
  const renewLimit = draft ? limitOf(draft.renewUpTo) : null;
  const matchLimit = draft ? limitOf(draft.matchUpTo) : null;
  const problemOf = (limit: ReturnType<typeof limitOf> | null) => (tried && limit && 'problem' in limit ? limit.problem : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || !renewLimit || !matchLimit) return;
    if ('problem' in renewLimit || 'problem' in matchLimit) {
      setTried(true);
      return;
    }
    const input: OrdersInput = { ...draft, renewUpTo: renewLimit.limit, matchUpTo: matchLimit.limit };
    setBusy(true);
    try {
      const saved = await promotions.saveOrders(input);
      setDraft(draftOf(saved));
      setTried(false);
      setStatus({ ok: true, text: 'Standing orders saved.' });
      announce('Standing orders saved');
    } catch (cause) {
      logger.error('Could not save the standing orders', cause);
      setStatus({ ok: false, text: `The standing orders were not saved: ${messageOf(cause)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${styles.root} ${className ?? ''}`} aria-labelledby={headingId}>
      <Subtitle2 as={level} id={headingId}>
        Standing orders
      </Subtitle2>
      {error && <Text as="p">The standing orders could not be read ({error}). Reload the page to change them.</Text>}
      {data && !data.applies && (
        <Text as="p">
          Standing orders act when you run one promotion under living rules. Under classic rules contracts never run
          out and no rival makes offers, and running every promotion leaves every decision to you, so "Simulate
          until…" fills your cards and plays on as it always has.
        </Text>
      )}
      {data && data.applies && draft && (
        <>
          <Text as="p">
            What the game decides alone for <strong>{data.promotion}</strong> while "Simulate until…" runs weeks. Anything
            else stops the run before the week it is due in, shows you the choice and goes on once you decide. Weeks you
            move on by hand are left to you.
          </Text>
          <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Standing orders">
            <div className={styles.order}>
              <Checkbox label="Renew contracts as they end" checked={draft.renew} onChange={(_, d) => change({ renew: d.checked === true })} />
              <Text size={200} className={styles.hint}>
                Four weeks before a contract of yours ends, it is renewed for a year at what the wrestler asks, when that is
                within the limit. Dearer ones, and every one if this is off, wait for you.
              </Text>
              <LimitField
                label="Renew up to"
                value={draft.renewUpTo}
                onChange={(renewUpTo) => change({ renewUpTo })}
                brands={data.brands}
                yearAppearances={data.yearAppearances}
                disabled={!draft.renew}
                problem={problemOf(renewLimit)}
              />
            </div>
            <div className={styles.order}>
              <Field label="Rival offers for your wrestlers">
                <RadioGroup value={draft.offers} onChange={(_, d) => change({ offers: d.value as OfferOrder })}>
                  {(['match', 'letGo', 'ask'] as const).map((value) => (
                    <Radio key={value} value={value} label={OFFER_LABELS[value]} />
                  ))}
                </RadioGroup>
              </Field>
              <Text size={200} className={styles.hint}>
                Matching pays the rival's offer (or what the wrestler asks, if more) for a new year's contract, as soon as
                the offer comes. A wrestler you let go joins the rival when the contract ends.
              </Text>
              <LimitField
                label="Match up to"
                value={draft.matchUpTo}
                onChange={(matchUpTo) => change({ matchUpTo })}
                brands={data.brands}
                yearAppearances={data.yearAppearances}
                disabled={draft.offers !== 'match'}
                problem={problemOf(matchLimit)}
              />
            </div>
            <div className={styles.order}>
              <Checkbox label="Fill your empty cards with the booker" checked={draft.fillCards} onChange={(_, d) => change({ fillCards: d.checked === true })} />
              <Text size={200} className={styles.hint}>
                Each week the booker books and simulates your shows that have no card, as "Simulate empty productions" does.
                Cards you have started are left alone. Off, every empty card stops the run for you to book.
              </Text>
            </div>
            <div className={styles.order}>
              <Checkbox
                label="Vacate titles held by champions who left"
                checked={draft.vacateTitles}
                onChange={(_, d) => change({ vacateTitles: d.checked === true })}
              />
              <Text size={200} className={styles.hint}>
                A title of yours whose holder retired, became a free agent or joined a rival is vacated, so your booker can
                put it up for grabs. Off, each such title stops the run.
              </Text>
            </div>
            <div className={styles.order}>
              <Checkbox
                label="Sign free agents when a brand is short of talent"
                checked={draft.signForNeed}
                onChange={(_, d) => change({ signForNeed: d.checked === true })}
              />
              <Text size={200} className={styles.hint}>
                A brand of yours signs the best free agent it can afford at their asking price, one a week, as rival promotions
                do, when its men or women able to wrestle fall below its floor ({Math.round(data.rosterFloor.share * 100)}% of its
                roster when the talent market first saw it, never fewer than {data.rosterFloor.men} men or {data.rosterFloor.women}{' '}
                women; a wrestler out injured for {data.rosterFloor.injuredDays} days or more leaves a gap), or when one of its
                titles is vacant or held by a champion who left. Off, a short roster is left for you to fill.
              </Text>
            </div>
            <div>
              <Button type="submit" appearance="primary" disabledFocusable={busy}>
                Save standing orders
              </Button>
            </div>
            {status && <Text role={status.ok ? 'status' : 'alert'}>{status.text}</Text>}
          </form>
        </>
      )}
    </section>
  );
}
