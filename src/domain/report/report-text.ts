import { formatCompact, formatDuration, formatMoney, formatRating, formatNumber } from '../format';
import type { RatingExplanation } from '../production/rating-explanation';
import type { ReportSegment, ShowReport } from './show-report';

/** How one forum dialect writes the few things a report needs. */
interface Dialect {
  text: (plain: string) => string;
  title: (text: string) => string;
  heading: (text: string) => string;
  bold: (text: string) => string;
  italic: (text: string) => string;
  /** A numbered list whose items may carry a bullet list under them. */
  numbered: (items: { head: string; lines: string[] }[]) => string;
  bullets: (lines: string[]) => string;
}

const MARKDOWN: Dialect = {
  // Names are the player's: characters Markdown would read as formatting are escaped.
  text: (plain) => plain.replace(/([\\`*_[\]#|<>~])/g, '\\$1'),
  title: (text) => `# ${text}`,
  heading: (text) => `## ${text}`,
  bold: (text) => `**${text}**`,
  italic: (text) => `*${text}*`,
  numbered: (items) => items.map(({ head, lines }, i) => [`${i + 1}. ${head}`, ...lines.map((l) => `   - ${l}`)].join('\n')).join('\n'),
  bullets: (lines) => lines.map((l) => `- ${l}`).join('\n'),
};

const BBCODE: Dialect = {
  // BBCode has no escape: square brackets in a name become round ones so they cannot open a tag.
  text: (plain) => plain.replace(/\[/g, '(').replace(/]/g, ')'),
  title: (text) => `[size=150][b]${text}[/b][/size]`,
  heading: (text) => `[b]${text}[/b]`,
  bold: (text) => `[b]${text}[/b]`,
  italic: (text) => `[i]${text}[/i]`,
  numbered: (items) =>
    `[list=1]\n${items.map(({ head, lines }) => `[*]${head}${lines.length > 0 ? `\n[list]\n${lines.map((l) => `[*]${l}`).join('\n')}\n[/list]` : ''}`).join('\n')}\n[/list]`,
  bullets: (lines) => `[list]\n${lines.map((l) => `[*]${l}`).join('\n')}\n[/list]`,
};

/** `+50`, `−30` (a real minus sign), `0`, as the rating breakdown writes amounts. */
const signed = (amount: number): string => (amount > 0 ? `+${amount}` : amount < 0 ? `\u2212${Math.abs(amount)}` : '0');
const stars = (rating: number): string => `★ ${formatRating(rating)}`;
const money = (amount: number): string => (amount < 0 ? `\u2212${formatMoney(-amount)}` : formatMoney(amount));

function whyLine(why: RatingExplanation, d: Dialect): string {
  const rules = why.fired.length === 0 ? 'no rule fired' : why.fired.map((rule) => `${d.text(rule.label)} ${signed(rule.amount)}`).join('; ');
  const total = why.stars === undefined ? `total ${signed(why.total)} / 100` : `total ${signed(why.total)} = ${formatRating(why.stars)} stars`;
  return `Why: ${rules} (${total})`;
}

const side = (s: ReportSegment['sides'][number], d: Dialect): string =>
  `${s.wrestlers.map(d.text).join(' & ') || 'nobody'}${s.managers.length > 0 ? ` (with ${s.managers.map(d.text).join(' & ')})` : ''}`;

function segmentItem(s: ReportSegment, d: Dialect): { head: string; lines: string[] } {
  const who = s.sides.map((x) => side(x, d)).join(s.competition ? ' vs. ' : ', ');
  const head = `${d.bold(d.text(s.kind))} (${formatDuration(s.duration)})${who ? `: ${who}` : ''}`;
  const result = s.draw ? 'Draw' : s.winners.length > 0 ? s.winners.map(d.text).join(' & ') : 'No result';
  const lines = [
    ...(s.titles.length > 0 ? [`On the line: ${s.titles.map(d.text).join(', ')}`] : []),
    ...(s.competition ? [`Winner: ${d.bold(result)}`] : []),
    ...s.titleChanges.map((change) => d.bold(d.text(change))),
    `Rating: ${stars(s.rating)}`,
    ...(s.why ? [whyLine(s.why, d)] : []),
    ...(s.storyline ? [d.italic(d.text(s.storyline))] : []),
  ];
  return { head, lines };
}

function render(report: ShowReport, d: Dialect): string {
  const changes = report.segments.flatMap((s) => s.titleChanges);
  const others = (report.events ?? []).filter((e) => e.kind !== 'title');
  const ledger = report.money.map((l) => `${d.text(l.label)}: ${d.bold(money(l.amount))}${l.reason ? ` (${d.text(l.reason)})` : ''}`);
  return [
    d.title(d.text(`${report.showName}, ${report.date}`)),
    `${report.rules === 'living' ? 'Living world rules' : 'Classic rules'} · Attendance ${d.bold(formatNumber(report.attendance))} · Viewers ${d.bold(formatCompact(report.viewers))}`,
    d.heading('Card and results'),
    report.segments.length > 0 ? d.numbered(report.segments.map((s) => segmentItem(s, d))) : 'No segments.',
    ...(changes.length > 0 ? [d.heading('Title changes'), d.bullets(changes.map(d.text))] : []),
    // Issue 35: the night's debuts, turns and rivalry steps (its title changes are listed above).
    ...(others.length > 0 ? [d.heading('Debuts, turns and rivalries'), d.bullets(others.map((e) => d.text(e.text)))] : []),
    d.heading('Money'),
    d.bullets(ledger),
    d.italic('Report from Kayfabe'),
  ].join('\n\n');
}


/** The report as Markdown (headings, numbered card, bullet lists). Same report, same text. */
export const reportMarkdown = (report: ShowReport): string => render(report, MARKDOWN);

/** The report as forum BBCode ([b], [i], [list]); tables are written as lists. */
export const reportBBCode = (report: ShowReport): string => render(report, BBCODE);
