// Card texts for each state a block can be in, in the reader's language.

import { t } from '../../shared/i18n';
import type { CallOutcome, LedgerEntry } from '../shared/types';
import type { CardView } from './card';

const time = (at: number) => new Date(at).toLocaleTimeString();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function pretty(args: Record<string, unknown>): string {
  return JSON.stringify(args, null, 2);
}

export function callView(tool: string, args: Record<string, unknown>, status: string, actions: CardView['actions'], tone: CardView['tone'] = 'info', extra: Partial<CardView> = {}): CardView {
  return { title: tool, args: pretty(args), status, actions, tone, ...extra };
}

export function malformedView(error: string): CardView {
  return { title: t('chatMalformedTitle'), status: t('chatMalformed', error), tone: 'error', actions: ['tell'] };
}

/** A block already in the ledger: it never runs again by itself. */
export function ledgerStatus(entry: LedgerEntry): { status: string; tone: CardView['tone'] } {
  const when = time(entry.at);
  switch (entry.state) {
    case 'done': return { status: t('chatRanAt', [when, seconds(entry.ms ?? 0)]), tone: 'ok' };
    case 'failed': return { status: t('chatFailedAt', when), tone: 'error' };
    case 'denied': return { status: t('chatDeniedAt', when), tone: 'info' };
    case 'interrupted': return { status: t('chatInterrupted'), tone: 'error' };
    case 'running': return { status: t('chatRunning'), tone: 'info' };
  }
}

export function outcomeView(tool: string, args: Record<string, unknown>, o: CallOutcome): CardView {
  switch (o.status) {
    case 'done':
      return callView(o.tool, args, t(o.isError ? 'chatDoneError' : 'chatDone', seconds(o.ms)), ['runAgain'], o.isError ? 'error' : 'ok',
        { server: o.server, ...(o.errorText ? { details: o.errorText } : {}) });
    case 'failed':
      return callView(tool, args, t('chatFailed', o.error), ['runAgain'], 'error', o.server ? { server: o.server } : {});
    case 'ask':
      return callView(o.tool, args, t('chatAsk'), ['run', 'deny'], 'info', { server: o.server });
    case 'denied':
      return callView(tool, args, t('chatPolicyDenied'), [], 'info');
    case 'unknown':
      return callView(tool, args, t('chatUnknown', tool), [], 'error', {
        details: [o.candidates.length ? t('chatAvailable', o.candidates.join(', ')) : t('chatNoTools'), ...o.errors.map((e) => t('chatUnreachable', e))].join('\n'),
      });
    case 'ambiguous':
      return callView(tool, args, t('chatAmbiguous', o.name), [], 'error', { details: t('chatAvailable', o.candidates.join(', ')) });
    case 'seen': {
      const s = ledgerStatus(o.entry);
      return callView(tool, args, s.status, o.entry.state === 'running' ? [] : ['runAgain'], s.tone);
    }
    case 'refused':
      return callView(tool, args, t('chatRefused', o.error), [], 'error');
  }
}
