import './node-globals';
import { companyFor, otherRuleSet, parseSeasonArgs, ruleSetProblem, USAGE } from './args';
import { resolveCompany } from './company';
import { figuresTable } from './health';
import { writeSeasonReport } from './season-report';

// `npm run season -- --years N --seed S [--rules classic|living] [--out DIR] [--save FILE] [--compare on|off]`
// (DESIGN §4; docs/season-report.md): the game's own use cases, headless, week after week.

async function main(): Promise<number> {
  const args = parseSeasonArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\n${USAGE}`);
    return 2;
  }
  const problem = ruleSetProblem(args.rules);
  if (problem) {
    console.error(problem);
    return 2;
  }
  const company = resolveCompany(companyFor(args.company, args.rules));
  if (company !== null && typeof company === 'object') {
    console.error(`${company.error}\n${USAGE}`);
    return 2;
  }
  console.log(`Playing ${company === null ? 'every promotion (no rivals)' : `seed promotion ${company} (the others are rivals under living rules)`}.`);
  console.log(`Simulating ${args.weeks} weeks on the seed world (seed ${args.seed}, ${args.rules} rules)…`);
  if (args.compare) console.log(`…then the same weeks under the ${otherRuleSet(args.rules)} rules, for comparison (--compare off to skip).`);
  const report = await writeSeasonReport(args, (week) => {
    if (week.week % 13 === 0 || week.week === args.weeks) console.log(`  week ${week.week} of ${args.weeks} (${week.date})`);
  });
  console.log(`\n${figuresTable(report.health)}\n`);
  if (report.comparison) console.log(`For comparison (same seed, ${report.comparison.rules} rules):\n${figuresTable(report.comparison)}\n`);
  const written = [report.files.health, report.files.comparison, report.files.html, report.files.save].filter(Boolean);
  console.log(`Wrote ${written.join('\n      ')}`);
  console.log(`Simulated in ${report.seconds.run.toFixed(1)} s, ${report.seconds.total.toFixed(1)} s in all.`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
