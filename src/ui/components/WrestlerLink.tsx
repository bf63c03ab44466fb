import { Fragment } from 'react';
import { RouteLink } from './RouteLink';

/** Issue 35: a wrestler's page (profile, skills, push, momentum, history) is the career screen. */
export const wrestlerPath = (wrestlerId: number): string => `/career-mode/${wrestlerId}`;

/** A wrestler's name as a link to their page (its accessible name is the wrestler's name). */
export function WrestlerLink({ id, name }: { id: number; name: string }) {
  return <RouteLink to={wrestlerPath(id)}>{name}</RouteLink>;
}

/** Several names, each a link, joined as the lists join them ("A & B"); `empty` when there is nobody. */
export function WrestlerLinks({ people, joiner = ' & ', empty = '' }: { people: readonly { id: number; name: string }[]; joiner?: string; empty?: string }) {
  if (people.length === 0) return <>{empty}</>;
  return (
    <>
      {people.map((p, i) => (
        <Fragment key={`${p.id}-${i}`}>
          {i > 0 && joiner}
          <WrestlerLink id={p.id} name={p.name} />
        </Fragment>
      ))}
    </>
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A sentence with each of `people`'s names in it a link to their page (issue 35: "New champion: A,
 * beating B"). Longer names are matched first, and only as whole words, so "Bo" is not found in
 * "Bob"; a name the text does not hold is left out.
 */
export function TextWithWrestlerLinks({ text, people }: { text: string; people: readonly { id: number; name: string }[] }) {
  const byName = new Map<string, number>();
  for (const p of people) if (p.name.trim() !== '' && !byName.has(p.name)) byName.set(p.name, p.id);
  if (byName.size === 0) return <>{text}</>;
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escape);
  const parts = text.split(new RegExp(`(?<![\\p{L}\\p{N}])(${names.join('|')})(?![\\p{L}\\p{N}])`, 'u'));
  return (
    <>
      {parts.map((part, i) => {
        const id = i % 2 === 1 ? byName.get(part) : undefined;
        return id === undefined ? <Fragment key={i}>{part}</Fragment> : <WrestlerLink key={i} id={id} name={part} />;
      })}
    </>
  );
}
