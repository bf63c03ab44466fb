import { reportBBCode, reportMarkdown } from './report-text';
import type { ShowReport } from './show-report';

const report: ShowReport = {
  showName: 'Monday Night',
  date: '2026-11-22',
  rules: 'living',
  attendance: 11240,
  viewers: 2_150_000,
  segments: [
    {
      kind: 'Promo', competition: false, duration: 300, sides: [{ wrestlers: ['Talker'], managers: [] }], winners: [], draw: false,
      titles: [], titleChanges: [], rating: 0, why: null, storyline: '',
    },
    {
      kind: 'Championship', competition: true, duration: 905,
      sides: [{ wrestlers: ['Champ'], managers: [] }, { wrestlers: ['Challenger'], managers: ['Manny'] }],
      winners: ['Challenger'], draw: false, titles: ['World Title'],
      titleChanges: ['New champion: Challenger (World Title), beating Champ'], rating: 3.456,
      why: {
        families: { points: 200, morale: 0, popularity: 0, alignment: 0, streak: 0, roles: 50, charisma: 0 },
        fired: [
          { id: 'points.per90', family: 'points', label: 'Each competitor with 90 points or more', amount: 200 },
          { id: 'RIVALRY_HEAT', family: 'roles', label: 'Rivalry heat 40', amount: -30 },
        ],
        total: 170, stars: 3.456,
      },
      storyline: 'Vale_s *ambush* costs Crane',
    },
  ],
  money: [
    { label: 'Tickets', amount: 1_124_000, reason: '11,240 seats × $100' },
    { label: 'Wages', amount: -8400.5, reason: '' },
  ],
};

describe('the show report as text', () => {
  it('writes Markdown: title, card in running order with results, why, title changes and money', () => {
    expect(reportMarkdown(report)).toBe(`# Monday Night, 2026-11-22

Living world rules · Attendance **11,240** · Viewers **2.2M**

## Card and results

1. **Promo** (0:05:00): Talker
   - Rating: ★ 0.00
2. **Championship** (0:15:05): Champ vs. Challenger (with Manny)
   - On the line: World Title
   - Winner: **Challenger**
   - **New champion: Challenger (World Title), beating Champ**
   - Rating: ★ 3.46
   - Why: Each competitor with 90 points or more +200; Rivalry heat 40 \u221230 (total +170 = 3.46 stars)
   - *Vale\\_s \\*ambush\\* costs Crane*

## Title changes

- New champion: Challenger (World Title), beating Champ

## Money

- Tickets: **$1,124,000** (11,240 seats × $100)
- Wages: **\u2212$8,400.50**

*Report from Kayfabe*`);
  });

  it('writes BBCode with [b], [i] and [list] (no tables), the same content', () => {
    expect(reportBBCode(report)).toBe(`[size=150][b]Monday Night, 2026-11-22[/b][/size]

Living world rules · Attendance [b]11,240[/b] · Viewers [b]2.2M[/b]

[b]Card and results[/b]

[list=1]
[*][b]Promo[/b] (0:05:00): Talker
[list]
[*]Rating: ★ 0.00
[/list]
[*][b]Championship[/b] (0:15:05): Champ vs. Challenger (with Manny)
[list]
[*]On the line: World Title
[*]Winner: [b]Challenger[/b]
[*][b]New champion: Challenger (World Title), beating Champ[/b]
[*]Rating: ★ 3.46
[*]Why: Each competitor with 90 points or more +200; Rivalry heat 40 \u221230 (total +170 = 3.46 stars)
[*][i]Vale_s *ambush* costs Crane[/i]
[/list]
[/list]

[b]Title changes[/b]

[list]
[*]New champion: Challenger (World Title), beating Champ
[/list]

[b]Money[/b]

[list]
[*]Tickets: [b]$1,124,000[/b] (11,240 seats × $100)
[*]Wages: [b]\u2212$8,400.50[/b]
[/list]

[i]Report from Kayfabe[/i]`);
  });

  it('keeps a name from opening a BBCode tag or Markdown formatting', () => {
    const named = { ...report, showName: '[b]Raw[/b] *Live*' };
    expect(reportBBCode(named)).toContain('(b)Raw(/b) *Live*');
    expect(reportMarkdown(named)).toContain('\\[b\\]Raw\\[/b\\] \\*Live\\*');
  });

  it('writes a classic explanation as total / 100', () => {
    const classic = { ...report, segments: [{ ...report.segments[1]!, why: { ...report.segments[1]!.why!, stars: undefined } }] };
    expect(reportMarkdown(classic)).toContain('(total +170 / 100)');
  });
});
