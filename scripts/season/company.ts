import { seedCompanies } from '../../src/infrastructure/seed/brands';

// Issue 18: `--company` names the seed promotion the player runs (id, name, its initials or the start
// of its name, any case), or 'none' for every promotion (no rivals).

const initials = (name: string): string => name.split(/\s+/).map((word) => word[0] ?? '').join('').toUpperCase();

/** The seed company id `--company` names (null for 'none'), or why it names none. */
export function resolveCompany(typed: string): number | null | { error: string } {
  const text = typed.trim();
  if (text.toLowerCase() === 'none') return null;
  const companies = seedCompanies();
  const lower = text.toLowerCase();
  const found =
    companies.find((c) => String(c.id) === text) ??
    companies.find((c) => c.name.toLowerCase() === lower) ??
    companies.find((c) => initials(c.name) === text.toUpperCase()) ??
    companies.find((c) => c.name.toLowerCase().startsWith(lower));
  if (found) return found.id;
  return { error: `--company: no seed promotion is called ${text} (${companies.map((c) => `${c.id} ${c.name}`).join(', ')}, or none)` };
}
