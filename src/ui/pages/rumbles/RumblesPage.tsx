import { useParams } from 'react-router-dom';
import { RumblePage } from './RumblePage';
import { RumblesStartPage } from './RumblesStartPage';

/**
 * `/rumbles/*` is one entry in the route table: `start` (or nothing) lists the rumbles and creates
 * one; anything else is a rumble's id. Keyed by it, so moving between rumbles starts afresh.
 */
export function RumblesPage() {
  const rest = useParams()['*'] ?? '';
  return rest === '' || rest === 'start' ? <RumblesStartPage /> : <RumblePage key={rest} idText={rest} />;
}
