import { answerReplay, type ReplayReply, type ReplayRequest } from './replay-messages';

// Issue 34: a replay code's show re-run off the page's thread (worker-replay-show.ts starts it).
// Every failure is answered as a message: an error event means the worker could not run at all.

interface Scope {
  onmessage: ((event: MessageEvent<ReplayRequest>) => void) | null;
  postMessage(reply: ReplayReply): void;
}
const scope = globalThis as unknown as Scope;

scope.onmessage = ({ data }) => void answerReplay(data, (reply) => scope.postMessage(reply));
