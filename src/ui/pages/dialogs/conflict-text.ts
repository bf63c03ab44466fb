import { describeEffect, type DialogOption } from '../../../application/dialogs';
import { conflictValueText, fieldLabel } from '../../components/edit-conflict/conflict-text';

const LABELS: Record<string, string> = { who: 'Who', role: 'Role', about: 'About', lines: 'What they say', options: 'Answers', urgency: 'Urgency' };

/** A conversation's part as the conflict dialog names it. */
export const conversationLabel = (field: string): string => LABELS[field] ?? fieldLabel(field);

/** The answers with their effects in full (they are what differs), the lines as said; the rest as plain text. */
export function conversationText(field: string, value: unknown): string {
  if (field === 'options' && Array.isArray(value)) {
    return (value as DialogOption[]).map((o) => `${o.label}: ${o.effects.map(describeEffect).join(', ') || 'no effect'}`).join('; ');
  }
  if (field === 'lines' && Array.isArray(value)) return conflictValueText(value.join(' '));
  return conflictValueText(value);
}
